import { currentSlug } from "@/server/catalog/former-slugs";
import { getProductBySlug } from "@/server/catalog/products/products";
import { json, movedTo, notFound } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

export const GET = publicRoute<{ slug: string }>(async ({ params }) => {
  const product = await getProductBySlug(params.slug);
  if (product) return json(product);
  // A renamed product's old address leads to its new one.
  const now = await currentSlug("product", params.slug);
  if (now) return movedTo(`/api/products/${now}`);
  throw notFound("Product not found");
});
