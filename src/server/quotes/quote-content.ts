import "server-only";
import { addDays } from "@/lib/dates";
import { normalizeMoney } from "@/lib/money";
import { quoteTotals, type QuoteLineInput } from "@/lib/quote-math";
import type { QuoteContent, QuoteDraft, QuoteRequest, QuoteVersion } from "@/lib/types";
import type { QuoteDraftInput } from "@/lib/validation/quote";
import { businessToday } from "./business-time";

/** A draft's priced form: each line's applicable price and total, the subtotal and total, all exact. */
export function priceDraft(d: QuoteDraftInput): QuoteContent {
  const totals = quoteTotals(d.lines, d.freight);
  return { lines: totals.lines, freight: d.freight, leadTime: d.leadTime, validUntil: d.validUntil, terms: d.terms, subtotal: totals.subtotal, total: totals.total };
}

export const DEFAULT_VALID_DAYS = 30;

/** "per case of 4 rolls" -> "case of 4 rolls"; nothing -> "each". */
function unitFrom(unitOfSale: string): string {
  const unit = unitOfSale.replace(/^per\s+/i, "").trim();
  return unit && unit.length <= 40 ? unit : "each";
}

/**
 * What the editor starts from before anything is saved: one line per
 * requested item, priced at the buyer's target price when given (else blank
 * for the admin to fill), valid for 30 days. Blank prices count as 0.00 in
 * its totals until the admin fills them.
 */
export function prefilledDraft(q: QuoteRequest): QuoteDraft {
  const lines: QuoteLineInput[] = q.items.map((i) => ({
    sku: i.sku,
    name: i.name,
    quantity: i.quantity,
    unit: unitFrom(i.unitOfSale),
    unitPrice: i.targetPrice ?? "",
    breaks: [],
    note: "",
  }));
  const totals = quoteTotals(lines.map((l) => ({ ...l, unitPrice: normalizeMoney(l.unitPrice) ?? "0.00" })), null);
  return {
    lines: totals.lines.map((l, n) => ({ ...l, unitPrice: lines[n].unitPrice })),
    freight: null,
    leadTime: "",
    validUntil: addDays(businessToday(), DEFAULT_VALID_DAYS),
    terms: "",
    subtotal: totals.subtotal,
    total: totals.total,
    saved: false,
  };
}

/** The stored draft (JSON of the validated PUT body), priced. */
export function storedDraft(json: string): QuoteDraft {
  return { ...priceDraft(JSON.parse(json) as QuoteDraftInput), saved: true };
}

export function toVersion(r: { version: number; content: string; sentBy: string; createdAt: Date }): QuoteVersion {
  return { ...(JSON.parse(r.content) as QuoteContent), version: r.version, sentBy: r.sentBy, createdAt: r.createdAt.toISOString() };
}
