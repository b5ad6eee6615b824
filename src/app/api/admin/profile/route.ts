import { getProfile } from "@/server/admin/account";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

export const GET = adminRoute(async ({ session }) => json({ admin: await getProfile(session.admin.id) }));
