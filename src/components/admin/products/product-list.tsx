"use client";

import { useEffect } from "react";
import { PackageOpen, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useDashboardStats } from "@/hooks/admin/use-dashboard";
import { PRODUCTS_PAGE_SIZE, useProductsPage } from "@/hooks/admin/use-products";
import type { Product } from "@/lib/types";
import { ProductPagination } from "./product-pagination";
import { ProductRow } from "./product-row";

function ProductListSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading products" className="space-y-3">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="flex gap-4 rounded-xl border bg-card p-4">
          <Skeleton className="size-20 rounded-md" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * One page of products. The page count comes from the dashboard's product
 * total (the list API answers a bare array); without it a full page means
 * there may be another.
 */
export function ProductList({
  page,
  onPageChange,
  onAdd,
  onEdit,
  onDelete,
}: {
  page: number;
  onPageChange: (page: number) => void;
  onAdd: () => void;
  onEdit: (p: Product) => void;
  onDelete: (p: Product) => void;
}) {
  const { data: products, error, isLoading, mutate } = useProductsPage(page);
  const { data: stats } = useDashboardStats();
  const total = stats?.totalProducts;
  const pageCount = total === undefined ? null : Math.max(1, Math.ceil(total / PRODUCTS_PAGE_SIZE));
  const hasNext = pageCount !== null ? page < pageCount : (products?.length ?? 0) === PRODUCTS_PAGE_SIZE;

  // Deleting the last product of the last page would leave an empty page.
  useEffect(() => {
    if (page > 1 && products?.length === 0) onPageChange(page - 1);
  }, [page, products, onPageChange]);

  if (isLoading) return <ProductListSkeleton />;
  if (error) {
    return (
      <div role="alert" className="rounded-xl border bg-card p-8 text-center">
        <p className="font-semibold">Failed to load products</p>
        <p className="mt-1 text-sm text-muted-foreground">{error instanceof Error ? error.message : String(error)}</p>
        <Button className="mt-4" variant="outline" onClick={() => mutate()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!products || products.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border bg-card p-10 text-center">
        <PackageOpen className="size-10 text-muted-foreground" aria-hidden />
        <p className="mt-3 font-semibold">No products yet</p>
        <p className="mt-1 text-sm text-muted-foreground">Products you add appear here and in the public catalogue.</p>
        <Button className="mt-4" onClick={onAdd}>
          <Plus aria-hidden />
          Add Product
        </Button>
      </div>
    );
  }

  const first = (page - 1) * PRODUCTS_PAGE_SIZE + 1;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {total !== undefined
          ? `Showing ${first}–${first + products.length - 1} of ${total} product${total === 1 ? "" : "s"}`
          : `${products.length} product${products.length === 1 ? "" : "s"} on this page`}
      </p>
      <ul className="space-y-3">
        {products.map((p) => (
          <ProductRow key={p.id} product={p} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />
        ))}
      </ul>
      <ProductPagination page={page} pageCount={pageCount} hasNext={hasNext} onPageChange={onPageChange} />
    </div>
  );
}
