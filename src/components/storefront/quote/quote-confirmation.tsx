import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { formatIsoDate } from "@/lib/dates";
import { formatPrice } from "@/lib/money";
import { quantityWithUnit, unitName } from "@/lib/quantity";
import type { SubmittedQuote } from "./quote-request-form";

/** What the buyer sees once the request is stored: its reference and what was asked for. */
export function QuoteConfirmation({ quote, onDone }: { quote: SubmittedQuote; onDone: () => void }) {
  // The form and its Send button are gone: focus moves to the news instead of the page body.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4 text-center" role="status">
      <CheckCircle2 className="mx-auto size-12 text-green-700" aria-hidden />
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        Quote request received
      </h3>
      <p>
        Your reference is <strong data-testid="quote-reference">{quote.reference}</strong>.
      </p>
      <p className="text-sm text-muted-foreground">We respond within 24 hours at {quote.email}. Keep the reference for your records.</p>
      <ul className="divide-y rounded-md border text-left text-sm">
        {quote.items.map((i) => (
          <li key={i.sku} className="flex justify-between gap-2 p-2">
            <span>
              {i.name} <span className="text-muted-foreground">({i.sku})</span>
              {(i.targetPrice || i.substitutesOk) && (
                <span className="block text-xs text-muted-foreground">
                  {[
                    i.targetPrice &&
                      `Target ${formatPrice(i.targetPrice)}${unitName(i.unitOfSale) ? ` per ${unitName(i.unitOfSale)}` : ""}`,
                    i.substitutesOk && "Substitutes OK",
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              )}
            </span>
            <span className="shrink-0 text-right font-medium">{quantityWithUnit(i.quantity, i.unitOfSale)}</span>
          </li>
        ))}
      </ul>
      {quote.neededBy && <p className="text-sm">Needed by {formatIsoDate(quote.neededBy)}</p>}
      <Button onClick={onDone} className="w-full">
        Continue Shopping
      </Button>
    </div>
  );
}
