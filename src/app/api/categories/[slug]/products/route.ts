import { cachedProductList } from "@/server/catalog/cached";
import { filteredCategoryPage, readCategoryFilters } from "@/server/catalog/search/facets";
import { currentSlug } from "@/server/catalog/former-slugs";
import { productListBody } from "@/server/catalog/products/products";
import { hasFilters } from "@/lib/facets";
import { movedTo, notFound } from "@/server/http/errors";
import { LIST_CAP, listBody, listResponse } from "@/server/http/list";
import { pageParams } from "@/server/http/query";
import { publicRoute } from "@/server/http/route";

/**
 * The category's products (a plain list, as the original API answered), at most LIST_CAP an answer
 * (src/server/http/list.ts): without ?page= its first ones, from the cached
 * catalogue; with ?page=&pageSize= any page. The category page's filters
 * (?width=18&length.min=1000, see GET …/facets) narrow it; a malformed one is
 * a 400 naming it.
 */
export const GET = publicRoute<{ slug: string }>(async ({ req, params }) => {
  const url = new URL(req.url);
  const page = pageParams(req, LIST_CAP);
  const read = await readCategoryFilters(params.slug, url.searchParams);
  if (read && hasFilters(read.filters)) {
    const at = page ?? { page: 1, pageSize: LIST_CAP };
    const found = await filteredCategoryPage(read.category.slug, read.filters, at.page, at.pageSize);
    if (found) return listResponse(req, listBody(found.products, found.total), at, read.query);
  }
  const list = read && (page ? await productListBody(page, params.slug) : await cachedProductList(params.slug));
  if (list) return listResponse(req, list, page ?? { page: 1, pageSize: LIST_CAP });
  const now = await currentSlug("category", params.slug);
  if (now) return movedTo(`/api/categories/${now}/products${url.search}`);
  throw notFound("Category not found");
});
