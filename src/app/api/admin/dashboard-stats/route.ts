import { getDashboardStats } from "@/server/admin/dashboard";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

export const GET = adminRoute(async () => json(await getDashboardStats()));
