/**
 * Company prices: a company's own unit price for a product, with optional
 * quantity breaks and a last day. The types and texts the buyer's overlay and
 * the back office read; the schemas are in lib/validation/company-prices.ts.
 * Imported by browser code on every catalogue page and the cart ("Your
 * price"), so it defines no schema: one made when a module loads keeps all of
 * zod in each of those pages' scripts (88 KB transferred).
 */
import { formatPrice } from "@/lib/money";
import { applicableUnitPrice, QUOTE_BREAKS_MAX, type PriceBreak } from "@/lib/quote-math";
import { formatCount } from "./count";

/** As many breaks as a quote line may carry: the quote editor starts from them. */
export const COMPANY_PRICE_BREAKS_MAX = QUOTE_BREAKS_MAX;
/** The most prices one company may have (the admin page lists them all, the export writes them all). */
export const COMPANY_PRICES_MAX = 20_000;
/** The most product ids one overlay request may ask about (a page shows at most 24 cards; a cart at most 200 lines). */
export const PRICE_LOOKUP_MAX_IDS = 200;

export const DATE_MESSAGE = "Enter a date as YYYY-MM-DD";
export const POSITIVE_MESSAGE = "Price must be more than 0.00";
export const INCREASING_MESSAGE = "Each break's minimum quantity must be larger than the one before";

/** A company's price as the back office lists it. */
export interface CompanyPriceRow {
  id: number;
  productId: number;
  sku: string;
  name: string;
  /** The public price text, for comparison ("$45.00 - $55.00", "Contact for Price"). */
  publicPrice: string;
  unitPrice: string;
  breaks: PriceBreak[];
  expiresOn: string | null;
  expired: boolean;
  updatedAt: string;
}

/** What a buyer's browser is told about one product: only prices in force today. */
export interface BuyerPrice {
  unitPrice: string;
  breaks: PriceBreak[];
}

/** GET /api/account/prices?ids=…: product id → the buyer's company price; products without one are left out. */
export interface BuyerPricesAnswer {
  prices: Record<string, BuyerPrice>;
}

/** Whether a price with this last day has expired on `today` (both YYYY-MM-DD): it holds through its last day. */
export const isExpired = (expiresOn: string | null, today: string): boolean => expiresOn !== null && expiresOn < today;

/** The unit price `quantity` buys at. */
export const priceForQuantity = (p: BuyerPrice, quantity: number): string =>
  applicableUnitPrice({ quantity, unitPrice: p.unitPrice, breaks: p.breaks });

/** "100+ $9.50, 500+ $9.00". */
export const breaksText = (breaks: readonly PriceBreak[]): string =>
  breaks.map((b) => `${formatCount(b.minQuantity)}+ ${formatPrice(b.unitPrice)}`).join(", ");

/**
 * Breaks as one CSV cell: "100:9.50;500:9.00". Read back by parseBreaksCell;
 * a spreadsheet keeps it as text (it starts with a digit and holds a colon).
 */
export const breaksCell = (breaks: readonly PriceBreak[]): string => breaks.map((b) => `${b.minQuantity}:${b.unitPrice}`).join(";");

/** A breaks cell as the schema's input; null when it is not "quantity:price" pairs separated by ";". */
export function parseBreaksCell(cell: string): { minQuantity: number | string; unitPrice: string }[] | null {
  const text = cell.trim();
  if (text === "") return [];
  const parts = text.split(";").map((p) => p.trim());
  if (parts.length > COMPANY_PRICE_BREAKS_MAX + 1) return null;
  const out: { minQuantity: number | string; unitPrice: string }[] = [];
  for (const part of parts) {
    const m = /^(\d{1,9})\s*:\s*([^\s:;]{1,20})$/.exec(part);
    if (!m) return null;
    out.push({ minQuantity: Number(m[1]), unitPrice: m[2] });
  }
  return out;
}

export const BREAKS_CELL_MESSAGE = 'Write breaks as quantity:price pairs separated by ";", such as 100:9.50;500:9.00';
