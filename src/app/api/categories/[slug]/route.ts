import { getCategoryBySlug } from "@/server/catalog/categories";
import { json, notFound } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

export const GET = publicRoute<{ slug: string }>(async ({ params }) => {
  const category = await getCategoryBySlug(params.slug);
  if (!category) throw notFound("Category not found");
  return json(category);
});
