import type { Product } from "@/lib/types";
import { cartItemFromProduct } from "@/lib/cart-item";
import { cardSpecEntries } from "./product-specifications";
import { ProductCardView, type CardProps } from "./product-card-view";

/**
 * A catalogue product as the category page shows it (ProductCardView). The
 * view is a client component fed only what the card shows, so a page's RSC
 * payload carries 24 small records instead of 24 rendered trees, and the
 * server renders each card once (in HTML) instead of twice.
 */
export function ProductCard({ product, ...rest }: Omit<CardProps, "item" | "specs"> & { product: Product }) {
  return <ProductCardView item={cartItemFromProduct(product)} specs={cardSpecEntries(product)} {...rest} />;
}
