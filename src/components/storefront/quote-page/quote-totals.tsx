import { formatPrice } from "@/lib/money";
import type { QuoteContent } from "@/lib/types";

export const FREIGHT_COLLECT = "FOB, freight collect";

/** Subtotal, freight and total as the server computed them (never summed again here). */
export function QuoteTotals({ quote }: { quote: Pick<QuoteContent, "subtotal" | "freight" | "total"> }) {
  return (
    <dl className="ml-auto flex w-full max-w-sm flex-col gap-2 text-sm">
      <div className="flex justify-between gap-6">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="tabular-nums">{formatPrice(quote.subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-6">
        <dt className="text-muted-foreground">Freight</dt>
        <dd className="text-right tabular-nums">{quote.freight === null ? FREIGHT_COLLECT : formatPrice(quote.freight)}</dd>
      </div>
      <div className="flex justify-between gap-6 border-t pt-2 text-base">
        <dt className="font-semibold">Total</dt>
        <dd className="font-bold text-primary tabular-nums">{formatPrice(quote.total)}</dd>
      </div>
    </dl>
  );
}

/** Lead time and terms, when the quote gives them. */
export function QuoteConditions({ quote }: { quote: Pick<QuoteContent, "leadTime" | "terms"> }) {
  if (!quote.leadTime && !quote.terms) return null;
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      {quote.leadTime && (
        <div>
          <dt className="font-medium">Lead time</dt>
          <dd className="mt-1 text-muted-foreground">{quote.leadTime}</dd>
        </div>
      )}
      {quote.terms && (
        <div>
          <dt className="font-medium">Terms</dt>
          <dd className="mt-1 whitespace-pre-line text-muted-foreground">{quote.terms}</dd>
        </div>
      )}
    </dl>
  );
}
