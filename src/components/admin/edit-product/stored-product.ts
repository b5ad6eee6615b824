import * as z from "zod/mini";
import { readStored, removeStored } from "@/lib/stored";
import type { CatalogCardFormValues } from "@/lib/validation/catalog-card";

/** The public catalogue's edit button leaves the card here before opening this screen. */
export const EDITING_PRODUCT_KEY = "editingProduct";

export type StoredProduct = Partial<CatalogCardFormValues> & { id?: number };

/** Each field is kept when it has the right type and dropped otherwise: one odd field does not lose the rest. */
const text = z.optional(z.catch(z.optional(z.string()), undefined));
const storedProduct = z.object({
  name: text,
  sku: text,
  size: text,
  thickness: text,
  color: text,
  weight: text,
  dimensions: text,
  filmType: text,
  imageUrl: text,
  description: text,
  id: z.optional(z.catch(z.optional(z.int()), undefined)),
});

/** The stored card (null on the server, or when there is none or it is unreadable). */
export function readStoredProduct(): StoredProduct | null {
  return readStored(EDITING_PRODUCT_KEY, storedProduct);
}

/** `?index=` as a card position, or null when absent or not a whole number. */
export function parseIndex(value: string | null): number | null {
  return value !== null && /^\d{1,4}$/.test(value) ? Number(value) : null;
}

/** The hand-over is used once, so a later visit reads the stored card. */
export function clearStoredProduct(): void {
  removeStored(EDITING_PRODUCT_KEY);
}
