import "server-only";
import type { WebhookDeliveryStatus, WebhookDeliveryView, WebhookEndpointView, WebhookEventType } from "@/lib/webhooks";
import { WEBHOOK_TEST_EVENT } from "@/lib/webhooks";
import type { WebhookEndpointInput } from "@/lib/validation/webhook";
import { audit } from "@/server/audit";
import { db } from "@/server/db/client";
import { conflict, notFound } from "@/server/http/errors";
import { GIVE_UP_AFTER_MS } from "./dispatcher";
import { eventBody, newEventId } from "./outbox";
import { newSecret, openSecret, sealSecret } from "./secret";

/** The admin's webhook endpoints (GET/POST /api/admin/webhooks and below), every change audited. */
export const MAX_ENDPOINTS = 20;
const RECENT_DELIVERIES = 50;

type EndpointRow = Awaited<ReturnType<typeof db.webhookEndpoint.findFirstOrThrow>>;

function toView(row: EndpointRow, counts: Partial<Record<WebhookDeliveryStatus, number>> = {}): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: JSON.parse(row.events) as WebhookEventType[],
    enabled: row.enabled,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    deliveries: { pending: counts.pending ?? 0, succeeded: counts.succeeded ?? 0, failed: counts.failed ?? 0 },
  };
}

/** What the audit log keeps of an endpoint: never its secret. */
const audited = (v: WebhookEndpointView) => ({ url: v.url, description: v.description, events: v.events, enabled: v.enabled });

async function countsOf(ids: number[]) {
  const groups = await db.webhookDelivery.groupBy({
    by: ["endpointId", "status"],
    where: { endpointId: { in: ids } },
    _count: { _all: true },
  });
  const out = new Map<number, Partial<Record<WebhookDeliveryStatus, number>>>();
  for (const g of groups) {
    const m = out.get(g.endpointId) ?? {};
    m[g.status as WebhookDeliveryStatus] = g._count._all;
    out.set(g.endpointId, m);
  }
  return out;
}

export async function listEndpoints(): Promise<WebhookEndpointView[]> {
  const rows = await db.webhookEndpoint.findMany({ orderBy: { id: "asc" }, take: MAX_ENDPOINTS });
  const counts = await countsOf(rows.map((r) => r.id));
  return rows.map((r) => toView(r, counts.get(r.id)));
}

async function findEndpoint(id: number): Promise<EndpointRow> {
  const row = await db.webhookEndpoint.findUnique({ where: { id } });
  if (!row) throw notFound("Webhook endpoint not found");
  return row;
}

export async function getEndpoint(id: number): Promise<WebhookEndpointView> {
  const row = await findEndpoint(id);
  return toView(row, (await countsOf([id])).get(id));
}

/** Adds an endpoint with a new signing secret, which the answer carries (and GET …/secret reveals again later). */
export async function createEndpoint(input: WebhookEndpointInput, actor: string): Promise<WebhookEndpointView & { secret: string }> {
  const secret = newSecret();
  const row = await db.$transaction(async (tx) => {
    if ((await tx.webhookEndpoint.count()) >= MAX_ENDPOINTS) throw conflict(`At most ${MAX_ENDPOINTS} webhook endpoints: delete one first`);
    return tx.webhookEndpoint.create({
      data: { url: input.url, description: input.description, events: JSON.stringify(input.events), secretSealed: sealSecret(secret) },
    });
  });
  const view = toView(row);
  await audit({ actor, action: "create", entity: "WebhookEndpoint", entityId: row.id, after: audited(view) });
  return { ...view, secret };
}

export async function revealSecret(id: number): Promise<string> {
  const secret = openSecret((await findEndpoint(id)).secretSealed);
  if (!secret) throw conflict("This endpoint's secret was sealed under an earlier server secret: delete the endpoint and add it again");
  return secret;
}

/** Enables (clearing why it was disabled and its failing streak) or disables an endpoint. */
export async function setEnabled(id: number, enabled: boolean, actor: string): Promise<WebhookEndpointView> {
  const before = await findEndpoint(id);
  const row = await db.webhookEndpoint.update({
    where: { id },
    data: enabled
      ? { enabled: true, disabledAt: null, disabledReason: null, failingSince: null }
      : { enabled: false, disabledAt: new Date(), disabledReason: `Disabled by ${actor}` },
  });
  await audit({
    actor,
    action: "update",
    entity: "WebhookEndpoint",
    entityId: id,
    before: { enabled: before.enabled },
    after: { enabled },
  });
  return getEndpoint(row.id);
}

export async function deleteEndpoint(id: number, actor: string): Promise<void> {
  const before = toView(await findEndpoint(id));
  await db.webhookEndpoint.delete({ where: { id } });
  await audit({ actor, action: "delete", entity: "WebhookEndpoint", entityId: id, before: audited(before) });
}

export async function listDeliveries(endpointId: number): Promise<WebhookDeliveryView[]> {
  await findEndpoint(endpointId);
  const rows = await db.webhookDelivery.findMany({
    where: { endpointId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: RECENT_DELIVERIES,
    include: { event: { select: { type: true } } },
  });
  return rows.map((d) => ({
    id: d.id,
    eventId: d.eventId,
    eventType: d.event.type,
    status: d.status as WebhookDeliveryStatus,
    attempts: d.attempts,
    createdAt: d.createdAt.toISOString(),
    lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: d.status === "pending" ? d.nextAttemptAt.toISOString() : null,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
    responseStatus: d.responseStatus,
    responseBody: d.responseBody,
    error: d.error,
  }));
}

/**
 * Sends a delivery again, with the same webhook-id (a receiver that keeps
 * the ids it has seen can tell). A delivery still pending is already being
 * tried: 409.
 */
export async function redeliver(endpointId: number, deliveryId: number, actor: string): Promise<void> {
  const endpoint = await findEndpoint(endpointId);
  if (!endpoint.enabled) throw conflict("This endpoint is disabled: enable it before redelivering");
  const now = new Date();
  const { count } = await db.webhookDelivery.updateMany({
    where: { id: deliveryId, endpointId, status: { in: ["succeeded", "failed"] } },
    data: { status: "pending", nextAttemptAt: now, giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS), claimedBy: null, claimedAt: null },
  });
  if (count !== 1) {
    const d = await db.webhookDelivery.findFirst({ where: { id: deliveryId, endpointId }, select: { status: true } });
    if (!d) throw notFound("Delivery not found");
    throw conflict(`This delivery is ${d.status}: it is already being sent`);
  }
  await audit({ actor, action: "update", entity: "WebhookDelivery", entityId: deliveryId, after: { redeliver: true, endpointId } });
}

/** A "webhook.test" event to this endpoint alone, sent by the dispatcher like any other. */
export async function sendTestEvent(endpointId: number, actor: string): Promise<{ eventId: string }> {
  const endpoint = await findEndpoint(endpointId);
  if (!endpoint.enabled) throw conflict("This endpoint is disabled: enable it before sending a test event");
  const id = newEventId();
  const now = new Date();
  await db.$transaction(async (tx) => {
    await tx.outboxEvent.create({
      data: { id, type: WEBHOOK_TEST_EVENT, payload: eventBody(WEBHOOK_TEST_EVENT, { endpointId }, now), createdAt: now, fannedOutAt: now },
    });
    await tx.webhookDelivery.create({
      data: { eventId: id, endpointId, nextAttemptAt: now, giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS) },
    });
  });
  await audit({ actor, action: "create", entity: "WebhookTestEvent", entityId: endpointId, after: { eventId: id } });
  return { eventId: id };
}
