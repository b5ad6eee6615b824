import { formatPrice } from "@/lib/money";
import type { LiveTotals } from "./editor-values";

const shown = (money: string | null) => (money === null ? "—" : formatPrice(money));

/**
 * Subtotal, freight and total as they stand; "—" while a value does not
 * parse. Each figure is one line of text with its label ("Total $1,234.50").
 */
export function QuoteLiveTotals({ totals }: { totals: LiveTotals }) {
  const freight = !totals.freight.ok ? "—" : totals.freight.value === null ? "FOB, freight collect" : formatPrice(totals.freight.value);
  return (
    <div className="w-full space-y-1 text-sm tabular-nums sm:ml-auto sm:w-72" aria-live="polite" data-testid="quote-totals">
      <p className="flex justify-between gap-4">
        <span>Subtotal</span> <span>{shown(totals.subtotal)}</span>
      </p>
      <p className="flex justify-between gap-4 text-muted-foreground">
        <span>Freight</span> <span>{freight}</span>
      </p>
      <p className="flex justify-between gap-4 border-t pt-1 text-base font-semibold">
        <span>Total</span> <span>{shown(totals.total)}</span>
      </p>
    </div>
  );
}
