import "server-only";
import type { Product } from "@/lib/types";
import type { AdminProductQuery } from "@/lib/validation/product";
import { db } from "@/server/db/client";
import { sqlParams, type Bind } from "@/server/db/sql";
import { productsByIds } from "@/server/catalog/products/products";

export interface AdminProductPage {
  items: Product[];
  /** How many products match the filters. */
  total: number;
  page: number;
  pageSize: number;
}

/** LIKE pattern text with its wildcards and the backslash made literal (every LIKE here says ESCAPE '\'). */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => "\\" + c);

/**
 * The WHERE clause of the admin list's filters (empty for none): name or SKU
 * containing the search in any case, and the category (its id, or "none").
 * Bulk actions on "all matching" use it too, so they act on exactly the
 * products the list counted.
 */
export function productFilterWhere(filter: { search?: string; categoryId?: number | "none" }, bind: Bind): string {
  const conditions: string[] = [];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search.toLowerCase())}%`;
    conditions.push(`(lower("name") LIKE ${bind(pattern)} ESCAPE '\\' OR lower("sku") LIKE ${bind(pattern)} ESCAPE '\\')`);
  }
  if (filter.categoryId === "none") conditions.push(`"categoryId" IS NULL`);
  else if (filter.categoryId !== undefined) conditions.push(`"categoryId" = ${bind(filter.categoryId)}`);
  return conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";
}

/**
 * One page of the admin product list, by name: those whose name or SKU
 * contains the search (any case) and, when given, in one category ("none":
 * without one, as a deleted category leaves its products). A page past the
 * last is empty.
 *
 * Raw SQL because Prisma's `contains` leaves % and _ as wildcards (SQLite's
 * LIKE has no escape character unless told) and ignores case on SQLite only.
 */
export async function adminProductPage(q: AdminProductQuery): Promise<AdminProductPage> {
  const { values, bind: p } = sqlParams();
  const where = productFilterWhere(q, p);
  const filterValues = [...values];
  const [rows, counted] = await Promise.all([
    db.$queryRawUnsafe<{ id: number | bigint }[]>(
      `SELECT "id" FROM "Product" ${where} ORDER BY "name", "id" LIMIT ${p(q.pageSize)} OFFSET ${p((q.page - 1) * q.pageSize)}`,
      ...values,
    ),
    db.$queryRawUnsafe<{ n: number | bigint }[]>(`SELECT count(*) AS "n" FROM "Product" ${where}`, ...filterValues),
  ]);
  return { items: await productsByIds(rows.map((r) => Number(r.id))), total: Number(counted[0].n), page: q.page, pageSize: q.pageSize };
}
