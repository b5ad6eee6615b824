import "server-only";
import { cartItemFromProduct } from "@/lib/cart-item";
import type { CartItem } from "@/lib/types";
import { productsByIds, productsBySkus } from "@/server/catalog/products/products";

/**
 * What the catalogue holds now for the cart's items: each product named by one
 * of the SKUs (any case, as the quote request matches them) or ids, as a cart
 * item without quantity. An item the answer lacks is no longer orderable.
 */
export async function cartProducts(skus: readonly string[], ids: readonly number[]): Promise<Omit<CartItem, "quantity">[]> {
  const [withSku, withId] = await Promise.all([productsBySkus(skus), productsByIds([...ids])]);
  const byId = new Map([...withSku, ...withId].map((p) => [p.id, p]));
  return [...byId.values()].sort((a, b) => a.id - b.id).map(cartItemFromProduct);
}
