import { searchProducts } from "@/server/catalog/search";
import { recordSearch } from "@/server/catalog/search-log";
import { json } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

/** Matching products; a blank q gives an empty list. */
export const GET = publicRoute(async ({ req }) => {
  const q = new URL(req.url).searchParams.get("q") ?? "";
  const products = await searchProducts(q);
  recordSearch(q, products.length);
  return json(products);
});
