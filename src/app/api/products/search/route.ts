import { answerProductSearch } from "@/server/catalog/search/search-api";
import { jsonText } from "@/server/http/errors";
import { clientIp } from "@/server/http/request-info";
import { publicRoute } from "@/server/http/route";

/**
 * Matching products (a plain array, as the original API answered), ranked by the specs read from the
 * query, then text; a blank q gives an empty list. When the words were
 * corrected for a typo, `X-Showing-Results-For` carries the corrected query
 * (URI-encoded), which the search page shows as "Showing results for …".
 * The HTTP server keeps each term's answer for a minute, until the catalogue
 * changes, and answers a request whose one parameter is `q` with the same
 * search itself once this route has loaded (http-server/search-api.mjs).
 */
export const GET = publicRoute(async ({ req }) => {
  const q = new URL(req.url).searchParams.get("q") ?? "";
  const found = await answerProductSearch(q, clientIp(req));
  const headers: Record<string, string> = {};
  if (found.correctedQuery) headers["X-Showing-Results-For"] = encodeURIComponent(found.correctedQuery);
  return jsonText(found.body, { headers });
});
