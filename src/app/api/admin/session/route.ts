import { readSession, tokenFromCookieHeader } from "@/server/auth/session";
import { json } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

/** Whether this browser has an admin session (the public catalogue shows edit buttons from it, never from local storage). */
export const GET = publicRoute(async ({ req }) => {
  const session = await readSession(tokenFromCookieHeader(req.headers.get("cookie")));
  return json(
    session ? { authenticated: true, admin: { username: session.admin.username, email: session.admin.email } } : { authenticated: false },
  );
});
