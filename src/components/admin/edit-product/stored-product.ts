import { readStored, removeStored } from "@/lib/stored";
import type { CatalogCardFormValues } from "@/lib/validation/catalog-card";

/** The public catalogue's edit button leaves the card here before opening this screen. */
export const EDITING_PRODUCT_KEY = "editingProduct";

export type StoredProduct = Partial<CatalogCardFormValues> & { id?: number };

const TEXT_FIELDS = ["name", "sku", "size", "thickness", "color", "weight", "dimensions", "filmType", "imageUrl", "description"] as const;

/** The stored card (null on the server, or when there is none or it is unreadable). */
export function readStoredProduct(): StoredProduct | null {
  return readStored(EDITING_PRODUCT_KEY, storedProductOf);
}

function storedProductOf(v: unknown): StoredProduct | null {
  if (!v || typeof v !== "object") return null;
  const o = v as Record<string, unknown>;
  const out: StoredProduct = {};
  for (const k of TEXT_FIELDS) if (typeof o[k] === "string") out[k] = o[k];
  if (typeof o.id === "number" && Number.isInteger(o.id)) out.id = o.id;
  return out;
}

/** `?index=` as a card position, or null when absent or not a whole number. */
export function parseIndex(value: string | null): number | null {
  return value !== null && /^\d{1,4}$/.test(value) ? Number(value) : null;
}

/** The hand-over is used once, so a later visit reads the stored card. */
export function clearStoredProduct(): void {
  removeStored(EDITING_PRODUCT_KEY);
}
