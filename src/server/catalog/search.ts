import "server-only";
import { env } from "@/env";
import type { Product } from "@/lib/types";
import { db } from "@/server/db/client";
import { productsByIds } from "./products";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => "\\" + c);
/** Trigram indexes need three characters; shorter terms scan (they are rare and cheap to answer badly). */
const INDEXED_MIN = 3;

/**
 * Case-insensitive search over name, SKU, description and category name: an
 * exact SKU first, then name matches, then the rest, by name. Substring
 * matching goes through each provider's own index (SQLite FTS5 trigram,
 * PostgreSQL pg_trgm; see the product_search migrations). User text is only
 * ever a bound parameter.
 */
export async function searchProducts(q: string, limit = 100): Promise<Product[]> {
  // A NUL matches nothing stored, and breaks SQLite's full-text query and PostgreSQL's parameters.
  const term = q.replace(/\u0000/g, "").trim().slice(0, 100);
  if (!term) return [];
  const lower = term.toLowerCase();
  const like = `%${escapeLike(lower)}%`;
  const pg = env.provider === "postgresql";
  const values: unknown[] = [];
  // One placeholder per use ($n on PostgreSQL, ? on SQLite: better-sqlite3 cannot bind ?NNN from a list).
  const p = (v: unknown) => (values.push(v), pg ? `$${values.length}` : "?");
  const esc = `ESCAPE '\\'`;

  // The ids whose name, SKU or description contain the term, through the text index.
  let textIds: string;
  if (pg) {
    textIds = `SELECT "id" FROM "Product" WHERE lower("name" || ' ' || "sku" || ' ' || "description") LIKE ${p(like)} ${esc}`;
  } else if (term.length >= INDEXED_MIN) {
    textIds = `SELECT rowid FROM "ProductSearch" WHERE "ProductSearch" MATCH ${p(`"${term.replace(/"/g, '""')}"`)}`;
  } else {
    textIds = `SELECT "id" FROM "Product" WHERE "name" LIKE ${p(like)} ${esc} OR "sku" LIKE ${p(like)} ${esc} OR "description" LIKE ${p(like)} ${esc}`;
  }
  const categoryIds = `SELECT "id" FROM "Product" WHERE "categoryId" IN (SELECT "id" FROM "Category" WHERE lower("name") LIKE ${p(like)} ${esc})`;
  // A UNION of the two id sets, not "text match OR category match": with the OR
  // neither SQLite nor PostgreSQL uses the text index (both scan every product:
  // ~30 ms on SQLite, ~80 ms on PostgreSQL at 100,000 products, even for a miss).
  const sql = `SELECT p."id" FROM "Product" p
    WHERE p."id" IN (${textIds} UNION ${categoryIds})
    ORDER BY CASE WHEN lower(p."sku") = ${p(lower)} THEN 0 WHEN lower(p."name") LIKE ${p(like)} ${esc} THEN 1 ELSE 2 END, p."name", p."id"
    LIMIT ${p(limit)}`;
  const ids = (await db.$queryRawUnsafe<{ id: number | bigint }[]>(sql, ...values)).map((r) => Number(r.id));
  return productsByIds(ids);
}
