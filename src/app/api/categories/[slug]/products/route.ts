import { listProductsByCategorySlug } from "@/server/catalog/products";
import { json, notFound } from "@/server/http/errors";
import { pageParams } from "@/server/http/query";
import { publicRoute } from "@/server/http/route";

/** The category's products (the spec's plain list); with ?page=&pageSize= one page of them. */
export const GET = publicRoute<{ slug: string }>(async ({ req, params }) => {
  const products = await listProductsByCategorySlug(params.slug, pageParams(req));
  if (!products) throw notFound("Category not found");
  return json(products);
});
