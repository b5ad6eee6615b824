import "server-only";
import { randomUUID } from "node:crypto";
import { priceText, unitText } from "@/lib/money";
import type { QuoteRequest, QuoteStatus } from "@/lib/types";
import type { QuoteRequestInput, QuoteStatusUpdate } from "@/lib/validation/quote-request";
import { audit } from "@/server/audit";
import { db } from "@/server/db/client";
import { badRequest, conflict, notFound } from "@/server/http/errors";
import { earlierResult, isKeyTaken, recordKey, type IdempotentRequest } from "@/server/idempotency";
import { productsByIds, productsBySkus } from "@/server/catalog/products/products";
import { isPastValidUntil } from "./business-time";
import { lockRequest } from "./deal";
import { addEvent } from "./events";
import { recordEvent } from "@/server/webhooks/outbox";

export const include = { items: { orderBy: { position: "asc" as const } } };

export type QuoteRequestRow = Awaited<ReturnType<typeof db.quoteRequest.findFirstOrThrow<{ include: typeof include }>>>;

export const toQuote = (r: QuoteRequestRow): QuoteRequest => ({
  id: r.id,
  reference: r.reference,
  name: r.name,
  company: r.company,
  email: r.email,
  phone: r.phone,
  state: r.state,
  zip: r.zip,
  notes: r.notes,
  status: r.status as QuoteStatus,
  isRead: r.isRead,
  adminNotes: r.adminNotes,
  emailStatus: r.emailStatus,
  neededBy: r.neededBy,
  quoteValidUntil: r.quoteValidUntil,
  expired: r.status === "Quoted" && r.quoteValidUntil !== null && isPastValidUntil(r.quoteValidUntil),
  createdAt: r.createdAt.toISOString(),
  items: r.items.map((i) => ({
    productId: i.productId,
    sku: i.sku,
    name: i.name,
    priceText: i.priceText,
    unitOfSale: i.unitOfSale,
    quantity: i.quantity,
    targetPrice: i.targetPrice,
    substitutesOk: i.substitutesOk,
  })),
});

export const formatReference = (id: number, createdAt: Date) => `Q-${createdAt.getUTCFullYear()}-${String(id).padStart(6, "0")}`;

interface Snapshot {
  productId: number | null;
  sku: string;
  name: string;
  priceText: string;
  unitOfSale: string;
  quantity: number;
  targetPrice: string | null;
  substitutesOk: boolean;
}

/**
 * Each requested item is looked up in the catalogue: a product by SKU (any
 * case), or by id when no SKU is sent. Every orderable card and variant of the
 * stretch-film page is a product of its own. The stored snapshot is the
 * server's own name, SKU, price text and unit of sale, never what the browser sent.
 */
async function resolveItems(items: QuoteRequestInput["items"]): Promise<Snapshot[]> {
  const skus = items.map((i) => i.sku).filter(Boolean);
  const ids = items.map((i) => i.productId).filter((v): v is number => v != null && v > 0 && v <= 2_147_483_647);
  const [withSku, withId] = await Promise.all([productsBySkus(skus), productsByIds(ids)]);
  const bySku = new Map(withSku.map((p) => [p.sku.toLowerCase(), p]));
  const byId = new Map(withId.map((p) => [p.id, p]));
  const errors: Record<string, string> = {};
  const out: Snapshot[] = [];
  items.forEach((item, index) => {
    const sku = item.sku.toLowerCase();
    const product = (sku && bySku.get(sku)) || (!sku && item.productId != null ? byId.get(item.productId) : undefined);
    if (product) {
      const unitOfSale = unitText(product.priceMin, product.priceMax, product.unitOfSale);
      out.push({
        productId: product.id,
        sku: product.sku,
        name: product.name,
        priceText: priceText(product.priceMin, product.priceMax),
        unitOfSale,
        quantity: item.quantity,
        targetPrice: item.targetPrice,
        substitutesOk: item.substitutesOk,
      });
      return;
    }
    errors[`items.${index}`] = `Unknown product${item.sku ? ` (SKU ${item.sku})` : ""}: it is no longer in the catalogue`;
  });
  const first = Object.entries(errors)[0];
  if (first) throw badRequest(`${first[0]}: ${first[1]}`, errors);
  // One line per product: the same item twice adds up (the first target price stands; substitutes are OK if said once).
  const merged = new Map<string, Snapshot>();
  for (const s of out) {
    const key = s.sku.toLowerCase();
    const prior = merged.get(key);
    if (prior) {
      prior.quantity = Math.min(prior.quantity + s.quantity, 100_000);
      prior.targetPrice ??= s.targetPrice;
      prior.substitutesOk ||= s.substitutesOk;
    } else merged.set(key, { ...s });
  }
  return [...merged.values()];
}

/** The Idempotency-Key scope of POST /api/quote-requests. */
export const QUOTE_REQUEST_SCOPE = "quote-request";

/** The request an earlier POST with this Idempotency-Key created, or null; 422 when the key came with another request. */
export async function findByIdempotencyKey(request: IdempotentRequest): Promise<QuoteRequest | null> {
  const id = await earlierResult(request);
  const row = id === null ? null : await db.quoteRequest.findUnique({ where: { id }, include });
  return row ? toQuote(row) : null;
}

export async function createQuoteRequest(
  input: QuoteRequestInput,
  idempotency: IdempotentRequest | null,
  /** A signed-in buyer of a company sends it for the company; a guest's request has neither. */
  owner: { companyId: number; buyerId: number } | null = null,
): Promise<{ quote: QuoteRequest; created: boolean }> {
  const items = await resolveItems(input.items);
  try {
    const row = await db.$transaction(async (tx) => {
      const created = await tx.quoteRequest.create({
        data: {
          reference: `pending-${randomUUID()}`,
          name: input.name,
          company: input.company,
          email: input.email,
          phone: input.phone,
          state: input.state,
          zip: input.zip,
          notes: input.notes,
          neededBy: input.neededBy,
          companyId: owner?.companyId ?? null,
          buyerId: owner?.buyerId ?? null,
          items: { create: items.map((s, position) => ({ ...s, position })) },
          events: { create: { type: "received", actor: "buyer" } },
        },
      });
      if (idempotency) await recordKey(tx, idempotency, created.id);
      const stored = await tx.quoteRequest.update({
        where: { id: created.id },
        data: { reference: formatReference(created.id, created.createdAt) },
        include,
      });
      await recordEvent(tx, "quote_request.created", {
        id: stored.id,
        reference: stored.reference,
        companyId: stored.companyId,
        items: stored.items.length,
      });
      return stored;
    });
    return { quote: toQuote(row), created: true };
  } catch (e) {
    // The same key sent twice at once: the other request stored it first (this one's transaction rolled back).
    if (idempotency && isKeyTaken(e)) {
      const prior = await findByIdempotencyKey(idempotency);
      if (prior) return { quote: prior, created: false };
    }
    throw e;
  }
}

export async function getQuoteRequest(id: number): Promise<QuoteRequest> {
  const row = await db.quoteRequest.findUnique({ where: { id }, include });
  if (!row) throw notFound("Quote request not found");
  return toQuote(row);
}

/**
 * The inbox sends this when the admin opens a request (a read itself changes
 * nothing). The first opening goes on the timeline; a buyer's message makes
 * the request unread again.
 */
export async function markQuoteRequestRead(id: number, actor = ""): Promise<QuoteRequest> {
  const quote = await getQuoteRequest(id);
  if (quote.isRead) return quote;
  const row = await db.$transaction(async (tx) => {
    const opened = await tx.quoteEvent.count({ where: { quoteRequestId: id, type: "opened" } });
    if (opened === 0) await addEvent(tx, id, { type: "opened", actor });
    return tx.quoteRequest.update({ where: { id }, data: { isRead: true }, include });
  });
  return toQuote(row);
}

/**
 * Which status the admin may set by hand. Won and Lost are closed deals: they
 * change only by a reopening with a reason (409 here). Once a version was sent,
 * Quoted, New and Contacted follow the quote (send, reopen), and by hand the
 * admin may only close the deal as Won or Lost. Before any version, any status.
 */
function statusRefusal(from: QuoteStatus, to: QuoteStatus, versions: number): string | null {
  if (from === to) return null;
  if (from === "Won" || from === "Lost")
    return `This request is ${from}: its status cannot be changed by hand. Reopen the quote with a reason (Send quote) to make a new offer.`;
  if (versions > 0 && to !== "Won" && to !== "Lost") {
    return `A quote was sent: the status follows it (sending makes it Quoted, a reopening Contacted). By hand it can only be closed as Won or Lost.`;
  }
  return null;
}

/** PUT …/{id}: the status by hand (statusRefusal) and the internal notes; the status is checked against the request as it is stored in the same transaction (deal.ts). */
export async function updateQuoteRequest(id: number, update: QuoteStatusUpdate, actor: string): Promise<QuoteRequest> {
  const { before, row } = await db.$transaction(async (tx) => {
    await lockRequest(tx, id);
    const before = await tx.quoteRequest.findUniqueOrThrow({
      where: { id },
      select: { status: true, adminNotes: true, _count: { select: { versions: true } } },
    });
    const from = before.status as QuoteStatus;
    if (update.status) {
      const refusal = statusRefusal(from, update.status, before._count.versions);
      if (refusal) throw conflict(refusal, { status: refusal });
    }
    const row = await tx.quoteRequest.update({
      where: { id },
      data: {
        ...(update.status ? { status: update.status } : {}),
        ...(update.adminNotes !== undefined ? { adminNotes: update.adminNotes } : {}),
        isRead: true,
      },
      include,
    });
    if (update.status && update.status !== from) await addEvent(tx, id, { type: "status", actor, message: `${from} → ${update.status}` });
    return { before: { status: before.status, adminNotes: before.adminNotes }, row };
  });
  await audit({
    actor,
    action: "update",
    entity: "QuoteRequest",
    entityId: id,
    before,
    after: { status: row.status, adminNotes: row.adminNotes },
  });
  return toQuote(row);
}
