import { filteredViewData } from "@/components/storefront/catalog/filters/filtered-view-data";
import { parsePageNumber } from "@/lib/page-number";
import { cachedFilteredPage } from "@/server/catalog/cached";
import { readCategoryFilters } from "@/server/catalog/search/facets";
import { currentSlug } from "@/server/catalog/former-slugs";
import { badRequest, json, movedTo, notFound } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

/**
 * One page of the category narrowed by the filters in the query (the grammar
 * of its page: ?width=18&length.min=1000&page=2), as the filtered view draws
 * it: what a filter click fetches to redraw the view in place instead of
 * rendering the whole page again. Read from the same cache as the filter
 * route's render. A malformed filter or page number is a 400 naming it.
 */
export const GET = publicRoute<{ slug: string }>(async ({ req, params }) => {
  const url = new URL(req.url);
  const pageText = url.searchParams.get("page");
  const page = pageText === null ? 1 : parsePageNumber(pageText.trim());
  if (page === null) throw badRequest(`page: "${pageText}" is not a page number`, { page: `"${pageText}" is not a page number` });
  const read = await readCategoryFilters(params.slug, url.searchParams);
  const listing = read && (await cachedFilteredPage(read.category.slug, read.query, page));
  if (read && listing) return json(filteredViewData(listing, read.filters, read.query), { headers: { "Cache-Control": "no-cache" } });
  const now = await currentSlug("category", params.slug);
  if (now) return movedTo(`/api/categories/${now}/filtered${url.search}`);
  throw notFound("Category not found");
});
