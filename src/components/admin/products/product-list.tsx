"use client";

import { useEffect } from "react";
import { PackageOpen, Plus, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminProducts } from "@/hooks/admin/use-products";
import type { Product } from "@/lib/types";
import type { AdminProductQuery } from "@/lib/validation/product";
import { ProductPagination } from "./product-pagination";
import { ProductRow } from "./product-row";

/** What the list's checkboxes show and change: single products, or every product matching the filters. */
export interface ListSelection {
  isSelected: (id: number) => boolean;
  /** "All N matching" is chosen: every box is checked and locked. */
  allMatching: boolean;
  onToggle: (id: number, selected: boolean) => void;
  onTogglePage: (ids: number[], selected: boolean) => void;
}

function PageCheckbox({ ids, selection }: { ids: number[]; selection: ListSelection }) {
  const chosen = selection.allMatching ? ids.length : ids.filter(selection.isSelected).length;
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={ids.length > 0 && chosen === ids.length}
        ref={(el) => {
          if (el) el.indeterminate = chosen > 0 && chosen < ids.length;
        }}
        disabled={selection.allMatching}
        onChange={(e) => selection.onTogglePage(ids, e.target.checked)}
      />
      Select all on this page
    </label>
  );
}

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
 * One page of the products matching the filters, searched and paged on the
 * server (GET /api/admin/products); the previous page stays in view, dimmed,
 * while the next loads.
 */
export function ProductList({
  query,
  onPageChange,
  onClearFilters,
  onAdd,
  onEdit,
  onDelete,
  onDuplicate,
  selection,
}: {
  query: AdminProductQuery;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
  onAdd: () => void;
  onEdit: (p: Product) => void;
  onDelete: (p: Product) => void;
  onDuplicate?: (p: Product) => void;
  selection?: ListSelection;
}) {
  const { data, error, isLoading, isValidating, mutate } = useAdminProducts(query);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : null;

  // Past the last page (the last product of the last page deleted, or an old link): go to the last one.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && pageCount !== null && data.page > pageCount) onPageChange(pageCount);
  }, [data, pageCount, onPageChange]);

  if (isLoading) return <ProductListSkeleton />;
  if (error || !data) {
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
  const filtered = query.search !== "" || query.categoryId !== undefined;
  if (data.total === 0 && filtered) {
    return (
      <div className="flex flex-col items-center rounded-xl border bg-card p-10 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden />
        <p className="mt-3 font-semibold">No products match</p>
        <p className="mt-1 text-sm text-muted-foreground">Try another name or SKU, or another category.</p>
        <Button className="mt-4" variant="outline" onClick={onClearFilters}>
          Clear filters
        </Button>
      </div>
    );
  }
  if (data.total === 0) {
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

  const first = (data.page - 1) * data.pageSize + 1;
  // Shown while another page or filter loads (or after a change, while it refreshes).
  const stale = isValidating;
  return (
    <div className="space-y-3" aria-busy={stale}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {selection && data.items.length > 0 && <PageCheckbox ids={data.items.map((p) => p.id)} selection={selection} />}
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data.items.length > 0
            ? `Showing ${first}–${first + data.items.length - 1} of ${data.total} product${data.total === 1 ? "" : "s"}`
            : `${data.total} product${data.total === 1 ? "" : "s"}`}
        </p>
      </div>
      <ul className={stale ? "space-y-3 opacity-60 transition-opacity" : "space-y-3"}>
        {data.items.map((p) => (
          <ProductRow
            key={p.id}
            product={p}
            onEdit={() => onEdit(p)}
            onDelete={() => onDelete(p)}
            onDuplicate={onDuplicate && (() => onDuplicate(p))}
            selection={
              selection && {
                selected: selection.allMatching || selection.isSelected(p.id),
                locked: selection.allMatching,
                onChange: (on) => selection.onToggle(p.id, on),
              }
            }
          />
        ))}
      </ul>
      <ProductPagination
        page={data.page}
        pageCount={pageCount}
        hasNext={pageCount !== null && data.page < pageCount}
        onPageChange={onPageChange}
      />
    </div>
  );
}
