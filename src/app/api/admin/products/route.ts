import { productInputSchema } from "@/lib/validation/product";
import { createProduct } from "@/server/catalog/products";
import { readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

export const POST = adminRoute(async ({ req, session }) => {
  const input = await readBody(req, productInputSchema);
  return json(await createProduct(input, session.admin.username), 201);
});
