import "server-only";
import type { BuyerPrice } from "@/lib/company-prices";
import { addDays } from "@/lib/dates";
import { normalizeMoney } from "@/lib/money";
import { quoteTotals, type QuoteLineInput } from "@/lib/quote-math";
import type { QuoteContent, QuoteDraft, QuoteRequest, QuoteVersion } from "@/lib/types";
import type { QuoteDraftInput } from "@/lib/validation/quote";
import { businessToday } from "./business-time";

/** A draft's priced form: each line's applicable price and total, the subtotal and total, all exact. */
export function priceDraft(d: QuoteDraftInput): QuoteContent {
  const totals = quoteTotals(d.lines, d.freight);
  return {
    lines: totals.lines,
    freight: d.freight,
    leadTime: d.leadTime,
    validUntil: d.validUntil,
    terms: d.terms,
    subtotal: totals.subtotal,
    total: totals.total,
  };
}

export const DEFAULT_VALID_DAYS = 30;

/** "per case of 4 rolls" -> "case of 4 rolls"; nothing -> "each". */
function unitFrom(unitOfSale: string): string {
  const unit = unitOfSale.replace(/^per\s+/i, "").trim();
  return unit && unit.length <= 40 ? unit : "each";
}

/** A product's price as the catalogue sells it: `priceMin`/`priceMax` ("Contact for Price" when either is missing). */
export type CatalogPrice = { priceMin: string | null; priceMax: string | null };

/**
 * The unit price a line starts from: the product's own price, the upper end
 * of a range ("$45.00 - $55.00" starts at 55.00, what any quantity is sold at,
 * for the admin to lower), blank when the catalogue has none (Contact for
 * Price, or the product is gone). Never the buyer's target: that is what they
 * hope for, shown beside the field, not an offer. Products carry no quantity
 * breaks of their own; a line's breaks are the admin's.
 */
export function catalogUnitPrice(price: CatalogPrice | undefined): string {
  const min = normalizeMoney(price?.priceMin);
  const max = normalizeMoney(price?.priceMax);
  return min === null || max === null ? "" : max;
}

/**
 * What the editor starts from before anything is saved: one line per
 * requested item at its company's price when the request's company has one in
 * force (with its breaks), else its product's catalogue price
 * (catalogUnitPrice, by the item's product id), valid for 30 days. Blank prices count as 0.00 in its
 * totals until the admin fills them.
 */
export function prefilledDraft(
  q: QuoteRequest,
  prices: ReadonlyMap<number, CatalogPrice>,
  companyPrices: ReadonlyMap<number, BuyerPrice> = new Map(),
): QuoteDraft {
  const lines: QuoteLineInput[] = q.items.map((i) => {
    // The request's company price, agreed with that buyer, wins over the catalogue's, breaks and all.
    const own = i.productId === null ? undefined : companyPrices.get(i.productId);
    return {
      sku: i.sku,
      name: i.name,
      quantity: i.quantity,
      unit: unitFrom(i.unitOfSale),
      unitPrice: own?.unitPrice ?? catalogUnitPrice(i.productId === null ? undefined : prices.get(i.productId)),
      breaks: own?.breaks ?? [],
      note: "",
    };
  });
  const totals = quoteTotals(
    lines.map((l) => ({ ...l, unitPrice: normalizeMoney(l.unitPrice) ?? "0.00" })),
    null,
  );
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
