import { changePasswordSchema } from "@/lib/validation/password";
import { changePassword } from "@/server/admin/account";
import { readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

export const POST = adminRoute(async ({ req, session }) => {
  const input = await readBody(req, changePasswordSchema, 8 * 1024);
  await changePassword(session, input);
  return json({ success: true, message: "Password changed successfully" });
});
