"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { AddToCartButton } from "@/components/storefront/catalog/add-to-cart-button";
import { cartItemFromProduct, UNKNOWN_CATEGORY } from "@/lib/cart-item";
import { PriceText } from "@/components/storefront/catalog/price-text";
import { YourPrice } from "@/components/storefront/prices/your-price";
import { SiteImage } from "@/components/storefront/images/site-image";
import { useCompare } from "@/hooks/use-compare";
import { compareRows, valuesDiffer, type ComparedCategory } from "@/lib/compare";
import { compareHref } from "@/lib/compare-selection";
import { priceWithUnit } from "@/lib/money";
import type { Product } from "@/lib/types";
import { cn } from "@/lib/utils";

const ROW_HEADER =
  "sticky left-0 z-10 w-28 min-w-28 border-b border-r px-3 py-2 text-left align-top font-medium text-muted-foreground sm:w-40 sm:min-w-40";
const CELL = "w-44 min-w-44 border-b px-3 py-2 align-top";
const DIFF = "bg-amber-50 dark:bg-amber-950";

type Row = { key: string; label: string; cells: React.ReactNode[]; differs: boolean };

/**
 * Products side by side: one column each, one row per detail, per attribute
 * of their categories and per other specification key, differing rows
 * highlighted. `categories` holds the compared products' categories.
 */
export function CompareTable({ products, categories }: { products: Product[]; categories: ComparedCategory[] }) {
  const router = useRouter();
  const { remove } = useCompare();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();

  const rows: Row[] = [
    {
      key: "category",
      label: "Category",
      cells: products.map((p) => p.category?.name ?? UNKNOWN_CATEGORY),
      differs: valuesDiffer(products.map((p) => p.category?.name ?? UNKNOWN_CATEGORY)),
    },
    {
      key: "price",
      label: "Price",
      cells: products.map((p) => (
        <span key={p.id}>
          <PriceText min={p.priceMin} max={p.priceMax} unit={p.unitOfSale} />
          <YourPrice productId={p.id} />
        </span>
      )),
      differs: valuesDiffer(products.map((p) => priceWithUnit(p.priceMin, p.priceMax, p.unitOfSale))),
    },
    ...compareRows(products, categories).map((r) => ({
      key: r.key,
      label: r.label,
      cells: r.values.map((v) => (v === null || v === "" ? "—" : v)),
      differs: r.differs,
    })),
  ];
  const shown = onlyDifferences ? rows.filter((r) => r.differs) : rows;

  function removeProduct(sku: string) {
    remove(sku);
    router.replace(compareHref(products.filter((p) => p.sku !== sku).map((p) => p.sku)), { scroll: false });
  }

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <label htmlFor={toggleId} className="flex w-fit items-center gap-2 text-sm font-medium">
        <input
          id={toggleId}
          type="checkbox"
          className="size-4 accent-primary"
          checked={onlyDifferences}
          onChange={(e) => setOnlyDifferences(e.target.checked)}
        />
        Show only differences
      </label>
      {/* relative: the visually hidden labels in later columns are positioned against this box, not the page, or they widen it. */}
      <div
        role="region"
        aria-label="Comparison table"
        tabIndex={0}
        className="relative w-fit max-w-full overflow-x-auto rounded-xl border bg-card focus-visible:outline-2 focus-visible:outline-ring"
      >
        <table className="border-separate border-spacing-0 text-sm">
          <caption className="sr-only">Product comparison; highlighted rows differ</caption>
          <thead>
            <tr>
              <td className={cn(ROW_HEADER, "bg-card")} />
              {products.map((p) => (
                <th key={p.id} scope="col" className={cn(CELL, "text-left font-normal")}>
                  <div className="flex flex-col gap-2">
                    <Link
                      href={`/products/${p.slug}`}
                      tabIndex={-1}
                      aria-hidden="true"
                      className="block overflow-hidden rounded-md bg-muted"
                    >
                      <SiteImage src={p.imageUrl} width={400} height={300} alt="" className="aspect-[4/3] w-full object-cover" />
                    </Link>
                    <Link href={`/products/${p.slug}`} className="leading-snug font-semibold hover:text-primary hover:underline">
                      {p.name}
                    </Link>
                    <span className="text-xs text-muted-foreground">
                      SKU: <span className="font-mono">{p.sku}</span>
                    </span>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.key} className={r.differs ? DIFF : undefined} data-differs={r.differs || undefined}>
                <th scope="row" className={cn(ROW_HEADER, r.differs ? DIFF : "bg-card")}>
                  {r.label}
                  {r.differs ? <span className="sr-only"> (differs)</span> : null}
                </th>
                {r.cells.map((c, i) => (
                  <td key={products[i].id} className={CELL}>
                    {c}
                  </td>
                ))}
              </tr>
            ))}
            {onlyDifferences && shown.length === 0 ? (
              <tr>
                <th scope="row" className={cn(ROW_HEADER, "bg-card")}>
                  Differences
                </th>
                <td colSpan={products.length} className={CELL}>
                  These products do not differ in any listed detail.
                </td>
              </tr>
            ) : null}
            <tr>
              <td className={cn(ROW_HEADER, "border-b-0 bg-card")} />
              {products.map((p) => (
                <td key={p.id} className={cn(CELL, "border-b-0")}>
                  <div className="flex flex-col gap-2">
                    <AddToCartButton item={cartItemFromProduct(p)} describedBy={`compare-${p.id}`} className="w-full" />
                    <span id={`compare-${p.id}`} className="sr-only">
                      {p.name}
                    </span>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => removeProduct(p.sku)}
                      aria-label={`Remove ${p.name} from comparison`}
                    >
                      Remove
                    </Button>
                  </div>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
