import { getSearchInsights } from "@/server/catalog/search/search-log";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

/** The last 30 days' searches: the top 20 that found nothing and the top 20 overall. */
export const GET = adminRoute(async () => json(await getSearchInsights()));
