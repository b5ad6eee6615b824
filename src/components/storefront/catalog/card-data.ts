import type { CardData } from "@/lib/filtered-view";
import type { Product } from "@/lib/types";
import { cartItemFromProduct } from "@/lib/cart-item";
import { cardSpecEntries } from "./product-specifications";

/**
 * What a product card (ProductCardView, a client component) draws of a
 * catalogue product: the cart's record of it and its first specifications, so
 * a page's RSC payload carries small records instead of rendered trees. The
 * specifications' parse warnings go to the server log.
 */
export const cardData = (product: Product): CardData => ({ item: cartItemFromProduct(product), specs: cardSpecEntries(product) });
