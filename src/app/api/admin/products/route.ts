import { adminProductQuerySchema, productInputSchema, queryFields } from "@/lib/validation/product";
import { adminProductPage } from "@/server/catalog/products/admin-products";
import { createProduct } from "@/server/catalog/products/products";
import { readBody, validate } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

export const POST = adminRoute(async ({ req, session }) => {
  const input = await readBody(req, productInputSchema);
  return json(await createProduct(input, session.admin.username), 201);
});

/** The admin list: `{items, total, page, pageSize}` for ?search=&categoryId=&page=&pageSize= (all optional). */
export const GET = adminRoute(async ({ req }) => {
  const query = validate(adminProductQuerySchema, queryFields(new URL(req.url).searchParams));
  return json(await adminProductPage(query));
});
