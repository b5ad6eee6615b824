/**
 * Money: prices are optional decimal strings such as "45.00".
 * Browser-safe: used by forms, route handlers, cards and the cart. Cards and
 * the cart import it on every storefront page, so it defines no schema (the
 * schemas are in lib/validation/money.ts): one made when a module loads keeps
 * all of zod in each of those pages' scripts.
 */

export const MONEY_MESSAGE = "Enter a price like 45.00";
export const MONEY_TOO_LARGE_MESSAGE = "Price must be at most $9,999,999.99";
export const CONTACT_FOR_PRICE = "Contact for Price";
/** Largest accepted price, normalised. */
export const MONEY_MAX = "9999999.99";

export type MoneyResult = { ok: true; value: string | null } | { ok: false; message: string };

// "45", "45.5", "45.00", "1,234.50", "$45" (commas only in correct groups of three).
const MONEY_RE = /^\$?(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;
const MAX_INTEGER_DIGITS = 7;

function fromParts(intPart: string, decPart: string): MoneyResult {
  const int = intPart.replace(/,/g, "").replace(/^0+(?=\d)/, "");
  if (int.length > MAX_INTEGER_DIGITS) return { ok: false, message: MONEY_TOO_LARGE_MESSAGE };
  return { ok: true, value: `${int}.${decPart.padEnd(2, "0")}` };
}

/**
 * Reads a price typed by a person or sent by a client.
 * - "", whitespace, null, undefined -> `{ok: true, value: null}` (no price);
 * - "45", "45.5", "45.00", "1,234.50", "$45", 45, 45.5 -> normalised "45.00" style text;
 * - negatives, more than 2 decimals, letters, anything else -> `{ok: false}`;
 * - above 9,999,999.99 -> `{ok: false}` with its own message.
 */
export function parseMoney(input: unknown): MoneyResult {
  if (input === null || input === undefined) return { ok: true, value: null };
  if (typeof input === "number") {
    if (!Number.isFinite(input) || input < 0 || Math.round(input * 100) / 100 !== input) {
      return { ok: false, message: MONEY_MESSAGE };
    }
    if (input > Number(MONEY_MAX)) return { ok: false, message: MONEY_TOO_LARGE_MESSAGE };
    const [i, d = ""] = input.toFixed(2).split(".");
    return fromParts(i, d);
  }
  if (typeof input !== "string") return { ok: false, message: MONEY_MESSAGE };
  const text = input.trim();
  if (text === "") return { ok: true, value: null };
  const m = MONEY_RE.exec(text);
  if (!m) return { ok: false, message: MONEY_MESSAGE };
  return fromParts(m[1], m[2] ?? "");
}

/** Normalised money text or null (invalid input counts as no price). */
export function normalizeMoney(input: unknown): string | null {
  const r = parseMoney(input);
  return r.ok ? r.value : null;
}

/** Whole cents of a valid money value, or null. */
export function moneyToCents(input: unknown): number | null {
  const v = normalizeMoney(input);
  return v === null ? null : Number(v.replace(".", ""));
}

function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "45" or "45.00" -> "$45.00"; "1234.5" -> "$1,234.50". Unreadable text is shown as "$" + text. */
export function formatPrice(n: string | number): string {
  const v = normalizeMoney(n);
  if (v === null) return `$${String(n).trim()}`;
  const [int, dec] = v.split(".");
  return `$${groupThousands(int)}.${dec}`;
}

type MaybeMoney = string | number | null | undefined;

function rangeText(min: MaybeMoney, max: MaybeMoney): string | null {
  const a = normalizeMoney(min);
  const b = normalizeMoney(max);
  if (a === null || b === null) return null;
  return a === b ? formatPrice(a) : `${formatPrice(a)} - ${formatPrice(b)}`;
}

/**
 * Public price text: "Contact for Price"
 * when either price is missing (or unreadable), "$45.00" when both are equal,
 * otherwise "$45.00 - $55.00".
 */
export function priceText(priceMin: MaybeMoney, priceMax: MaybeMoney): string {
  return rangeText(priceMin, priceMax) ?? CONTACT_FOR_PRICE;
}

/**
 * The unit of sale shown beside a price ("per case of 4 rolls"): none beside
 * "Contact for Price", which buys nothing yet.
 */
export function unitText(priceMin: MaybeMoney, priceMax: MaybeMoney, unitOfSale: string | null | undefined): string {
  return rangeText(priceMin, priceMax) === null ? "" : (unitOfSale ?? "").trim();
}

/** A price with what it buys, as one line of text: "$45.00 - $55.00 per case of 4 rolls", "Contact for Price". */
export function priceWithUnit(priceMin: MaybeMoney, priceMax: MaybeMoney, unitOfSale: string | null | undefined): string {
  const unit = unitText(priceMin, priceMax, unitOfSale);
  return unit ? `${priceText(priceMin, priceMax)} ${unit}` : priceText(priceMin, priceMax);
}

/**
 * The admin product list's price badge: a single
 * price when min equals max, otherwise "min - max"; null (no badge) unless
 * both are set. Formatted like the public price: "$45.00" / "$45.00 - $55.00".
 */
export function adminPriceBadge(priceMin: MaybeMoney, priceMax: MaybeMoney): string | null {
  return rangeText(priceMin, priceMax);
}
