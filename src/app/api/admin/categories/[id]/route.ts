import { categoryInputSchema } from "@/lib/validation/category";
import { deleteCategory, updateCategory } from "@/server/catalog/categories/categories";
import { parseId, readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

export const PUT = adminRoute<{ id: string }>(async ({ req, params, session }) => {
  const id = parseId(params.id);
  const input = await readBody(req, categoryInputSchema);
  return json(await updateCategory(id, input, session.admin.username));
});

export const DELETE = adminRoute<{ id: string }>(async ({ params, session }) => {
  const { productsKept } = await deleteCategory(parseId(params.id), session.admin.username);
  return json({ success: true, message: "Category deleted successfully", productsKept });
});
