import { formatPrice } from "@/lib/money";
import type { QuoteLine } from "@/lib/types";
import { cn } from "@/lib/utils";
import { formatQuantity } from "./quote-format";

/**
 * A cell's label on a phone, where each line is a card and the column headings
 * are only there for screen readers (a table shown as cards may lose its
 * table semantics, so the label is not hidden from them).
 */
function PhoneLabel({ children }: { children: string }) {
  return <span className="text-xs font-medium text-muted-foreground sm:hidden">{children}</span>;
}

const cell = "px-3 py-2 align-top max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1";
const number = "sm:text-right sm:whitespace-nowrap tabular-nums";

/** The "{minQuantity}+ at $…" ladder under a line; the step the line's quantity reaches is marked. */
function BreakLadder({ line }: { line: QuoteLine }) {
  if (line.breaks.length === 0) return null;
  const sorted = [...line.breaks].sort((a, b) => a.minQuantity - b.minQuantity);
  const applied = sorted.filter((b) => b.minQuantity <= line.quantity).at(-1);
  return (
    <div className="mt-1 text-xs text-muted-foreground">
      <span>Quantity breaks:</span>
      <ul className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5">
        {sorted.map((b) => (
          <li key={b.minQuantity} className={cn(b === applied && "font-semibold text-foreground")}>
            {b.minQuantity}+ at {formatPrice(b.unitPrice)}
            {b === applied && <span className="sr-only"> (applies)</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A quote's lines. A table from the small-tablet width up; on a phone each
 * line becomes a card of label/value rows, so the page never scrolls sideways.
 */
export function QuoteLinesTable({ lines, caption }: { lines: QuoteLine[]; caption: string }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b bg-muted/50 text-left">
          <th scope="col" className="px-3 py-2 font-medium">
            SKU
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Item
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Quantity
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Unit
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
            Unit price
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
            Line total
          </th>
        </tr>
      </thead>
      <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
        {lines.map((line, i) => (
          <tr
            key={i}
            className="border-b last:border-0 max-sm:flex max-sm:flex-col max-sm:rounded-lg max-sm:border max-sm:p-3 max-sm:last:border"
          >
            <td className={cn(cell, "font-mono text-xs max-sm:order-2 sm:whitespace-nowrap")}>
              <PhoneLabel>SKU</PhoneLabel>
              <span className="break-all">{line.sku || "—"}</span>
            </td>
            <td className={cn(cell, "max-sm:order-1 max-sm:block max-sm:pb-2")}>
              <span className="font-medium break-words">{line.name}</span>
              {line.note && <p className="mt-1 text-xs whitespace-pre-line text-muted-foreground">{line.note}</p>}
              <BreakLadder line={line} />
            </td>
            <td className={cn(cell, number, "max-sm:order-3")}>
              <PhoneLabel>Quantity</PhoneLabel>
              {formatQuantity(line.quantity)}
            </td>
            <td className={cn(cell, "max-sm:order-4")}>
              <PhoneLabel>Unit</PhoneLabel>
              {line.unit}
            </td>
            <td className={cn(cell, number, "max-sm:order-5")}>
              <PhoneLabel>Unit price</PhoneLabel>
              {formatPrice(line.appliedUnitPrice)}
            </td>
            <td className={cn(cell, number, "font-semibold max-sm:order-6")}>
              <PhoneLabel>Line total</PhoneLabel>
              {formatPrice(line.lineTotal)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
