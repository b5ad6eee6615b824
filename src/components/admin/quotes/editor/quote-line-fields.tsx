"use client";

import { Trash2 } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { formatPrice } from "@/lib/money";
import type { QuoteRequestItem } from "@/lib/types";
import { EditorField } from "./editor-field";
import type { EditorValues } from "./editor-values";
import { QuoteBreakFields } from "./quote-break-fields";

export const UNITS_LIST_ID = "quote-units";

/**
 * One line of the quote. On a phone its fields stack two to a row; from
 * 1024 px they sit on one row like a table, breaks and note beneath.
 */
export function QuoteLineFields({
  index,
  lineTotal,
  onRemove,
  canRemove,
  requested,
}: {
  index: number;
  lineTotal: string | null;
  onRemove: () => void;
  canRemove: boolean;
  /** The request's items by SKU (lower case): a line on a requested SKU shows the buyer's target beside its price (the price starts from the catalogue's). */
  requested: ReadonlyMap<string, QuoteRequestItem>;
}) {
  const line = index + 1;
  const { control } = useFormContext<EditorValues>();
  const sku = useWatch({ control, name: `lines.${index}.sku` });
  const item = requested.get(
    String(sku ?? "")
      .trim()
      .toLowerCase(),
  );
  return (
    <li className="space-y-3 rounded-lg border bg-background p-3 sm:p-4" aria-label={`Line ${line}`}>
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">Line {line}</h4>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          disabled={!canRemove}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden /> Remove<span className="sr-only"> line {line}</span>
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-x-3 gap-y-2 lg:grid-cols-[9rem_minmax(0,1fr)_6rem_8rem_8rem_8rem]">
        <EditorField
          path={`lines.${index}.sku`}
          name={`Line ${line} SKU`}
          label="SKU"
          className="col-span-2 lg:col-span-1"
          autoComplete="off"
          spellCheck={false}
        />
        <EditorField
          path={`lines.${index}.name`}
          name={`Line ${line} name`}
          label="Name"
          className="col-span-2 lg:col-span-1"
          autoComplete="off"
        />
        <EditorField
          path={`lines.${index}.quantity`}
          name={`Line ${line} quantity`}
          label="Quantity"
          inputMode="numeric"
          autoComplete="off"
        />
        <EditorField path={`lines.${index}.unit`} name={`Line ${line} unit`} label="Unit" list={UNITS_LIST_ID} autoComplete="off" />
        <EditorField
          path={`lines.${index}.unitPrice`}
          name={`Line ${line} unit price`}
          label="Unit price"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          hint={item?.targetPrice && <span data-testid={`line-${line}-target`}>Buyer&apos;s target {formatPrice(item.targetPrice)}</span>}
        />
        <p className="self-end pb-2 text-right text-sm tabular-nums lg:text-left" data-testid={`line-${line}-total`}>
          <span className="text-muted-foreground">Line total</span>{" "}
          <span className="font-medium">{lineTotal === null ? "—" : formatPrice(lineTotal)}</span>
        </p>
      </div>
      <QuoteBreakFields lineIndex={index} />
      <EditorField path={`lines.${index}.note`} name={`Line ${line} note`} label="Note" autoComplete="off" />
    </li>
  );
}
