import type { CatalogProduct } from "@/lib/validation/product-page-content";

/** "Hand Film" if the name contains "Hand", else "Machine Film", unless the admin stored a film type. */
export function filmTypeOf(card: Pick<CatalogProduct, "name" | "filmType">): string {
  if (card.filmType.trim()) return card.filmType.trim();
  return card.name.includes("Hand") ? "Hand Film" : "Machine Film";
}

/**
 * Width and length from a size such as "18in x 1500ft", "450mm x 1500ft" or
 * "11.5 x 6.5 x 21.5 in" (first and last measure). A unit written only once
 * at the end applies to both; a size without an "x" is the width alone.
 */
export function widthAndLength(size: string): { width: string; length: string } {
  const parts = size
    .split(/\s*[x×]\s*/i)
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length === 0) return { width: "", length: "" };
  if (parts.length === 1) return { width: parts[0], length: "" };
  const first = parts[0];
  const last = parts[parts.length - 1];
  const unit = /^[\d.,/]+\s*([a-z"']+)$/i.exec(last)?.[1];
  const width = unit && /^[\d.,/]+$/.test(first) ? `${first} ${unit}` : first;
  return { width, length: last };
}
