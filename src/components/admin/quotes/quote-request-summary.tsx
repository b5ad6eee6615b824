import { formatIsoDate } from "@/lib/dates";
import { formatPrice } from "@/lib/money";
import type { QuoteRequest } from "@/lib/types";

/** Who asked, where it ships, by when, and what they asked for (with their target prices). */
export function QuoteRequestSummary({ quote }: { quote: QuoteRequest }) {
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Name</dt>
        <dd>{quote.name}</dd>
        <dt className="text-muted-foreground">Company</dt>
        <dd>{quote.company || "—"}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="min-w-0 break-words">
          <a className="text-primary underline" href={`mailto:${quote.email}`}>
            {quote.email}
          </a>
        </dd>
        <dt className="text-muted-foreground">Phone</dt>
        <dd>
          <a className="text-primary underline" href={`tel:${quote.phone}`}>
            {quote.phone}
          </a>
        </dd>
        <dt className="text-muted-foreground">Ship to</dt>
        <dd>
          {quote.state} {quote.zip}
        </dd>
        <dt className="text-muted-foreground">Needed by</dt>
        <dd>{quote.neededBy ? formatIsoDate(quote.neededBy) : "—"}</dd>
        <dt className="text-muted-foreground">Notes</dt>
        <dd className="whitespace-pre-wrap">{quote.notes || "—"}</dd>
      </dl>
      <table className="w-full text-sm">
        <caption className="sr-only">Requested items</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th className="py-1 pr-2 font-medium">Item</th>
            <th className="py-1 pr-2 text-right font-medium">Qty</th>
            <th className="py-1 font-medium">Price</th>
          </tr>
        </thead>
        <tbody>
          {quote.items.map((i) => (
            <tr key={i.sku} className="border-b align-top last:border-0">
              <td className="py-2 pr-2">
                <span className="block">{i.name}</span>
                <span className="block font-mono text-xs text-muted-foreground">{i.sku}</span>
                {(i.targetPrice || i.substitutesOk) && (
                  <span className="mt-1 flex flex-wrap gap-x-3 text-xs">
                    {i.targetPrice && <span>Target {formatPrice(i.targetPrice)}</span>}
                    {i.substitutesOk && <span className="font-medium text-green-800">Substitutes OK</span>}
                  </span>
                )}
              </td>
              <td className="py-2 pr-2 text-right tabular-nums">{i.quantity}</td>
              <td className="py-2">
                {i.priceText}
                {i.unitOfSale && <span className="text-muted-foreground"> {i.unitOfSale}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
