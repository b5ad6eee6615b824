"use client";

import Link from "next/link";
import { useId } from "react";
import { QuantityInput, QuantityMessage } from "@/components/storefront/catalog/quantity-input";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { YourPrice } from "@/components/storefront/prices/your-price";
import type { CartProduct } from "@/hooks/use-cart";
import { priceWithUnit } from "@/lib/money";
import { parseQuantity } from "@/lib/quantity";
import type { QuickOrderLine } from "@/lib/validation/quick-order";

/** One line of the list as the page shows it: the answer's line, the quantity as typed, and the product once matched. */
export type Row = QuickOrderLine & { key: number; quantityText: string; item?: CartProduct };

const STATUS = {
  matched: { label: "Matched", variant: "secondary" },
  ambiguous: { label: "Several products", variant: "outline" },
  unknown: { label: "Not found", variant: "destructive" },
} as const;

type Props = {
  row: Row;
  onQuantity: (text: string) => void;
  onPick: (sku: string) => void;
  picking: boolean;
};

/** A matched line links its product and takes a quantity; an unknown or ambiguous one offers its suggestions as buttons. */
export function QuickOrderResultRow({ row, onQuantity, onPick, picking }: Props) {
  const id = useId();
  const status = STATUS[row.status];
  const invalid = row.status === "matched" && parseQuantity(row.quantityText) === null;
  return (
    <li
      data-testid="quick-order-line"
      data-status={row.status}
      className="grid gap-3 border-b py-4 last:border-b-0 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] sm:items-start"
    >
      <div className="min-w-0">
        <p className="truncate font-mono text-sm" title={row.input}>
          {row.input}
        </p>
        <Badge variant={status.variant} className="mt-1">
          {status.label}
        </Badge>
      </div>
      <div className="min-w-0 text-sm">
        {row.status === "matched" && row.item ? (
          <>
            <Link href={`/products/${row.item.slug}`} className="font-medium text-primary hover:underline">
              {row.item.name}
            </Link>
            <p className="text-muted-foreground">SKU {row.item.sku}</p>
            <p data-testid="quick-order-price">{priceWithUnit(row.item.priceMin, row.item.priceMax, row.item.unitOfSale)}</p>
            <YourPrice productId={row.item.id} />
          </>
        ) : (
          <>
            <p className="text-muted-foreground">
              {row.status === "ambiguous"
                ? "This SKU names several products. Which one?"
                : row.suggestions?.length
                  ? "Did you mean:"
                  : "No product has this SKU."}
            </p>
            {row.suggestions && row.suggestions.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Suggestions for ${row.input}`}>
                {row.suggestions.map((s) => (
                  <li key={s.sku}>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={picking}
                      onClick={() => onPick(s.sku)}
                      className="h-auto max-w-full py-1 text-left whitespace-normal"
                    >
                      <span className="font-mono">{s.sku}</span>
                      <span className="text-muted-foreground">{s.name}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <div className="flex flex-col gap-1 sm:items-end">
        {row.status === "matched" && row.item ? (
          <>
            <QuantityInput
              id={id}
              name={row.item.name}
              invalid={invalid}
              value={row.quantityText}
              onChange={(e) => onQuantity(e.target.value)}
              className="h-9 w-28"
            />
            <QuantityMessage id={id} invalid={invalid} />
          </>
        ) : (
          row.error && <p className="text-sm text-destructive">{row.error}</p>
        )}
      </div>
    </li>
  );
}
