import { listProductsByCategorySlug } from "@/server/catalog/products";
import { json, notFound } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

export const GET = publicRoute<{ slug: string }>(async ({ params }) => {
  const products = await listProductsByCategorySlug(params.slug);
  if (!products) throw notFound("Category not found");
  return json(products);
});
