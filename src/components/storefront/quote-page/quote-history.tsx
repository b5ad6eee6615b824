import { CircleCheck, CircleX, RotateCcw } from "lucide-react";
import type { QuoteDecision, QuoteReopening } from "@/lib/types";
import { formatMoment } from "./quote-format";

/** A version's answer, kept for good: who accepted it and the PO number, or the decline and its reason. */
export function VersionDecision({ decision, timeZone }: { decision: QuoteDecision; timeZone: string }) {
  const on = formatMoment(decision.at, timeZone);
  if (decision.type === "accepted") {
    return (
      <p className="flex gap-2 text-sm">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
        <span>
          Accepted {decision.name ? `by ${decision.name} ` : ""}on {on}
          {decision.poNumber ? ` · PO ${decision.poNumber}` : ""}
        </span>
      </p>
    );
  }
  return (
    <p className="flex gap-2 text-sm">
      <CircleX className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="whitespace-pre-line">
        Declined on {on}
        {decision.reason ? `. Reason: ${decision.reason}` : ""}
      </span>
    </p>
  );
}

/** The supplier reopened the version, and why. */
export function VersionReopenings({
  reopened,
  supplierName,
  timeZone,
}: {
  reopened: QuoteReopening[];
  supplierName: string;
  timeZone: string;
}) {
  return reopened.map((r, i) => (
    <p key={i} className="flex gap-2 text-sm">
      <RotateCcw className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="break-words whitespace-pre-line">
        Reopened by {supplierName || "the supplier"} on {formatMoment(r.at, timeZone)}. Reason: {r.reason}
      </span>
    </p>
  ));
}
