/**
 * The quote loop through its real route handlers: a buyer's
 * request, the admin's draft and send, and the buyer's answers on the private
 * link. Each public call comes from its own client address unless one is
 * given, so the public forms' throttles only count where a test means them to.
 */
import { GET as detailRoute } from "@/app/api/admin/quote-requests/[id]/route";
import { PUT as draftRoute } from "@/app/api/admin/quote-requests/[id]/draft/route";
import { POST as sendRoute } from "@/app/api/admin/quote-requests/[id]/send/route";
import { POST as reopenRoute } from "@/app/api/admin/quote-requests/[id]/reopen/route";
import { POST as replyRoute } from "@/app/api/admin/quote-requests/[id]/messages/route";
import { PUT as updateRoute } from "@/app/api/admin/quote-requests/[id]/route";
import { GET as listRoute } from "@/app/api/admin/quote-requests/route";
import { POST as requestRoute } from "@/app/api/quote-requests/route";
import { GET as buyerRoute } from "@/app/api/quotes/[token]/route";
import { POST as acceptRoute } from "@/app/api/quotes/[token]/accept/route";
import { POST as declineRoute } from "@/app/api/quotes/[token]/decline/route";
import { POST as messageRoute } from "@/app/api/quotes/[token]/messages/route";
import { GET as pdfRoute } from "@/app/api/quotes/[token]/pdf/route";
import { addDays } from "@/lib/dates";
import { db } from "@/server/db/client";
import { businessToday } from "@/server/quotes/business-time";
import { ORIGIN, type Answer, type Json } from "../api";
import { send } from "../kit";

export {
  detailRoute,
  draftRoute,
  sendRoute,
  reopenRoute,
  replyRoute,
  updateRoute,
  listRoute,
  requestRoute,
  buyerRoute,
  acceptRoute,
  declineRoute,
  messageRoute,
  pdfRoute,
};

let clients = 0;
/** A client address of its own (10.200.x.y), for calls that must not share a throttle. */
export const freshIp = () => {
  clients++;
  return `10.200.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
};

export const buyer = {
  name: "Dana Buyer",
  company: "Acme Logistics",
  email: "dana@acme.example",
  phone: "(555) 201-3344",
  state: "TX",
  zip: "75001",
  notes: "Dock 4",
};

/** POST /api/quote-requests; answers the stored request's id and reference. */
export async function requestQuote(overrides: Record<string, unknown> = {}): Promise<{ id: number; reference: string }> {
  const res = await send(requestRoute, "POST", "/api/quote-requests", {
    body: {
      ...buyer,
      items: [{ sku: "pe001", name: "PE Stretch Film", quantity: 120, targetPrice: "41.00", substitutesOk: true }],
      ...overrides,
    },
    headers: { "x-forwarded-for": freshIp() },
  });
  if (res.status !== 201) throw new Error(`quote request refused: ${res.status} ${JSON.stringify(res.body)}`);
  const row = await db.quoteRequest.findUniqueOrThrow({ where: { reference: res.body.reference }, select: { id: true, reference: true } });
  return row;
}

export const inDays = (n: number) => addDays(businessToday(), n);

/** A draft the schema accepts: a film line with two breaks, a bag line, freight, valid for 30 days. */
export function validDraft(overrides: Record<string, unknown> = {}) {
  return {
    lines: [
      {
        sku: "pe001",
        name: "PE Stretch Film",
        quantity: 120,
        unit: "case",
        unitPrice: "45.00",
        breaks: [
          { minQuantity: 100, unitPrice: "41.50" },
          { minQuantity: 500, unitPrice: "39.00" },
        ],
        note: "Blown film",
      },
      { sku: "", name: "Substitute bag", quantity: 3, unit: "1,000 bags", unitPrice: "26.10" },
    ],
    freight: "150.00",
    leadTime: "5 business days",
    validUntil: inDays(30),
    terms: "Net 30",
    ...overrides,
  };
}
/** validDraft's figures: 120 × 41.50 + 3 × 26.10 = 5058.30, plus 150.00 freight. */
export const VALID_DRAFT_TOTALS = { subtotal: "5058.30", total: "5208.30" };

const idParams = (id: number | string) => ({ id: String(id) });

export const putDraft = (cookie: string | null, id: number | string, body: unknown) =>
  send(draftRoute, "PUT", `/api/admin/quote-requests/${id}/draft`, { cookie, params: idParams(id), body, headers: { origin: ORIGIN } });

export const sendQuote = (cookie: string | null, id: number | string, headers: Record<string, string> = {}) =>
  send(sendRoute, "POST", `/api/admin/quote-requests/${id}/send`, {
    cookie,
    params: idParams(id),
    headers: { origin: ORIGIN, ...headers },
  });

/** POST …/reopen {reason}. */
export const reopen = (cookie: string | null, id: number | string, body: unknown) =>
  send(reopenRoute, "POST", `/api/admin/quote-requests/${id}/reopen`, { cookie, params: idParams(id), body, headers: { origin: ORIGIN } });

/** POST …/messages {message}: the admin's reply. */
export const reply = (cookie: string | null, id: number | string, body: unknown) =>
  send(replyRoute, "POST", `/api/admin/quote-requests/${id}/messages`, { cookie, params: idParams(id), body, headers: { origin: ORIGIN } });

/** PUT …/{id} {status?, adminNotes?}. */
export const putStatus = (cookie: string | null, id: number | string, body: unknown) =>
  send(updateRoute, "PUT", `/api/admin/quote-requests/${id}`, { cookie, params: idParams(id), body, headers: { origin: ORIGIN } });

export const detail = (cookie: string, id: number | string) =>
  send(detailRoute, "GET", `/api/admin/quote-requests/${id}`, { cookie, params: idParams(id) });

export const list = (cookie: string, query: Record<string, string> = {}) =>
  send(listRoute, "GET", "/api/admin/quote-requests", { cookie, query });

/** The token at the end of the buyer's link. */
export const tokenOf = (url: string) => url.slice(url.lastIndexOf("/quotes/") + "/quotes/".length);

/** A request with a saved draft (validDraft + overrides), sent once: its id, reference, link and token. */
export async function quotedRequest(cookie: string, draft: Record<string, unknown> = {}) {
  const { id, reference } = await requestQuote();
  const saved = await putDraft(cookie, id, validDraft(draft));
  if (saved.status !== 200) throw new Error(`draft refused: ${saved.status} ${JSON.stringify(saved.body)}`);
  const sent = await sendQuote(cookie, id);
  if (sent.status !== 201) throw new Error(`send refused: ${sent.status} ${JSON.stringify(sent.body)}`);
  return { id, reference, url: sent.body.url as string, token: tokenOf(sent.body.url) };
}

const tokenParams = (token: string) => ({ token });

export const buyerQuote = (token: string) => send(buyerRoute, "GET", `/api/quotes/${token}`, { params: tokenParams(token) });

const buyerPost =
  (handler: Parameters<typeof send>[0], what: string) =>
  (token: string, body: unknown, ip: string = freshIp()) =>
    send(handler, "POST", `/api/quotes/${token}/${what}`, {
      params: tokenParams(token),
      body,
      headers: { origin: ORIGIN, "x-forwarded-for": ip },
    });

export const accept = buyerPost(acceptRoute, "accept");
export const decline = buyerPost(declineRoute, "decline");
export const message = buyerPost(messageRoute, "messages");

/** GET …/pdf, read as bytes (the JSON helpers would mangle it). */
export async function pdf(token: string): Promise<{ status: number; headers: Headers; bytes: Uint8Array; json: Json }> {
  const res = await pdfRoute(
    new Request(`${ORIGIN}/api/quotes/${token}/pdf`, { headers: { host: "localhost:3000", "x-forwarded-for": freshIp() } }),
    { params: Promise.resolve(tokenParams(token)) },
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  let json: Json = null;
  if (/json/.test(res.headers.get("content-type") ?? "")) json = JSON.parse(Buffer.from(bytes).toString("utf8"));
  return { status: res.status, headers: res.headers, bytes, json };
}

export type { Answer };
