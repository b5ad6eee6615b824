import { loginSchema } from "@/lib/validation/login";
import { login } from "@/server/admin/account";
import { sessionCookie } from "@/server/auth/session";
import { readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { clientIp } from "@/server/http/request-info";
import { publicRoute } from "@/server/http/route";

export const POST = publicRoute(async ({ req }) => {
  const { username, password } = await readBody(req, loginSchema, 8 * 1024);
  const result = await login(username, password, clientIp(req), req.headers.get("user-agent"));
  if (!result.ok) return json({ success: false, admin: null, message: "Invalid credentials" }, 401);
  return json(
    { success: true, admin: result.admin, message: "Login successful" },
    { status: 200, headers: { "Set-Cookie": sessionCookie(result.token, result.expires) } },
  );
});
