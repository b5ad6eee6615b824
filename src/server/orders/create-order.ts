import "server-only";
import type { Prisma } from "@/generated/sqlite/client";
import { listPrice, type OrderLine } from "@/lib/orders";
import type { QuoteContent } from "@/lib/types";
import { conflict } from "@/server/http/errors";
import { businessToday } from "@/server/quotes/business-time";
import { sqlParams } from "@/server/db/sql";

type Tx = Prisma.TransactionClient;

/** "SO-2026-000123": the business year and the row's own id, which the database hands out once, whatever instance asks. */
export const orderNumber = (id: number, createdAt: Date): string =>
  `SO-${businessToday(createdAt).slice(0, 4)}-${String(id).padStart(6, "0")}`;

/**
 * The accepted version's lines as sold: the price each quantity was sold at,
 * its total, and the catalogue's price of the SKU then (by SKU, any case).
 */
export async function orderLines(tx: Tx, content: QuoteContent): Promise<OrderLine[]> {
  const skus = [...new Set(content.lines.map((l) => l.sku.trim().toLowerCase()).filter(Boolean))];
  const { values, bind } = sqlParams();
  const products =
    skus.length === 0
      ? []
      : await tx.$queryRawUnsafe<{ sku: string; priceMin: string | null; priceMax: string | null }[]>(
          `SELECT "sku", "priceMin", "priceMax" FROM "Product" WHERE lower("sku") IN (${skus.map((s) => bind(s)).join(", ")})`,
          ...values,
        );
  const bySku = new Map(products.map((p) => [p.sku.toLowerCase(), p]));
  return content.lines.map((l) => ({
    sku: l.sku,
    name: l.name,
    quantity: l.quantity,
    unit: l.unit,
    unitPrice: l.appliedUnitPrice,
    lineTotal: l.lineTotal,
    listPrice: (() => {
      const p = bySku.get(l.sku.trim().toLowerCase());
      return p ? listPrice(p) : null;
    })(),
  }));
}

/**
 * Makes the order of a request's accepted version, in the acceptance's own
 * transaction: if this fails (throws) the acceptance is rolled back with it.
 * One order per request (a unique key): a version accepted after the deal was
 * reopened replaces the lines of the request's order while nothing was done
 * with it yet (Placed) or it was cancelled, and is refused (409) once the
 * order is Confirmed, Shipped or Delivered: the admin cancels it first.
 */
export async function createOrderFromAcceptance(
  tx: Tx,
  quoteRequestId: number,
  version: number,
  poNumber: string | null,
): Promise<{ id: number; number: string }> {
  const request = await tx.quoteRequest.findUniqueOrThrow({ where: { id: quoteRequestId }, select: { companyId: true, email: true } });
  const sent = await tx.quoteVersion.findUniqueOrThrow({
    where: { quoteRequestId_version: { quoteRequestId, version } },
    select: { content: true },
  });
  const content = JSON.parse(sent.content) as QuoteContent;
  const snapshot = {
    version,
    poNumber: poNumber || null,
    lines: JSON.stringify(await orderLines(tx, content)),
    subtotal: content.subtotal,
    freight: content.freight,
    total: content.total,
    status: "Placed",
  };
  const existing = await tx.order.findUnique({
    where: { quoteRequestId },
    select: { id: true, number: true, status: true, version: true },
  });
  if (existing) {
    if (existing.status !== "Placed" && existing.status !== "Cancelled")
      throw conflict(
        `Order ${existing.number} of this quote is ${existing.status}: version ${version} cannot replace it. Send us a message about it.`,
      );
    await tx.order.update({
      where: { id: existing.id },
      data: {
        ...snapshot,
        cancelReason: null,
        events: {
          create: { status: "Placed", actor: "buyer", note: `Quote version ${version} accepted; it replaces version ${existing.version}` },
        },
      },
    });
    return { id: existing.id, number: existing.number };
  }
  // The number needs the id: a placeholder unique to the request first, then the real number.
  const row = await tx.order.create({
    data: {
      ...snapshot,
      number: `pending-${quoteRequestId}`,
      quoteRequestId,
      companyId: request.companyId,
      buyerEmail: request.email.trim().toLowerCase(),
      events: { create: { status: "Placed", actor: "buyer", note: `Quote version ${version} accepted` } },
    },
    select: { id: true, createdAt: true },
  });
  const number = orderNumber(row.id, row.createdAt);
  await tx.order.update({ where: { id: row.id }, data: { number } });
  return { id: row.id, number };
}
