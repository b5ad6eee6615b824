import { currentSlug } from "@/server/catalog/former-slugs";
import { cachedProductList } from "@/server/catalog/cached";
import { productListBody } from "@/server/catalog/products";
import { movedTo, notFound } from "@/server/http/errors";
import { LIST_CAP, listResponse } from "@/server/http/list";
import { pageParams } from "@/server/http/query";
import { publicRoute } from "@/server/http/route";

/**
 * The category's products (the spec's plain list), at most LIST_CAP an answer
 * (src/server/http/list.ts): without ?page= its first ones, from the cached
 * catalogue; with ?page=&pageSize= any page.
 */
export const GET = publicRoute<{ slug: string }>(async ({ req, params }) => {
  const page = pageParams(req, LIST_CAP);
  const list = page ? await productListBody(page, params.slug) : await cachedProductList(params.slug);
  if (list) return listResponse(req, list, page ?? { page: 1, pageSize: LIST_CAP });
  const now = await currentSlug("category", params.slug);
  if (now) return movedTo(`/api/categories/${now}/products${new URL(req.url).search}`);
  throw notFound("Category not found");
});
