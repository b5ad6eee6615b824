import { productInputSchema } from "@/lib/validation/product";
import { deleteProduct, updateProduct } from "@/server/catalog/products/products";
import { parseId, readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

export const PUT = adminRoute<{ id: string }>(async ({ req, params, session }) => {
  const id = parseId(params.id);
  const input = await readBody(req, productInputSchema);
  return json(await updateProduct(id, input, session.admin.username));
});

export const DELETE = adminRoute<{ id: string }>(async ({ params, session }) => {
  await deleteProduct(parseId(params.id), session.admin.username);
  return json({ success: true, message: "Product deleted successfully" });
});
