import { getDashboardStats } from "@/server/admin/dashboard";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { getQuoteStats } from "@/server/quotes/quote-stats";

/** The store's counts, and the quote loop's figures under `quotes`. */
export const GET = adminRoute(async () => {
  const [stats, quotes] = await Promise.all([getDashboardStats(), getQuoteStats()]);
  return json({ ...stats, quotes });
});
