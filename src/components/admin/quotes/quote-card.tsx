"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { quantityWithUnit } from "@/lib/quantity";
import type { QuoteRequest } from "@/lib/types";
import { cn } from "@/lib/utils";
import { QuoteStatusBadges } from "./quote-status-badge";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeStyle: "short" });

/** Lines named in full on a card; the rest are counted. */
const LINES_SHOWN = 3;

/**
 * "2 lines: SF-2002 (10 × case of 4 rolls); PM-1 (5 × roll)": each line's own
 * quantity and unit, since cases of one product and rolls of another do not add up.
 */
export function linesText(items: QuoteRequest["items"]): string {
  const shown = items.slice(0, LINES_SHOWN).map((i) => `${i.sku} (${quantityWithUnit(i.quantity, i.unitOfSale)})`);
  const more = items.length - shown.length;
  return `${items.length} ${items.length === 1 ? "line" : "lines"}: ${shown.join("; ")}${more > 0 ? `; and ${more} more` : ""}`;
}

/** One request in the inbox list; unread ones stand out. Its page is where it is quoted; "Quick view" peeks in a dialog. */
export function QuoteCard({ quote, onView }: { quote: QuoteRequest; onView: () => void }) {
  return (
    <li
      className={cn(
        "flex flex-col gap-3 rounded-lg border bg-background p-4 sm:flex-row sm:items-center sm:justify-between",
        !quote.isRead && "border-primary/60 bg-primary/5",
      )}
      data-testid="quote-card"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={`/admin/quote-requests/${quote.id}`}
            className="rounded-sm font-mono text-sm font-semibold text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {quote.reference}
          </Link>
          <QuoteStatusBadges quote={quote} />
          {!quote.isRead && <span className="text-xs font-semibold text-primary">Unread</span>}
        </div>
        <p className="font-medium">
          {quote.name}
          {quote.company && <span className="text-muted-foreground"> · {quote.company}</span>}
        </p>
        <p className="text-sm break-words text-muted-foreground">{linesText(quote.items)}</p>
        <p className="text-sm text-muted-foreground">
          Ship to {quote.state} {quote.zip} · <time dateTime={quote.createdAt}>{dateFormat.format(new Date(quote.createdAt))}</time>
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="ghost" onClick={onView} aria-label={`View quote request ${quote.reference}`}>
          Quick view
        </Button>
        <Button asChild>
          <Link href={`/admin/quote-requests/${quote.id}`} aria-label={`Open quote request ${quote.reference}`}>
            Open
          </Link>
        </Button>
      </div>
    </li>
  );
}
