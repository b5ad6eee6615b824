import "server-only";
import type { OrderLine } from "@/lib/orders";
import { fromCents, toCents } from "@/lib/quote-math";
import type { AccountingExportQuery } from "@/lib/validation/accounting-export";
import { addDays } from "@/lib/dates";
import type { ProductSheet } from "@/server/catalog/spreadsheets/export-products";
import { db } from "@/server/db/client";
import { businessDayStart, businessToday } from "@/server/quotes/business-time";

/**
 * The accounting export (GET /api/admin/exports/accounting?from=&to=): the
 * orders accepted on those days, one CSV row per order line, in the columns an
 * accounting system imports (docs/orders.md, "Accounting export").
 *
 * - The acceptance date is that of the version the order now holds: the
 *   order's latest "Placed" event, which each acceptance writes in its own
 *   transaction (a version accepted after a reopening replaces the order's
 *   lines and adds one). Days are the business's (BUSINESS_TIME_ZONE), from
 *   its midnight to the next.
 * - Cancelled orders are left out: an import books every row it is given,
 *   and a status column it does not read would book sales that never happened.
 * - Freight and the order's total are on every line of the order, beside the
 *   line's number, so each row stands alone (an import keyed on the order
 *   number takes them from its first line; one summing lines must not).
 * - Money is the order's own stored text (the totals the PDF prints, never
 *   sums made here), checked and written as plain decimals with 2 places;
 *   freight collect (no freight on the quote) is 0.00.
 *
 * The rows go through the product export's CSV writer (BOM, RFC 4180,
 * formula-looking text after a quote). The matching orders' ids and dates are
 * read first (a few bytes each, for at most ACCOUNTING_EXPORT_MAX_DAYS), then
 * the orders themselves a page at a time as the client takes them.
 */

export const ACCOUNTING_COLUMNS = [
  "Date",
  "Order number",
  "Quote number",
  "Quote version",
  "Customer",
  "PO",
  "Line",
  "SKU",
  "Description",
  "Quantity",
  "Unit",
  "Unit price",
  "Line total",
  "Freight",
  "Order total",
] as const;

/** Orders read per query: their lines are JSON of a few KB at most. */
export const ACCOUNTING_PAGE_SIZE = 200;

/** Money text as the file writes it: "1234.50" (a stored value that is not money text is an error, never a guess). */
const amount = (money: string): string => fromCents(toCents(money));

/** The orders accepted in the range, not cancelled: ids and acceptance instants, by acceptance then id. */
export async function acceptedOrderIds(range: AccountingExportQuery): Promise<{ id: number; acceptedAt: Date }[]> {
  const start = businessDayStart(range.from);
  const end = businessDayStart(addDays(range.to, 1));
  const groups = await db.orderEvent.groupBy({
    by: ["orderId"],
    where: { status: "Placed", order: { status: { not: "Cancelled" } } },
    _max: { createdAt: true },
    having: { createdAt: { _max: { gte: start, lt: end } } },
  });
  return groups
    .map((g) => ({ id: g.orderId, acceptedAt: g._max.createdAt! }))
    .sort((a, b) => a.acceptedAt.getTime() - b.acceptedAt.getTime() || a.id - b.id);
}

const ROW_SELECT = {
  id: true,
  number: true,
  version: true,
  poNumber: true,
  lines: true,
  freight: true,
  total: true,
  company: { select: { name: true } },
  quoteRequest: { select: { reference: true, company: true, name: true } },
} as const;

/**
 * The export as a sheet of text cells for csvStream. The ids are read now, so
 * a failing database is an error answer rather than a broken download. An
 * order cancelled while the file is being written is left out.
 */
export async function accountingSheet(range: AccountingExportQuery, pageSize = ACCOUNTING_PAGE_SIZE): Promise<ProductSheet> {
  const accepted = await acceptedOrderIds(range);
  async function* pages(): AsyncGenerator<string[][]> {
    for (let i = 0; i < accepted.length; i += pageSize) {
      const page = accepted.slice(i, i + pageSize);
      const rows = await db.order.findMany({
        where: { id: { in: page.map((o) => o.id) }, status: { not: "Cancelled" } },
        select: ROW_SELECT,
      });
      const byId = new Map(rows.map((r) => [r.id, r]));
      const cells: string[][] = [];
      for (const { id, acceptedAt } of page) {
        const o = byId.get(id);
        if (!o) continue;
        const customer = o.company?.name ?? (o.quoteRequest.company.trim() || o.quoteRequest.name);
        const freight = o.freight === null ? "0.00" : amount(o.freight);
        const total = amount(o.total);
        (JSON.parse(o.lines) as OrderLine[]).forEach((line, n) =>
          cells.push([
            businessToday(acceptedAt),
            o.number,
            o.quoteRequest.reference,
            String(o.version),
            customer,
            o.poNumber ?? "",
            String(n + 1),
            line.sku,
            line.name,
            String(line.quantity),
            line.unit,
            amount(line.unitPrice),
            amount(line.lineTotal),
            freight,
            total,
          ]),
        );
      }
      if (cells.length > 0) yield cells;
    }
  }
  return { columns: ACCOUNTING_COLUMNS.map((header) => ({ header, text: true, width: 16 })), pages: pages() };
}
