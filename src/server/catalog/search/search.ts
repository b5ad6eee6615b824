import "server-only";
import type { Product } from "@/lib/types";
import { productsByIds } from "@/server/catalog/products/products";
import { NO_CATEGORY } from "@/server/catalog/search/catalog-index";
import { beginning, fold, holdingAll, matching, textIndex, type TextIndex } from "@/server/catalog/search/text-index";

const ASCII = /^[\u0000-\u007f]*$/;

/** The longest term searched for (longer input is cut, in whole characters). */
export const MAX_TERM_LENGTH = 100;

/**
 * Case-insensitive search over name, SKU, description and category name.
 * Ranking, in tiers:
 *   1. products whose SKU is the whole term (any case);
 *   2. products whose name contains the term;
 *   3. products whose name holds each of the term's words, in any order and
 *      not side by side ("black gloves" finds "Black Nitrile Gloves"), for a
 *      term of two words or more, one of them three characters or longer;
 *   4. the rest: SKU or description contains the term, or its category's name does.
 * Within a tier, by id (oldest product first); a product is listed once, in
 * its best tier; at most `limit` products.
 *
 * Read from the in-memory text index (text-index.ts, ADR 14) on either
 * database: each tier walks the products in id order and stops at `limit`
 * hits, and tier 4 is only read when tiers 1 to 3 leave room. Text is
 * compared folded to lower case one code point at a time, as the trigram
 * indexes it replaces did; NUL characters are dropped (nothing stored holds one).
 */
export async function searchProducts(q: string, limit = 100): Promise<Product[]> {
  return productsByIds(await searchProductIds(q, limit));
}

/** searchProducts' ranking, as ids. */
export async function searchProductIds(q: string, limit = 100): Promise<number[]> {
  return textMatches(await textIndex(), q, limit);
}

/**
 * searchProducts' ranking in a text index already read: what the spec-aware
 * search calls once per variant of a query (synonyms, corrections) without
 * reading the catalogue's version again each time, or any product row.
 */
export function textMatches(index: TextIndex, q: string, limit = 100): number[] {
  const term = Array.from(q.replace(/\u0000/g, "").trim())
    .slice(0, MAX_TERM_LENGTH)
    .join("")
    .trim();
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0;
  if (!term || max === 0) return [];
  const folded = fold(term);

  const ids = new Set<number>();
  const take = (list: Iterable<number>) => {
    for (const id of list) if (ids.size < max) ids.add(id);
  };
  // A product's SKU and description text begins with its SKU and a NUL. An ASCII term can only be
  // a SKU the catalogue index lists lower-cased, so for most terms the walk is not made at all.
  if (!ASCII.test(term) || index.skus.has(folded)) take(beginning(index.texts, `${folded}\u0000`, max).map((i) => index.ids[i]));
  take(matching(index.names, folded, max).map((i) => index.ids[i]));
  // Words of one or two characters alone ("q z") would have every name read: a query needs a longer word for this tier.
  const words = folded.split(/\s+/);
  if (words.length > 1 && words.some((w) => w.length >= 3) && ids.size < max)
    take(holdingAll(index.names, [...new Set(words)], max).map((i) => index.ids[i]));
  if (ids.size >= max) return [...ids];

  // Tier 4: the first `max` SKU/description matches and the first `max` products of the
  // matching categories, by id. Whatever of them is already listed (at most ids.size) is
  // skipped, so the smallest ids of the rest are exactly what fills the list.
  const rest = new Set(matching(index.texts, folded, max));
  const categories = new Set<number>();
  for (const [id, name] of index.categoryNames) if (name.includes(folded)) categories.add(id);
  if (categories.size > 0) {
    let found = 0;
    for (let i = 0; i < index.ids.length && found < max; i++) {
      const c = index.categoryIds[i];
      if (c !== NO_CATEGORY && categories.has(c)) {
        rest.add(i);
        found++;
      }
    }
  }
  take([...rest].sort((a, b) => a - b).map((i) => index.ids[i]));
  return [...ids];
}
