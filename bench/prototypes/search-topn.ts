// PROTOTYPE, not used by the app: a candidate replacement for searchProducts()
// (src/server/catalog/search.ts), measured side by side by bench/search-latency.ts
// ({"impl": "prototype"}). Same answer and order for the benchmark's queries:
// exact SKU first, then name matches, then the rest, by name, then id.
//
// Why: at 100,000 products a common term ("bag", "film", "black") matches
// 20,000-60,000 rows; ranking them all (CASE ... ORDER BY name LIMIT 100) costs
// 40-170 ms whatever the index. Here the index only answers "how many": up to
// CAP candidates are ranked exactly as today (cheap); past CAP the term is
// common, so walking the name index in order stops after `limit` hits.
// Known gap (why it is a prototype): past CAP the exact-SKU rank compares the
// SKU as typed, upper- and lower-cased (an index on lower("sku") would make it
// exact; that is a migration).
import "server-only";
import { env } from "@/env";
import type { Product } from "@/lib/types";
import { db } from "@/server/db/client";
import { productsByIds } from "@/server/catalog/products";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => "\\" + c);
const CAP = 1000;

export async function searchProductsTopN(q: string, limit = 100): Promise<Product[]> {
  const term = q.trim().slice(0, 100);
  if (!term) return [];
  const lower = term.toLowerCase();
  const like = `%${escapeLike(lower)}%`;
  const pg = env.provider === "postgresql";
  const esc = `ESCAPE '\\'`;
  const run = async (sql: string, values: unknown[]) => (await db.$queryRawUnsafe<{ id: number | bigint }[]>(sql, ...values)).map((r) => Number(r.id));
  // Placeholders: $n on PostgreSQL, ? on SQLite, numbered per statement.
  const ph = (values: unknown[]) => (v: unknown) => (values.push(v), pg ? `$${values.length}` : "?");

  const candidates = (p: (v: unknown) => string, union = "UNION") => {
    const text = pg
      ? `SELECT "id" FROM "Product" WHERE lower("name" || ' ' || "sku" || ' ' || "description") LIKE ${p(like)} ${esc}`
      : term.length >= 3
        ? `SELECT rowid AS "id" FROM "ProductSearch" WHERE "ProductSearch" MATCH ${p(`"${term.replace(/"/g, '""')}"`)}`
        : `SELECT "id" FROM "Product" WHERE "name" LIKE ${p(like)} ${esc} OR "sku" LIKE ${p(like)} ${esc} OR "description" LIKE ${p(like)} ${esc}`;
    return `${text} ${union} SELECT "id" FROM "Product" WHERE "categoryId" IN (SELECT "id" FROM "Category" WHERE lower("name") LIKE ${p(like)} ${esc})`;
  };

  // 1. How many candidates: UNION ALL streams (a UNION would first collect every match to
  // drop duplicates), and an id comes at most twice (text and category), so more than
  // 2 x CAP rows means more than CAP products.
  const v1: unknown[] = [];
  const raw = await run(`SELECT "id" FROM (${candidates(ph(v1), "UNION ALL")}) c LIMIT ${2 * CAP + 1}`, v1);
  if (raw.length === 0) return [];
  const few = raw.length <= 2 * CAP ? [...new Set(raw)] : null;

  if (few && few.length <= CAP) {
    // 2a. Few: rank them exactly as the app does.
    const v: unknown[] = [];
    const p = ph(v);
    const idList = pg ? `SELECT unnest(${p(few)}::int[])` : `SELECT value FROM json_each(${p(JSON.stringify(few))})`;
    const sql = `SELECT p."id" FROM "Product" p WHERE p."id" IN (${idList})
      ORDER BY CASE WHEN lower(p."sku") = ${p(lower)} THEN 0 WHEN lower(p."name") LIKE ${p(like)} ${esc} THEN 1 ELSE 2 END, p."name", p."id"
      LIMIT ${p(limit)}`;
    return productsByIds(await run(sql, v));
  }

  // 2b. Many: exact SKU, then names in name order, then the rest in name order, each stopping early.
  const vs: unknown[] = [];
  const ps = ph(vs);
  const exact = await run(`SELECT "id" FROM "Product" WHERE "sku" IN (${ps(term)}, ${ps(term.toUpperCase())}, ${ps(lower)}) AND lower("sku") = ${ps(lower)}`, vs);
  const vn: unknown[] = [];
  const pn = ph(vn);
  const names = await run(`SELECT "id" FROM "Product" WHERE lower("name") LIKE ${pn(like)} ${esc} ORDER BY "name", "id" LIMIT ${pn(limit + exact.length)}`, vn);
  const ids = [...exact, ...names.filter((id) => !exact.includes(id))].slice(0, limit);
  if (ids.length < limit) {
    const vr: unknown[] = [];
    const pr = ph(vr);
    const rest = await run(
      `SELECT p."id" FROM "Product" p WHERE p."id" IN (${candidates(pr)}) AND NOT lower(p."name") LIKE ${pr(like)} ${esc} ORDER BY p."name", p."id" LIMIT ${pr(limit + exact.length)}`,
      vr,
    );
    for (const id of rest) if (ids.length < limit && !ids.includes(id)) ids.push(id);
  }
  return productsByIds(ids);
}
