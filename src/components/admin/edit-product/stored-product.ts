import type { CatalogCardFormValues } from "@/lib/validation/catalog-card";

/** The public catalogue's edit button leaves the card here before opening this screen. */
export const EDITING_PRODUCT_KEY = "editingProduct";

export type StoredProduct = Partial<CatalogCardFormValues> & { id?: number };

const TEXT_FIELDS = ["name", "sku", "size", "thickness", "color", "weight", "dimensions", "filmType", "imageUrl", "description"] as const;

/** The stored card (null on the server, or when there is none or it is unreadable). */
export function readStoredProduct(): StoredProduct | null {
  if (typeof window === "undefined") return null;
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(EDITING_PRODUCT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown> | null;
    if (!v || typeof v !== "object") return null;
    const out: StoredProduct = {};
    for (const k of TEXT_FIELDS) if (typeof v[k] === "string") out[k] = v[k];
    if (typeof v.id === "number" && Number.isInteger(v.id)) out.id = v.id;
    return out;
  } catch {
    return null;
  }
}

/** `?index=` as a card position, or null when absent or not a whole number. */
export function parseIndex(value: string | null): number | null {
  return value !== null && /^\d{1,4}$/.test(value) ? Number(value) : null;
}

/** The hand-over is used once, so a later visit reads the stored card. */
export function clearStoredProduct(): void {
  try {
    window.localStorage.removeItem(EDITING_PRODUCT_KEY);
  } catch {
    // Blocked storage has nothing to clear.
  }
}
