import { getProductBySlug } from "@/server/catalog/products";
import { json, notFound } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

export const GET = publicRoute<{ slug: string }>(async ({ params }) => {
  const product = await getProductBySlug(params.slug);
  if (!product) throw notFound("Product not found");
  return json(product);
});
