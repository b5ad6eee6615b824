import type { CartItem, Product } from "./types";

export const UNKNOWN_CATEGORY = "Unknown Category";

/** What the cart keeps of a catalogue product. */
export function cartItemFromProduct(p: Product): Omit<CartItem, "quantity"> {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    priceMin: p.priceMin,
    priceMax: p.priceMax,
    imageUrl: p.imageUrl,
    category: p.category?.name ?? UNKNOWN_CATEGORY,
    unitOfSale: p.unitOfSale,
  };
}
