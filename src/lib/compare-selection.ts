/**
 * Which products are compared: the stored selection and the compare page's
 * address. Apart from compare.ts (the table's rules, with units and
 * attributes) because every catalogue card's toggle loads this in the browser.
 */
import { parseStored } from "./stored";

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
  return parseStored(text, selectionOf) ?? [];
}

function selectionOf(data: unknown): string[] | null {
  if (!Array.isArray(data)) return null;
  return parseSkus(data.filter((s): s is string => typeof s === "string").join(",")).slice(0, COMPARE_MAX);
}

export const sameSku = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
