/**
 * Quantities a buyer types (product pages, product cards, cart rows) and the
 * quote request's schema share these limits. No zod here: the product cards'
 * field runs on every catalogue page.
 */

import { formatCount } from "./count";

export const QUANTITY_MAX = 100_000;
export const QUANTITY_MESSAGE = "Quantity must be a whole number from 1 to 100,000";

/** The quantity typed (digits only, spaces around allowed), or null when it is not a whole number from 1 to QUANTITY_MAX. */
export function parseQuantity(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,7}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= QUANTITY_MAX ? n : null;
}

/** At most QUANTITY_MAX: adding to an item already in the cart never passes the limit. */
export const capQuantity = (n: number) => Math.min(n, QUANTITY_MAX);

/** The unit a quantity counts, from a unit of sale: "per case of 4 rolls" -> "case of 4 rolls"; "" when none is known. */
export const unitName = (unitOfSale: string | null | undefined) =>
  (unitOfSale ?? "")
    .trim()
    .replace(/^per\s+/i, "")
    .trim();

/**
 * A quantity with what it counts, "5 × case of 4 rolls" ("5" when the unit is
 * not known): quantities of different products are never added up as "units".
 */
export function quantityWithUnit(quantity: number, unitOfSale: string | null | undefined): string {
  const unit = unitName(unitOfSale);
  const n = formatCount(quantity);
  return unit ? `${n} × ${unit}` : n;
}
