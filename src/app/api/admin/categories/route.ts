import { categoryInputSchema } from "@/lib/validation/category";
import { createCategory } from "@/server/catalog/categories/categories";
import { readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

export const POST = adminRoute(async ({ req, session }) => {
  const input = await readBody(req, categoryInputSchema);
  return json(await createCategory(input, session.admin.username), 201);
});
