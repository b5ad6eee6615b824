import "server-only";
import type { QuoteRequest } from "@/lib/types";
import type { QuoteListFilter } from "@/lib/validation/quote-request";
import { db } from "@/server/db/client";
import { sqlParams, type Bind } from "@/server/db/sql";
import { businessToday } from "./business-time";
import { include, toQuote } from "./quotes";

/** LIKE pattern text with its wildcards and the backslash made literal (every LIKE here says ESCAPE '\'). */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => "\\" + c);

/**
 * The WHERE clause of a search in the inbox: the view (a status, or Expired: Quoted and the
 * latest quote's valid-until day has ended) and the search, which any of the
 * reference, the buyer's name, company or e-mail, or an item's SKU contains,
 * in any case. lower() folds every letter on PostgreSQL but only ASCII ones on
 * SQLite, so the search as typed is tried too: "Émile" finds "Émile" there,
 * "émile" does not. References, e-mails and SKUs are ASCII.
 */
function searchWhere(opts: { status?: QuoteListFilter; search?: string }, bind: Bind): string {
  const conditions: string[] = [];
  if (opts.status === "Expired") conditions.push(`q."status" = 'Quoted' AND q."quoteValidUntil" < ${bind(businessToday())}`);
  else if (opts.status) conditions.push(`q."status" = ${bind(opts.status)}`);
  if (opts.search) {
    const lower = `%${escapeLike(opts.search.toLowerCase())}%`;
    const asTyped = `%${escapeLike(opts.search)}%`;
    const has = (column: string) => `(lower(${column}) LIKE ${bind(lower)} ESCAPE '\\' OR ${column} LIKE ${bind(asTyped)} ESCAPE '\\')`;
    conditions.push(
      `(${['q."reference"', 'q."name"', 'q."company"', 'q."email"'].map(has).join(" OR ")}` +
        ` OR EXISTS (SELECT 1 FROM "QuoteRequestItem" i WHERE i."quoteRequestId" = q."id" AND ${has(`i."sku"`)}))`,
    );
  }
  return conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";
}

/** The most a search answers without paging: a short search matches most of a large inbox. */
const SEARCH_UNPAGED_MAX = 200;

function viewWhere(status: QuoteListFilter | undefined): { status?: string; quoteValidUntil?: { lt: string } } {
  if (!status) return {};
  if (status === "Expired") return { status: "Quoted", quoteValidUntil: { lt: businessToday() } };
  return { status };
}

const skipTake = (page: { page: number; pageSize: number } | undefined): { skip?: number; take?: number } =>
  page ? { skip: (page.page - 1) * page.pageSize, take: page.pageSize } : {};

/**
 * The inbox, newest first: every request or those of one view, those the
 * search finds, and one page of them when asked (a search answers one page
 * at most). The search is raw SQL because Prisma's `contains` leaves % and _
 * as wildcards and ignores case on SQLite only; it finds the page's ids, then
 * the requests are read as the list without a search reads them.
 */
export async function listQuoteRequests(
  opts: { status?: QuoteListFilter; search?: string; page?: { page: number; pageSize: number } } = {},
): Promise<QuoteRequest[]> {
  const order = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  if (!opts.search)
    return (await db.quoteRequest.findMany({ where: viewWhere(opts.status), include, orderBy: order, ...skipTake(opts.page) })).map(
      toQuote,
    );
  const { values, bind } = sqlParams();
  const where = searchWhere(opts, bind);
  const page = opts.page ?? { page: 1, pageSize: SEARCH_UNPAGED_MAX };
  const rows = await db.$queryRawUnsafe<{ id: number | bigint }[]>(
    `SELECT q."id" FROM "QuoteRequest" q ${where} ORDER BY q."createdAt" DESC, q."id" DESC LIMIT ${bind(page.pageSize)} OFFSET ${bind((page.page - 1) * page.pageSize)}`,
    ...values,
  );
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return (await db.quoteRequest.findMany({ where: { id: { in: ids } }, include, orderBy: order })).map(toQuote);
}
