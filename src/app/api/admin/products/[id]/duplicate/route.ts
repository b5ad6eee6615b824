import { duplicateProductSchema } from "@/lib/validation/bulk";
import { duplicateProduct } from "@/server/catalog/products/duplicate-product";
import { parseId, readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

/** A copy of the product under a new SKU and slug (`{sku, slug, name?}`) → 201 the new product. */
export const POST = adminRoute<{ id: string }>(async ({ req, params, session }) => {
  const id = parseId(params.id);
  const input = await readBody(req, duplicateProductSchema);
  return json(await duplicateProduct(id, input, session.admin.username), 201);
});
