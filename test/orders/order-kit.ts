/**
 * Orders through their real route handlers: a quote request for factory
 * products, priced, sent and accepted by the buyer (which makes the order),
 * then the admin's status changes and the buyer's reads.
 */
import { GET as orderRoute } from "@/app/api/account/orders/[number]/route";
import { GET as ordersRoute } from "@/app/api/account/orders/route";
import { POST as reorderRoute } from "@/app/api/account/reorder/route";
import { POST as statusRoute } from "@/app/api/admin/orders/[id]/status/route";
import { POST as quoteReorderRoute } from "@/app/api/quotes/[token]/reorder/route";
import type { Product } from "@/lib/types";
import { db } from "@/server/db/client";
import { ORIGIN } from "../api";
import { makeQuoteRequest } from "../factories";
import { send } from "../kit";
import { accept, freshIp, inDays, putDraft, sendQuote, tokenOf } from "../quotes/quote-loop-kit";

export { orderRoute, ordersRoute, reorderRoute, statusRoute, quoteReorderRoute };

/** A request for `products` (3 of each at 20.00, freight 15.00), sent: its id and token. */
export async function sentQuote(cookie: string, products: Product[], opts: { companyId?: number | null; email?: string } = {}) {
  const request = await makeQuoteRequest(products, opts.email ? { email: opts.email } : {});
  if (opts.companyId) await db.quoteRequest.update({ where: { id: request.id }, data: { companyId: opts.companyId } });
  const draft = {
    lines: products.map((p) => ({ sku: p.sku, name: p.name, quantity: 3, unit: "case", unitPrice: "20.00", breaks: [], note: "" })),
    freight: "15.00",
    leadTime: "5 business days",
    validUntil: inDays(30),
    terms: "Net 30",
  };
  const saved = await putDraft(cookie, request.id, draft);
  if (saved.status !== 200) throw new Error(`draft refused: ${saved.status} ${JSON.stringify(saved.body)}`);
  const sent = await sendQuote(cookie, request.id);
  if (sent.status !== 201) throw new Error(`send refused: ${sent.status} ${JSON.stringify(sent.body)}`);
  return { id: request.id, email: request.email, token: tokenOf(sent.body.url) };
}

/** sentQuote, accepted with PO "PO-77": the order it became. */
export async function placedOrder(cookie: string, products: Product[], opts: { companyId?: number | null; email?: string } = {}) {
  const quote = await sentQuote(cookie, products, opts);
  const answer = await accept(quote.token, { name: "Dana Buyer", poNumber: "PO-77", version: 1 });
  if (answer.status !== 200) throw new Error(`accept refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  const order = await db.order.findUniqueOrThrow({ where: { quoteRequestId: quote.id } });
  return { ...quote, order };
}

/** POST /api/admin/orders/{id}/status as JSON. */
export const setStatus = (cookie: string | null, id: number, body: unknown) =>
  send(statusRoute, "POST", `/api/admin/orders/${id}/status`, { cookie, params: { id: String(id) }, body, headers: { origin: ORIGIN } });

export const SHIPPING = { carrier: "UPS Freight", trackingNumber: "1Z999AA10123456784", shippedOn: "2026-11-30" };

export const buyerGetOrder = (cookie: string | null, number: string) =>
  send(orderRoute, "GET", `/api/account/orders/${number}`, { cookie, params: { number } });

export const buyerListOrders = (cookie: string | null) => send(ordersRoute, "GET", "/api/account/orders", { cookie });

export const reorder = (cookie: string | null, orderNumber: string) =>
  send(reorderRoute, "POST", "/api/account/reorder", { cookie, body: { orderNumber }, headers: { origin: ORIGIN } });

export const quoteReorder = (token: string) =>
  send(quoteReorderRoute, "POST", `/api/quotes/${token}/reorder`, {
    params: { token },
    body: {},
    headers: { origin: ORIGIN, "x-forwarded-for": freshIp() },
  });
