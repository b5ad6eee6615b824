"use client";

import { Copy, Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { adminPriceBadge } from "@/lib/money";
import type { Product } from "@/lib/types";
import { AdminImage } from "../shared/admin-image";

/** A row's checkbox: checked and locked while "all matching" holds it. */
export interface RowSelection {
  selected: boolean;
  locked: boolean;
  onChange: (selected: boolean) => void;
}

export function ProductRow({
  product,
  onEdit,
  onDelete,
  onDuplicate,
  selection,
}: {
  product: Product;
  onEdit: () => void;
  onDelete: () => void;
  onDuplicate?: () => void;
  selection?: RowSelection;
}) {
  const price = adminPriceBadge(product.priceMin, product.priceMax);
  return (
    <li className="flex gap-3 rounded-xl border bg-card p-3 shadow-sm sm:items-center sm:gap-4 sm:p-4">
      {selection && (
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-primary sm:mt-0"
          aria-label={`Select ${product.name}`}
          checked={selection.selected}
          disabled={selection.locked}
          onChange={(e) => selection.onChange(e.target.checked)}
        />
      )}
      <AdminImage src={product.imageUrl} alt={product.name} className="size-16 shrink-0 rounded-md sm:size-20" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-semibold break-words">{product.name}</h3>
          {price && (
            <Badge variant="secondary" className="tabular-nums">
              {price}
            </Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          <span className="whitespace-nowrap">SKU: {product.sku}</span>
          <span aria-hidden> · </span>
          <span>Category: {product.category?.name ?? "Unknown"}</span>
        </p>
        <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        <Button variant="outline" size="icon" onClick={onEdit} aria-label={`Edit ${product.name}`}>
          <Pencil aria-hidden />
        </Button>
        {onDuplicate && (
          <Button variant="outline" size="icon" onClick={onDuplicate} aria-label={`Duplicate ${product.name}`}>
            <Copy aria-hidden />
          </Button>
        )}
        <Button
          variant="outline"
          size="icon"
          onClick={onDelete}
          aria-label={`Delete ${product.name}`}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
