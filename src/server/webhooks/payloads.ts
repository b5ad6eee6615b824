import "server-only";

/** The columns productData reads: select these where a product.* event is recorded from a query. */
export const PRODUCT_EVENT_SELECT = {
  id: true,
  sku: true,
  slug: true,
  name: true,
  categoryId: true,
  priceMin: true,
  priceMax: true,
} as const;

/** The `data` of product.* events: the product's identity and prices, with its public address. */
export function productData(p: {
  id: number;
  sku: string;
  slug: string;
  name: string;
  categoryId: number | null;
  priceMin: string | null;
  priceMax: string | null;
}) {
  return {
    id: p.id,
    sku: p.sku,
    slug: p.slug,
    name: p.name,
    categoryId: p.categoryId,
    priceMin: p.priceMin,
    priceMax: p.priceMax,
    path: `/products/${p.slug}`,
  };
}
