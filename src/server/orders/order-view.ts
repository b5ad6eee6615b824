import "server-only";
import type { OrderDetail, OrderLine, OrderStatus, OrderSummary } from "@/lib/orders";
import { businessToday } from "@/server/quotes/business-time";

/** What an order's views read of its row. */
export const orderSelect = {
  id: true,
  number: true,
  quoteRequestId: true,
  version: true,
  buyerEmail: true,
  poNumber: true,
  lines: true,
  subtotal: true,
  freight: true,
  total: true,
  status: true,
  carrier: true,
  trackingNumber: true,
  shippedOn: true,
  cancelReason: true,
  createdAt: true,
  updatedAt: true,
  company: { select: { name: true } },
  quoteRequest: { select: { reference: true, company: true } },
  events: {
    orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }],
    select: { status: true, actor: true, note: true, createdAt: true },
  },
};

export const summarySelect = {
  id: true,
  number: true,
  poNumber: true,
  total: true,
  status: true,
  createdAt: true,
  company: { select: { name: true } },
  quoteRequest: { select: { company: true } },
};

type SummaryRow = {
  id: number;
  number: string;
  poNumber: string | null;
  total: string;
  status: string;
  createdAt: Date;
  company: { name: string } | null;
  quoteRequest: { company: string };
};

type DetailRow = SummaryRow & {
  quoteRequestId: number;
  version: number;
  buyerEmail: string;
  lines: string;
  subtotal: string;
  freight: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  shippedOn: string | null;
  cancelReason: string | null;
  updatedAt: Date;
  quoteRequest: { reference: string; company: string };
  events: { status: string; actor: string; note: string | null; createdAt: Date }[];
};

/** A guest's order names the company as typed in the request. */
export const toSummary = (r: SummaryRow): OrderSummary => ({
  id: r.id,
  number: r.number,
  date: businessToday(r.createdAt),
  poNumber: r.poNumber,
  total: r.total,
  status: r.status as OrderStatus,
  company: r.company?.name ?? r.quoteRequest.company,
});

export const toDetail = (r: DetailRow): OrderDetail => ({
  ...toSummary(r),
  quoteRequestId: r.quoteRequestId,
  quoteReference: r.quoteRequest.reference,
  version: r.version,
  buyerEmail: r.buyerEmail,
  lines: JSON.parse(r.lines) as OrderLine[],
  subtotal: r.subtotal,
  freight: r.freight,
  carrier: r.carrier,
  trackingNumber: r.trackingNumber,
  shippedOn: r.shippedOn,
  cancelReason: r.cancelReason,
  updatedAt: r.updatedAt.toISOString(),
  events: r.events.map((e) => ({ status: e.status as OrderStatus, actor: e.actor, note: e.note, createdAt: e.createdAt.toISOString() })),
});
