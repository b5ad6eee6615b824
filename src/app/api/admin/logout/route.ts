import { logout } from "@/server/admin/account";
import { clearedSessionCookie, readSession, tokenFromCookieHeader } from "@/server/auth/session";
import { json } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

/** Ends the server session (if any) and clears the cookie; always succeeds. */
export const POST = publicRoute(async ({ req }) => {
  const session = await readSession(tokenFromCookieHeader(req.headers.get("cookie")));
  if (session) await logout(session);
  return json({ success: true, message: "Logged out" }, { status: 200, headers: { "Set-Cookie": clearedSessionCookie() } });
});
