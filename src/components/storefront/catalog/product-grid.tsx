import type { Product } from "@/lib/types";
import { ProductCard } from "./product-card";

export const GRID_CLASS = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/** Product cards in a responsive grid; the first row loads its images eagerly, the first one first (the page's largest paint on a phone). */
export function ProductGrid({ products, label }: { products: Product[]; label?: string }) {
  return (
    <ul className={GRID_CLASS} aria-label={label}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < 4} main={i === 0} />
        </li>
      ))}
    </ul>
  );
}
