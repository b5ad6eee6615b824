import { categoryFacets, readCategoryFilters } from "@/server/catalog/search/facets";
import { currentSlug } from "@/server/catalog/former-slugs";
import { json, movedTo, notFound } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

/**
 * The category's facets for the filters in the query (the same grammar as its
 * page: ?width=18&length.min=1000): {total, facets}, each facet counted over
 * the products that pass every other filter. A malformed filter is a 400 naming it.
 */
export const GET = publicRoute<{ slug: string }>(async ({ req, params }) => {
  const url = new URL(req.url);
  const read = await readCategoryFilters(params.slug, url.searchParams);
  const result = read && (await categoryFacets(read.category.slug, read.filters));
  if (result) return json(result, { headers: { "Cache-Control": "no-cache" } });
  const now = await currentSlug("category", params.slug);
  if (now) return movedTo(`/api/categories/${now}/facets${url.search}`);
  throw notFound("Category not found");
});
