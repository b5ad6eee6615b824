import { cartLookupSchema } from "@/lib/validation/cart";
import { cachedCartProducts } from "@/server/catalog/cached";
import { validate } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

/**
 * The cart checks its items against the catalogue when it opens and before a
 * quote request: `?sku=A&sku=B&id=7` answers `{items}`, the products it finds
 * (as cart items without quantity). Read from the cached catalogue, so a check
 * costs no database query until an admin change.
 */
export const GET = publicRoute(async ({ req }) => {
  const params = new URL(req.url).searchParams;
  const { skus, ids } = validate(cartLookupSchema, { sku: params.getAll("sku"), id: params.getAll("id") });
  const key = [...new Set(skus.map((s) => s.toLowerCase()))].sort();
  const items = await cachedCartProducts(
    key,
    [...new Set(ids)].sort((a, b) => a - b),
  );
  return json({ items });
});
