import type { Product } from "@/lib/types";
import { cardData } from "./card-data";
import { ProductCardGrid } from "./product-card-view";

/** A page's products as a grid of cards (ProductCardGrid), each fed the small record its card draws. */
export function ProductGrid({ products, label }: { products: Product[]; label?: string }) {
  return <ProductCardGrid cards={products.map(cardData)} label={label} />;
}
