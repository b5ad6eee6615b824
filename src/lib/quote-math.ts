/**
 * Quote arithmetic in exact decimal. Money is text such as "45.00" (at most
 * two decimals, see money.ts); every sum is done in whole cents as BigInt, so
 * no float ever rounds a total. Browser-safe: the editor shows the same
 * numbers live that the server stores, the page shows and the PDF prints.
 */
export interface PriceBreak {
  minQuantity: number;
  unitPrice: string;
}

/** The most quantity breaks a quote line (or a company price) may carry. Here, not with the schemas, for browser code. */
export const QUOTE_BREAKS_MAX = 10;

export interface QuoteLineInput {
  sku: string;
  name: string;
  quantity: number;
  unit: string;
  unitPrice: string;
  breaks: PriceBreak[];
  note: string;
}

export interface PricedLine extends QuoteLineInput {
  /** The unit price this quantity buys at: the highest break it reaches, else unitPrice. */
  appliedUnitPrice: string;
  lineTotal: string;
}

export interface QuoteTotals {
  lines: PricedLine[];
  subtotal: string;
  /** null means "FOB, freight collect". */
  freight: string | null;
  total: string;
}

const MONEY_TEXT = /^(\d+)\.(\d{2})$/;

/** "1234.50" -> 123450n. Throws on anything that is not normalised money text. */
export function toCents(money: string): bigint {
  const m = MONEY_TEXT.exec(money);
  if (!m) throw new Error(`Not a normalised money value: ${JSON.stringify(money)}`);
  return BigInt(m[1]) * 100n + BigInt(m[2]);
}

/** 123450n -> "1234.50". */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
  return negative ? `-${text}` : text;
}

/** The highest break whose minQuantity the quantity reaches, else the line's own unit price. */
export function applicableUnitPrice(line: Pick<QuoteLineInput, "quantity" | "unitPrice" | "breaks">): string {
  let best: PriceBreak | null = null;
  for (const b of line.breaks) {
    if (b.minQuantity <= line.quantity && (!best || b.minQuantity > best.minQuantity)) best = b;
  }
  return best ? best.unitPrice : line.unitPrice;
}

export function priceLine(line: QuoteLineInput): PricedLine {
  const appliedUnitPrice = applicableUnitPrice(line);
  return { ...line, appliedUnitPrice, lineTotal: fromCents(toCents(appliedUnitPrice) * BigInt(line.quantity)) };
}

/** Line totals, the subtotal (their sum) and the total (subtotal + freight; no freight adds nothing). */
export function quoteTotals(lines: QuoteLineInput[], freight: string | null): QuoteTotals {
  const priced = lines.map(priceLine);
  const subtotal = priced.reduce((sum, l) => sum + toCents(l.lineTotal), 0n);
  const total = subtotal + (freight === null ? 0n : toCents(freight));
  return { lines: priced, subtotal: fromCents(subtotal), freight, total: fromCents(total) };
}
