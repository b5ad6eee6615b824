import type { Metadata } from "next";
import Link from "next/link";
import { Scale } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/storefront/catalog/empty-state";
import { CompareTable } from "@/components/storefront/compare/compare-table";
import { COMPARE_MAX, parseSkus, sameSku } from "@/lib/compare-selection";
import type { Category, Product } from "@/lib/types";
import { cachedCategory } from "@/server/catalog/cached";
import { productsBySkus } from "@/server/catalog/products/products";
import { LISTING_CLASS } from "../products/product-listing";

/** /compare?skus=A,B: products side by side. Any SKU list makes a page, so none is indexed. */
export const metadata: Metadata = {
  title: "Compare products",
  robots: { index: false, follow: true },
};

/** Rendered whole per request (its SKUs are request data), the table in place rather than sent hidden behind a Suspense fallback (ADR 12). */
export const instant = false;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function Comparison({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const raw = Array.isArray(params.skus) ? params.skus.join(",") : params.skus;
  const asked = parseSkus(raw);
  const skus = asked.slice(0, COMPARE_MAX);
  const loaded = await productsBySkus(skus);
  // Columns follow the order the buyer picked, not the database's.
  const products = skus.map((s) => loaded.find((p) => sameSku(p.sku, s))).filter((p): p is Product => p !== undefined);
  const missing = skus.filter((s) => !loaded.some((p) => sameSku(p.sku, s)));
  // Their categories' attribute definitions give the rows; each is one cached read.
  const slugs = [...new Set(products.flatMap((p) => (p.category ? [p.category.slug] : [])))];
  const categories = (await Promise.all(slugs.map((slug) => cachedCategory(slug))))
    .filter((c): c is Category => c !== null)
    .map((c) => ({ slug: c.slug, attributes: c.attributes }));

  return (
    <>
      {asked.length > COMPARE_MAX || missing.length > 0 ? (
        <div role="status" className="flex flex-col gap-1 text-sm text-muted-foreground">
          {asked.length > COMPARE_MAX ? (
            <p>
              Up to {COMPARE_MAX} products can be compared: showing the first {COMPARE_MAX}.
            </p>
          ) : null}
          {missing.length > 0 ? (
            <p>
              Not found: <span className="font-mono">{missing.join(", ")}</span>
            </p>
          ) : null}
        </div>
      ) : null}
      {products.length > 0 ? (
        <CompareTable products={products} categories={categories} />
      ) : (
        <EmptyState icon={Scale} title="Nothing to compare yet">
          <p className="max-w-md text-muted-foreground">
            Press &quot;Compare&quot; on up to {COMPARE_MAX} products in the catalogue to see them side by side.
          </p>
          <Button asChild className="mt-2">
            <Link href="/products">Browse all products</Link>
          </Button>
        </EmptyState>
      )}
    </>
  );
}

export default function ComparePage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className={LISTING_CLASS}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Compare products</h1>
      <Comparison searchParams={searchParams} />
    </div>
  );
}
