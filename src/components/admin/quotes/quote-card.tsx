"use client";

import { Button } from "@/components/ui/button";
import type { QuoteRequest } from "@/lib/types";
import { cn } from "@/lib/utils";
import { QuoteStatusBadge } from "./quote-status-badge";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeStyle: "short" });

/** One request in the inbox list; unread ones stand out. */
export function QuoteCard({ quote, onView }: { quote: QuoteRequest; onView: () => void }) {
  const units = quote.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <li
      className={cn("flex flex-col gap-3 rounded-lg border bg-background p-4 sm:flex-row sm:items-center sm:justify-between", !quote.isRead && "border-primary/60 bg-primary/5")}
      data-testid="quote-card"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold">{quote.reference}</span>
          <QuoteStatusBadge status={quote.status} />
          {!quote.isRead && <span className="text-xs font-semibold text-primary">Unread</span>}
        </div>
        <p className="font-medium">
          {quote.name}
          {quote.company && <span className="text-muted-foreground"> · {quote.company}</span>}
        </p>
        <p className="text-sm text-muted-foreground">
          {quote.items.length} {quote.items.length === 1 ? "item" : "items"} ({units} {units === 1 ? "unit" : "units"}) · ship to {quote.state} {quote.zip} · <time dateTime={quote.createdAt}>{dateFormat.format(new Date(quote.createdAt))}</time>
        </p>
      </div>
      <Button variant="outline" onClick={onView} aria-label={`View quote request ${quote.reference}`}>
        View
      </Button>
    </li>
  );
}
