import { profileSchema } from "@/lib/validation/profile";
import { updateProfile } from "@/server/admin/account";
import { readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

export const POST = adminRoute(async ({ req, session }) => {
  const input = await readBody(req, profileSchema, 8 * 1024);
  const admin = await updateProfile(session, input);
  return json({ success: true, admin, message: "Profile updated successfully" });
});
