/**
 * Product comparison (issue 17): which SKUs are compared and how their
 * specifications line up. Browser-safe: used by the compare page, its toggle
 * and the stored selection.
 */
import { parseSpecifications } from "./specifications";

/** More columns than this do not fit side by side, even scrolled. */
export const COMPARE_MAX = 4;
export const COMPARE_STORAGE_KEY = "usplastic-compare";
export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_MAX} products`;

/** SKUs from `?skus=A,B,C`: trimmed, blanks dropped, duplicates (case-insensitive) kept once, in order. */
export function parseSkus(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of (text ?? "").split(",")) {
    const sku = raw.trim();
    if (!sku || seen.has(sku.toLowerCase())) continue;
    seen.add(sku.toLowerCase());
    out.push(sku);
  }
  return out;
}

export function compareHref(skus: readonly string[]): string {
  return `/compare?skus=${skus.map(encodeURIComponent).join(",")}`;
}

/** A stored selection read back: anything other than an array of strings (hand-edited, older format) counts as empty. */
export function readSelection(text: string | null): string[] {
  if (!text) return [];
  try {
    const data: unknown = JSON.parse(text);
    if (!Array.isArray(data)) return [];
    return parseSkus(data.filter((s): s is string => typeof s === "string").join(",")).slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

export const sameSku = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export interface SpecRow {
  key: string;
  /** One value per product, in column order; null where the product lacks the key. */
  values: (string | null)[];
  /** true when not every product shows the same value (a missing value differs from any value). */
  differs: boolean;
}

/** One row per specification key over all products (first-seen order). */
export function specRows(specifications: readonly string[]): SpecRow[] {
  const maps = specifications.map((text) => new Map(parseSpecifications(text).entries));
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const map of maps) {
    for (const key of map.keys()) {
      if (!seen.has(key)) {
        seen.add(key);
        keys.push(key);
      }
    }
  }
  return keys.map((key) => {
    const values = maps.map((m) => (m.has(key) ? (m.get(key) ?? "") : null));
    return { key, values, differs: valuesDiffer(values) };
  });
}

/** Values differ when, ignoring case and surrounding spaces, they are not all the same. */
export function valuesDiffer(values: readonly (string | null)[]): boolean {
  const norm = values.map((v) => (v === null ? null : v.trim().toLowerCase()));
  return norm.some((v) => v !== norm[0]);
}
