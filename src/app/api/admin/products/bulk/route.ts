import { bulkProductsSchema } from "@/lib/validation/bulk";
import { bulkProducts } from "@/server/catalog/products/bulk-products";
import { readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

/** 10,000 ids are about 80 KB of JSON. */
const BODY_LIMIT = 256 * 1024;

/**
 * Moves or deletes many products at once: `{action: "move"|"delete",
 * categoryId? (move), ids? | filter?: {search?, categoryId?}}` → `{count}`.
 */
export const POST = adminRoute(async ({ req, session }) => {
  const input = await readBody(req, bulkProductsSchema, BODY_LIMIT);
  return json(await bulkProducts(input, session.admin.username));
});
