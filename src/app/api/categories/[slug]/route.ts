import { getCategoryBySlug } from "@/server/catalog/categories/categories";
import { currentSlug } from "@/server/catalog/former-slugs";
import { json, movedTo, notFound } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

export const GET = publicRoute<{ slug: string }>(async ({ params }) => {
  const category = await getCategoryBySlug(params.slug);
  if (category) return json(category);
  // A renamed category's old address leads to its new one.
  const now = await currentSlug("category", params.slug);
  if (now) return movedTo(`/api/categories/${now}`);
  throw notFound("Category not found");
});
