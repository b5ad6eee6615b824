import { listCompanies } from "@/server/admin/companies";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

/** Buyer companies with their buyers, requests, win rate, won value and payment terms. */
export const GET = adminRoute(async () => json({ companies: await listCompanies() }));
