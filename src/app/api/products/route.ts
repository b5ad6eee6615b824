import { cachedProductList } from "@/server/catalog/cached";
import { productListBody } from "@/server/catalog/products/products";
import { LIST_CAP, listResponse } from "@/server/http/list";
import { pageParams } from "@/server/http/query";
import { publicRoute } from "@/server/http/route";

/**
 * All products (a plain list, as the original API answered), at most LIST_CAP an answer
 * (src/server/http/list.ts): without ?page= the first ones, from the cached
 * catalogue; with ?page=&pageSize= any page.
 */
export const GET = publicRoute(async ({ req }) => {
  const page = pageParams(req, LIST_CAP);
  const list = page ? await productListBody(page) : await cachedProductList();
  return listResponse(req, list!, page ?? { page: 1, pageSize: LIST_CAP });
});
