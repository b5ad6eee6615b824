import "server-only";
import type { OrderDetail, OrderStatus, OrderSummary } from "@/lib/orders";
import { db } from "@/server/db/client";
import { sqlParams } from "@/server/db/sql";
import { orderSelect, summarySelect, toDetail, toSummary } from "./order-view";

export const ADMIN_ORDERS_PAGE_SIZE = 25;
export const ORDER_SEARCH_MAX = 100;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => "\\" + c);

/**
 * The back office's orders, newest first, a page at a time: of one status,
 * and those whose number, PO number, company (or the company a guest typed)
 * or buyer e-mail contains the search, in any case. Raw SQL finds the page's
 * ids (Prisma's `contains` ignores case on SQLite only), then the rows are read.
 */
export async function listAdminOrders(opts: {
  status?: OrderStatus;
  search?: string;
  page: number;
}): Promise<{ orders: OrderSummary[]; total: number; pageSize: number }> {
  const { values, bind } = sqlParams();
  const conditions: string[] = [];
  if (opts.status) conditions.push(`o."status" = ${bind(opts.status)}`);
  const search = opts.search?.trim().slice(0, ORDER_SEARCH_MAX);
  if (search) {
    const lower = `%${escapeLike(search.toLowerCase())}%`;
    const asTyped = `%${escapeLike(search)}%`;
    const has = (column: string) => `(lower(${column}) LIKE ${bind(lower)} ESCAPE '\\' OR ${column} LIKE ${bind(asTyped)} ESCAPE '\\')`;
    conditions.push(`(${['o."number"', 'o."poNumber"', 'o."buyerEmail"', 'c."name"', 'q."company"'].map(has).join(" OR ")})`);
  }
  const from = `FROM "Order" o JOIN "QuoteRequest" q ON q."id" = o."quoteRequestId" LEFT JOIN "Company" c ON c."id" = o."companyId" ${
    conditions.length ? `WHERE ${conditions.join(" AND ")}` : ""
  }`;
  const countValues = [...values];
  const [{ n }] = await db.$queryRawUnsafe<{ n: number | bigint }[]>(`SELECT COUNT(*) AS n ${from}`, ...countValues);
  const rows = await db.$queryRawUnsafe<{ id: number | bigint }[]>(
    `SELECT o."id" ${from} ORDER BY o."createdAt" DESC, o."id" DESC LIMIT ${bind(ADMIN_ORDERS_PAGE_SIZE)} OFFSET ${bind((opts.page - 1) * ADMIN_ORDERS_PAGE_SIZE)}`,
    ...values,
  );
  const ids = rows.map((r) => Number(r.id));
  const found =
    ids.length === 0
      ? []
      : await db.order.findMany({ where: { id: { in: ids } }, select: summarySelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return { orders: found.map(toSummary), total: Number(n), pageSize: ADMIN_ORDERS_PAGE_SIZE };
}

export async function getAdminOrder(id: number): Promise<OrderDetail | null> {
  const row = await db.order.findUnique({ where: { id }, select: orderSelect });
  return row ? toDetail(row) : null;
}

/** The order a quote request became, for a link from its page. */
export async function orderOfQuoteRequest(quoteRequestId: number): Promise<{ id: number; number: string } | null> {
  return db.order.findUnique({ where: { quoteRequestId }, select: { id: true, number: true } });
}
