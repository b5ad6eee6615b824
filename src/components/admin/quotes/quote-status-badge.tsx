import { Badge } from "@/components/ui/badge";
import type { QuoteStatus } from "@/lib/types";

const STYLE: Record<QuoteStatus, string> = {
  New: "bg-primary text-primary-foreground",
  Contacted: "bg-amber-100 text-amber-900",
  Quoted: "bg-sky-100 text-sky-900",
  Won: "bg-green-100 text-green-900",
  Lost: "bg-neutral-200 text-neutral-800",
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <Badge className={STYLE[status]}>{status}</Badge>;
}

/** Beside Quoted once the latest quote's valid-until day has ended. */
export function ExpiredBadge() {
  return <Badge className="bg-red-100 text-red-900">Expired</Badge>;
}

/** The status, with Expired beside it when it applies. */
export function QuoteStatusBadges({ quote }: { quote: { status: QuoteStatus; expired?: boolean } }) {
  return (
    <>
      <QuoteStatusBadge status={quote.status} />
      {quote.expired && <ExpiredBadge />}
    </>
  );
}
