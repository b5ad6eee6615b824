import "server-only";
import { env } from "@/env";
import type { Product } from "@/lib/types";
import { db } from "@/server/db/client";
import { productsByIds } from "./products";

/** The longest term searched for (longer input is cut, in whole characters). */
export const MAX_TERM_LENGTH = 100;
/** Past this many matching categories their products are read in one walk rather than one index range each. */
const MAX_CATEGORY_RANGES = 20;

/** LIKE pattern text: every LIKE here says ESCAPE '\', so the wildcards and the backslash itself are literal. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => "\\" + c);
/** An FTS5 phrase: double-quoted with its own quotes doubled, so FTS5 operators and column filters in it are plain text. */
const ftsPhrase = (s: string) => `"${s.replace(/"/g, '""')}"`;
const ESC = `ESCAPE '\\'`;

/**
 * Case-insensitive search over name, SKU, description and category name.
 * Ranking, in tiers:
 *   1. products whose SKU is the whole term (any case);
 *   2. products whose name contains the term;
 *   3. the rest: SKU or description contains it, or its category's name does.
 * Within a tier, by id (oldest product first); a product is listed once, in
 * its best tier; at most `limit` products.
 *
 * Cost follows `limit`, not the number of matches: each tier is a query in
 * id order that stops after `limit` rows, read from an index that yields its
 * matches in that order or checks a few rows per match (migrations
 * *_product_search and *_search_tiers):
 *   - SKU: the index on lower("sku");
 *   - SQLite: trigram FTS5 tables ("ProductNameSearch" over the name,
 *     "ProductSearch" with a {sku description} column filter), which return
 *     rowids in order, so LIMIT stops them early;
 *   - PostgreSQL: pg_trgm GIN indexes over lower(name) and lower(sku ||
 *     description) with their spaces removed (so a phrase has trigrams across
 *     its words), re-checked with strpos() on the real columns. The planner
 *     takes the primary key in id order for a common term (it stops at `limit`
 *     hits) and the trigram index for a rare one (few rows to sort), from the
 *     statistics ANALYZE keeps on those index expressions;
 *   - categories: the matching categories, then each one's products through
 *     ("categoryId", "id") (past MAX_CATEGORY_RANGES of them, one walk).
 * Tier 3 is only read when tiers 1 and 2 leave room. So a search is one to
 * three queries plus one for the product rows.
 *
 * Terms the trigram indexes cannot serve (under 3 characters; on PostgreSQL
 * also those pg_trgm finds no trigram in once spaces are removed, such as
 * "a b" or "%%%") walk the products in id order and stop at `limit` hits:
 * quick for a common short term, but a full scan for a rare one, or for one
 * common in SKUs or descriptions and rare in names (at 100,000 products here:
 * 40-70 ms on SQLite, 60-130 ms on PostgreSQL).
 *
 * User text is only ever a bound parameter: LIKE patterns escaped, FTS5 terms
 * quoted as phrases. NUL characters are dropped (nothing stored holds one).
 */
export async function searchProducts(q: string, limit = 100): Promise<Product[]> {
  const term = Array.from(q.replace(/\u0000/g, "").trim())
    .slice(0, MAX_TERM_LENGTH)
    .join("")
    .trim();
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0;
  if (!term || max === 0) return [];
  const sql = env.provider === "postgresql" ? postgresql(term, max) : sqlite(term, max);
  const toIds = (rows: { id: number | bigint }[]) => rows.map((r) => Number(r.id)).sort((a, b) => a - b);

  // Tier 1, tier 2 (or, for a term no index serves, the walk over all three
  // columns: see Tiers.any) and the ids of the categories whose name matches.
  const first = new Statement(env.provider);
  const rows = await first.run<{ k: number | bigint; id: number | bigint }>(
    `SELECT 1 AS "k", "id" FROM (SELECT "id" FROM "Product" WHERE lower("sku") = lower(${first.p(term)}) ORDER BY "id" LIMIT ${max}) AS "t1"
     UNION ALL ${sql.any ? `SELECT "k", "id" FROM (${sql.any(first)}) AS "t2"` : `SELECT 2, "id" FROM (${sql.name(first)}) AS "t2"`}
     UNION ALL SELECT 3, "id" FROM "Category" WHERE lower("name") LIKE lower(${first.p(`%${escapeLike(term)}%`)}) ${ESC}`,
  );
  const tier = (k: number) => toIds(rows.filter((r) => Number(r.k) === k));
  let names = tier(2);
  /** The SKU/description matches, when the walk over all columns met every match. */
  let textOnly: number[] | null = null;
  if (sql.any) {
    if (names.length + tier(4).length < max) textOnly = tier(4);
    else {
      const s = new Statement(env.provider);
      names = toIds(await s.run(sql.name(s)));
    }
  }

  const ids = new Set<number>();
  const take = (list: number[]) => {
    for (const id of list) if (ids.size < max) ids.add(id);
  };
  take(tier(1));
  take(names);

  if (ids.size < max) {
    // Tier 3: the first `max` SKU/description matches and the first `max` products
    // of each matching category, by id. Whatever of them is already listed (at
    // most ids.size rows) is skipped, so the rest is exactly what fills the list.
    const categories = tier(3);
    const third = new Statement(env.provider);
    const parts = textOnly ? [] : [`SELECT "id" FROM (${sql.text(third)}) AS "t3"`];
    if (categories.length > MAX_CATEGORY_RANGES) {
      parts.push(
        `SELECT "id" FROM (SELECT "id" FROM "Product" WHERE "categoryId" IN (${categories.map((c) => third.p(c)).join(", ")}) ORDER BY "id" LIMIT ${max}) AS "c"`,
      );
    } else {
      categories.forEach((c, i) =>
        parts.push(
          `SELECT "id" FROM (SELECT "id" FROM "Product" WHERE "categoryId" = ${third.p(c)} ORDER BY "id" LIMIT ${max}) AS "c${i}"`,
        ),
      );
    }
    const rest = parts.length ? toIds(await third.run(parts.join(" UNION ALL "))) : [];
    take([...rest, ...(textOnly ?? [])].sort((a, b) => a - b));
  }
  return productsByIds([...ids]);
}

/** One statement's SQL and bound values: $n placeholders on PostgreSQL, ? on SQLite (one per use). */
class Statement {
  readonly values: unknown[] = [];
  constructor(private readonly provider: "sqlite" | "postgresql") {}
  p(value: unknown): string {
    this.values.push(value);
    return this.provider === "postgresql" ? `$${this.values.length}` : "?";
  }
  run<T>(text: string): Promise<T[]> {
    return db.$queryRawUnsafe<T[]>(text, ...this.values);
  }
}

/** Each tier's query: the ids of its first `max` matches in id order. */
interface Tiers {
  /** Tier 2: the name contains the term. */
  name(s: Statement): string;
  /** Tier 3's text part: the SKU or the description contains it. */
  text(s: Statement): string;
  /**
   * For terms no index serves: the first `max` products by id whose name, SKU or
   * description contains the term, with "k" 2 (name) or 4 (SKU/description
   * only). One walk rather than two when the term is rare (a full scan); when
   * it meets `max` matches, `name` is read as well.
   */
  any?(s: Statement): string;
}

function sqlite(term: string, max: number): Tiers {
  // The trigram tokenizer indexes every run of 3 characters; a shorter phrase matches nothing.
  if (Array.from(term).length >= 3) {
    return {
      name: (s) =>
        `SELECT rowid AS "id" FROM "ProductNameSearch" WHERE "ProductNameSearch" MATCH ${s.p(ftsPhrase(term))} ORDER BY rowid LIMIT ${max}`,
      text: (s) =>
        `SELECT rowid AS "id" FROM "ProductSearch" WHERE "ProductSearch" MATCH ${s.p(`{sku description} : ${ftsPhrase(term)}`)} ORDER BY rowid LIMIT ${max}`,
    };
  }
  // SQLite's LIKE ignores ASCII case; the walks go through the rowid in order.
  const has = (col: string, s: Statement) => `${col} LIKE ${s.p(`%${escapeLike(term)}%`)} ${ESC}`;
  return unindexed(has, max);
}

function postgresql(term: string, max: number): Tiers {
  const has = (col: string, s: Statement) => `strpos(lower(${col}), lower(${s.p(term)})) > 0`;
  const squeezed = term.replace(/ /g, "");
  if (hasTrigram(squeezed)) {
    // The index expressions of the search_tiers migration, to the letter (or the planner cannot use them).
    const like = `%${escapeLike(squeezed)}%`;
    return {
      name: (s) =>
        `SELECT "id" FROM "Product" WHERE replace(lower("name"), ' ', '') LIKE lower(${s.p(like)}) ${ESC} AND ${has(`"name"`, s)} ORDER BY "id" LIMIT ${max}`,
      text: (s) =>
        `SELECT "id" FROM "Product" WHERE replace(lower("sku" || "description"), ' ', '') LIKE lower(${s.p(like)}) ${ESC} AND (${has(`"sku"`, s)} OR ${has(`"description"`, s)}) ORDER BY "id" LIMIT ${max}`,
    };
  }
  // No index serves the rest. ILIKE (lower() on both sides, as above) is estimated from the
  // columns' statistics: the planner walks the primary key in id order for a common term
  // and scans the table (in parallel) for a rare one.
  return unindexed((col, s) => `${col} ILIKE ${s.p(`%${escapeLike(term)}%`)} ${ESC}`, max);
}

/**
 * Whether pg_trgm finds a trigram in LIKE '%text%' (without one it reads its
 * GIN index whole). It takes each run of letters and digits, padded with two
 * blanks in front when a separator (not the pattern's start) precedes it and
 * one behind when a separator follows it, and needs 3 characters: "sf-1" has
 * "sf " and "  1", "xl" and "1/" have none.
 */
function hasTrigram(text: string): boolean {
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const before = m.index > 0 ? 2 : 0;
    const after = m.index + m[0].length < text.length ? 1 : 0;
    if (Array.from(m[0]).length + before + after >= 3) return true;
  }
  return false;
}

/** Queries without a text index, in id order up to `max` matches; `has(column, s)` is the provider's "column contains the term". */
function unindexed(has: (col: string, s: Statement) => string, max: number): Tiers {
  return {
    name: (s) => `SELECT "id" FROM "Product" WHERE ${has(`"name"`, s)} ORDER BY "id" LIMIT ${max}`,
    text: (s) => `SELECT "id" FROM "Product" WHERE (${has(`"sku"`, s)} OR ${has(`"description"`, s)}) ORDER BY "id" LIMIT ${max}`,
    any: (s) => {
      const name = has(`"name"`, s);
      return `SELECT CASE WHEN ${name} THEN 2 ELSE 4 END AS "k", "id" FROM "Product" WHERE ${has(`"name"`, s)} OR ${has(`"sku"`, s)} OR ${has(`"description"`, s)} ORDER BY "id" LIMIT ${max}`;
    },
  };
}
