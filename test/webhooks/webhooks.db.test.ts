/**
 * Signed webhooks from the outbox, end to end on a real database and a real
 * HTTP receiver: every event of the product's use-cases arrives once, signed;
 * a rolled-back change sends nothing; an event outlives the process that wrote
 * it; a receiver that is down gets its events with back-off; redirects and
 * private addresses are refused; two dispatchers racing send each event once.
 */
import { DELETE as deleteEndpointRoute, GET as getEndpointRoute, PUT as enableRoute } from "@/app/api/admin/webhooks/[id]/route";
import { POST as redeliverRoute } from "@/app/api/admin/webhooks/[id]/deliveries/[deliveryId]/redeliver/route";
import { GET as deliveriesRoute } from "@/app/api/admin/webhooks/[id]/deliveries/route";
import { GET as secretRoute } from "@/app/api/admin/webhooks/[id]/secret/route";
import { POST as testEventRoute } from "@/app/api/admin/webhooks/[id]/test/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/admin/webhooks/route";
import { DELETE as deleteProductRoute, PUT as updateProductRoute } from "@/app/api/admin/products/[id]/route";
import { POST as createProductRoute } from "@/app/api/admin/products/route";
import type { Product } from "@/lib/types";
import { WEBHOOK_EVENT_TYPES } from "@/lib/webhooks";
import { db } from "@/server/db/client";
import { createDispatcher, DISABLE_AFTER_MS, LEASE_MS } from "@/server/webhooks/dispatcher";
import { recordEvent } from "@/server/webhooks/outbox";
import { provider, useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makeProduct, makeQuoteRequest } from "../factories";
import { login, send, validProduct } from "../kit";
import { accept, decline, message, putDraft, reply, sendQuote, tokenOf, validDraft } from "../quotes/quote-loop-kit";
import { startReceiver, type Receiver } from "./receiver";

useTestDatabase();

let cookie = "";
let receiver: Receiver;
let product: Product;
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  // validProduct puts the products the tests make through the API in the first category, this one.
  product = await makeProduct({ category: await makeCategory() });
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

beforeEach(async () => {
  // Each test starts with no endpoints and an empty outbox.
  await db.webhookEndpoint.deleteMany();
  await db.outboxEvent.deleteMany();
  receiver.received.length = 0;
  receiver.answer = { status: 200 };
});

const dispatcher = (allowPrivate = true) => createDispatcher({ allowPrivate });

async function addEndpoint(url: string, events: readonly string[] = WEBHOOK_EVENT_TYPES): Promise<{ id: number; secret: string }> {
  const res = await send(createRoute, "POST", "/api/admin/webhooks", { cookie, body: { url, description: "ERP", events } });
  expect(res.status).toBe(201);
  expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  receiver.secret = res.body.secret;
  return { id: res.body.id, secret: res.body.secret };
}

/** Runs passes until nothing is left to send now. */
async function drain(d = dispatcher(), now?: Date) {
  for (let i = 0; i < 20; i++) {
    const r = await d.runOnce(now);
    if (r.fannedOut === 0 && r.succeeded === 0 && r.failed === 0) return;
  }
}

const ids = (p: { id: number }) => ({ id: String(p.id) });

/** A buyer's request for the product, stored with its quote_request.created event. */
const requestQuote = () => makeQuoteRequest([product]);

/** A request with a draft for the product, sent once: its id, reference and the token of its link. */
async function quotedRequest() {
  const { id, reference } = await requestQuote();
  const line = { sku: product.sku, name: product.name, quantity: 2, unit: "case", unitPrice: "45.00" };
  expect((await putDraft(cookie, id, validDraft({ lines: [line] }))).status).toBe(200);
  const sent = await sendQuote(cookie, id);
  expect(sent.status).toBe(201);
  return { id, reference, token: tokenOf(sent.body.url) };
}

test("every event of the quote loop and the catalogue arrives once, signed, with {type, timestamp, data} and no private link", async () => {
  await addEndpoint(receiver.url);
  const created = await send(createProductRoute, "POST", "/api/admin/products", { cookie, body: await validProduct("wh1") });
  expect(created.status).toBe(201);
  const productId = created.body.id as number;
  const updated = await send(updateProductRoute, "PUT", `/api/admin/products/${productId}`, {
    cookie,
    params: ids({ id: productId }),
    body: await validProduct("wh1", { name: "Renamed by the webhook test" }),
  });
  expect(updated.status).toBe(200);
  expect(
    (await send(deleteProductRoute, "DELETE", `/api/admin/products/${productId}`, { cookie, params: ids({ id: productId }) })).status,
  ).toBe(200);

  const won = await quotedRequest();
  expect((await message(won.token, { message: "Can you ship Tuesday?" })).status).toBe(201);
  expect((await reply(cookie, won.id, { message: "Yes." })).status).toBe(201);
  expect((await accept(won.token, { name: "Dana", version: 1 })).status).toBe(200);
  const lost = await quotedRequest();
  expect((await decline(lost.token, { reason: "Too dear" })).status).toBe(200);

  await drain();
  const types = receiver.received.map((r) => r.body.type);
  expect(types.filter((t) => t === "quote_request.created")).toHaveLength(2);
  expect(types.filter((t) => t === "quote.sent")).toHaveLength(2);
  expect(types.filter((t) => t === "quote.message")).toHaveLength(2);
  for (const t of ["product.created", "product.updated", "product.deleted", "quote.accepted", "quote.declined"]) {
    expect(types.filter((x) => x === t)).toHaveLength(1);
  }
  expect(receiver.received.every((r) => r.verified)).toBe(true);
  // One delivery per event: as many distinct webhook-ids as requests, and as many as events written.
  expect(new Set(receiver.received.map((r) => r.id)).size).toBe(receiver.received.length);
  expect(receiver.received.length).toBe(await db.outboxEvent.count());

  const accepted = receiver.received.find((r) => r.body.type === "quote.accepted")!;
  expect(accepted.body.data).toEqual({ quoteRequestId: won.id, reference: won.reference, version: 1 });
  expect(Date.parse(accepted.body.timestamp)).not.toBeNaN();
  const everything = JSON.stringify(receiver.received);
  expect(everything).not.toContain(won.token);
  expect(everything).not.toContain("/quotes/");
  const product = receiver.received.find((r) => r.body.type === "product.updated")!;
  expect(product.body.data).toMatchObject({ id: productId, sku: "TP-wh1", name: "Renamed by the webhook test" });

  // Nothing is sent twice.
  await drain();
  expect(receiver.received.length).toBe(await db.outboxEvent.count());
  expect(await db.webhookDelivery.count({ where: { status: "succeeded" } })).toBe(receiver.received.length);
});

test("only the subscribed types go to an endpoint, and a disabled endpoint gets nothing", async () => {
  const { id } = await addEndpoint(receiver.url, ["quote_request.created"]);
  await requestQuote();
  await send(createProductRoute, "POST", "/api/admin/products", { cookie, body: await validProduct("wh2") });
  await drain();
  expect(receiver.received.map((r) => r.body.type)).toEqual(["quote_request.created"]);

  expect(
    (await send(enableRoute, "PUT", `/api/admin/webhooks/${id}`, { cookie, params: ids({ id }), body: { enabled: false } })).status,
  ).toBe(200);
  await requestQuote();
  await drain();
  expect(receiver.received).toHaveLength(1);
});

test("a change that rolls back writes no event, and sends nothing", async () => {
  await addEndpoint(receiver.url);
  await expect(
    db.$transaction(async (tx) => {
      await recordEvent(tx, "product.created", { id: 0 });
      // A second product with a taken SKU: the insert fails and the transaction with it.
      await tx.product.create({ data: { name: "Clash", slug: "clash-wh", sku: product.sku, description: "", imageUrl: "" } });
    }),
  ).rejects.toThrow();
  // Through a use-case: a product whose slug is taken is refused, with nothing stored.
  const refused = await send(createProductRoute, "POST", "/api/admin/products", {
    cookie,
    body: await validProduct("wh3", { slug: product.slug }),
  });
  expect(refused.status).toBe(409);
  expect(await db.outboxEvent.count()).toBe(0);
  await drain();
  expect(receiver.received).toHaveLength(0);
});

test("an event written by a process that stopped before sending (or mid-send) is sent by a fresh dispatcher", async () => {
  const { id: endpointId } = await addEndpoint(receiver.url);
  // The change is stored with its event; no dispatcher runs ("killed").
  const { reference } = await requestQuote();
  expect(await db.outboxEvent.count()).toBe(1);
  expect(receiver.received).toHaveLength(0);
  await drain(createDispatcher({ allowPrivate: true, id: "fresh-after-restart" }));
  expect(receiver.received).toHaveLength(1);
  expect(receiver.received[0].body.data.reference).toBe(reference);

  // A dispatcher that claimed a delivery and died: another takes it over once the lease is stale, not before.
  await requestQuote();
  const event = await db.outboxEvent.findFirstOrThrow({ where: { fannedOutAt: null } });
  const now = new Date();
  await db.outboxEvent.update({ where: { id: event.id }, data: { fannedOutAt: now } });
  await db.webhookDelivery.create({
    data: { eventId: event.id, endpointId, giveUpAt: new Date(now.getTime() + 86_400_000), claimedBy: "dead", claimedAt: now },
  });
  await drain(dispatcher(), new Date(now.getTime() + 1000));
  expect(receiver.received).toHaveLength(1);
  await drain(dispatcher(), new Date(now.getTime() + LEASE_MS + 1000));
  expect(receiver.received).toHaveLength(2);
  expect(receiver.received.every((r) => r.verified)).toBe(true);
});

test("a receiver that is down (503) gets its events when it is back, retried with back-off under the same webhook-id", async () => {
  const { id } = await addEndpoint(receiver.url);
  receiver.answer = { status: 503 };
  await requestQuote();
  const t0 = new Date();
  const d = dispatcher();
  await d.runOnce(t0);
  let row = await db.webhookDelivery.findFirstOrThrow();
  expect(row).toMatchObject({ status: "pending", attempts: 1, responseStatus: 503, error: "answered 503" });
  expect(row.responseBody).toBe("not now (503)");
  expect(row.nextAttemptAt.getTime() - t0.getTime()).toBe(30_000);
  expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id } })).failingSince).not.toBeNull();

  // Not before its time.
  await d.runOnce(new Date(t0.getTime() + 20_000));
  expect(receiver.received).toHaveLength(1);
  const t1 = new Date(t0.getTime() + 31_000);
  await d.runOnce(t1);
  row = await db.webhookDelivery.findFirstOrThrow();
  expect(row.attempts).toBe(2);
  expect(row.nextAttemptAt.getTime() - t1.getTime()).toBe(120_000);

  receiver.answer = { status: 200 };
  await d.runOnce(new Date(t1.getTime() + 121_000));
  row = await db.webhookDelivery.findFirstOrThrow();
  expect(row).toMatchObject({ status: "succeeded", attempts: 3, responseStatus: 200, error: null });
  expect(receiver.received).toHaveLength(3);
  expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1);
  expect(receiver.received.every((r) => r.verified)).toBe(true);
  expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id } })).failingSince).toBeNull();
});

test("a delivery is given up after 24 hours, and an endpoint failing for 3 days is disabled", async () => {
  const { id } = await addEndpoint(receiver.url);
  receiver.answer = { status: 500 };
  await requestQuote();
  const d = dispatcher();
  await d.runOnce();
  // Its last chance: the next wait would end past the 24 hours.
  await db.webhookDelivery.updateMany({ data: { giveUpAt: new Date(Date.now() + 60_000), nextAttemptAt: new Date() } });
  await d.runOnce();
  expect(await db.webhookDelivery.findFirstOrThrow()).toMatchObject({ status: "failed", attempts: 2 });

  await db.webhookEndpoint.update({ where: { id }, data: { failingSince: new Date(Date.now() - DISABLE_AFTER_MS - 60_000) } });
  await requestQuote();
  await d.runOnce();
  const endpoint = await send(getEndpointRoute, "GET", `/api/admin/webhooks/${id}`, { cookie, params: ids({ id }) });
  expect(endpoint.body).toMatchObject({ enabled: false, disabledReason: "Every delivery failed for 3 days" });
  // Enabling it again clears the streak.
  const enabled = await send(enableRoute, "PUT", `/api/admin/webhooks/${id}`, { cookie, params: ids({ id }), body: { enabled: true } });
  expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
});

test("a redirect is a failure and is not followed", async () => {
  const target = await startReceiver();
  try {
    await addEndpoint(receiver.url);
    receiver.answer = { status: 302, location: target.url };
    await requestQuote();
    await dispatcher().runOnce();
    expect(await db.webhookDelivery.findFirstOrThrow()).toMatchObject({ status: "pending", responseStatus: 302 });
    expect((await db.webhookDelivery.findFirstOrThrow()).error).toMatch(
      /^redirect \(302 to http:\/\/127\.0\.0\.1:\d+\/hooks\) not followed$/,
    );
    expect(target.received).toHaveLength(0);
  } finally {
    await target.close();
  }
});

test("private, loopback and link-local receivers are refused without WEBHOOKS_ALLOW_PRIVATE, by address and by name", async () => {
  await addEndpoint(receiver.url);
  await addEndpoint(receiver.url.replace("127.0.0.1", "localhost"));
  await addEndpoint("http://[::1]:9/hooks");
  await addEndpoint("http://169.254.169.254/latest/meta-data");
  await requestQuote();
  await drain(dispatcher(false));
  expect(receiver.received).toHaveLength(0);
  const errors = (await db.webhookDelivery.findMany({ orderBy: { endpointId: "asc" } })).map((d) => d.error);
  expect(errors).toEqual([
    "127.0.0.1 is a private, loopback or link-local address",
    expect.stringMatching(/^localhost resolves to (127\.0\.0\.1|::1), a private, loopback or link-local address$/),
    "::1 is a private, loopback or link-local address",
    "169.254.169.254 is a private, loopback or link-local address",
  ]);
});

test("two dispatchers racing deliver each event exactly once", async () => {
  await addEndpoint(receiver.url);
  for (let i = 0; i < 12; i++) await requestQuote();
  const a = createDispatcher({ allowPrivate: true, id: "a" });
  const b = createDispatcher({ allowPrivate: true, id: "b" });
  for (let i = 0; i < 5; i++) await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
  expect(receiver.received).toHaveLength(12);
  expect(new Set(receiver.received.map((r) => r.id)).size).toBe(12);
  expect(await db.webhookDelivery.count({ where: { status: "succeeded" } })).toBe(12);
  if (provider === "postgresql") expect(await db.webhookDelivery.count({ where: { claimedBy: { not: null } } })).toBe(0);
});

describe("the admin API", () => {
  test("lists endpoints with counts, reveals the secret again, redelivers, sends a test event, deletes", async () => {
    const auditedBefore = (await db.auditLog.aggregate({ _max: { id: true } }))._max.id ?? 0;
    const { id, secret } = await addEndpoint(receiver.url, ["quote_request.created"]);
    await requestQuote();
    await drain();
    const list = await send(listRoute, "GET", "/api/admin/webhooks", { cookie });
    expect(list.body).toEqual([
      expect.objectContaining({
        id,
        url: receiver.url,
        description: "ERP",
        events: ["quote_request.created"],
        enabled: true,
        deliveries: { pending: 0, succeeded: 1, failed: 0 },
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect((await send(secretRoute, "GET", `/api/admin/webhooks/${id}/secret`, { cookie, params: ids({ id }) })).body).toEqual({ secret });
    // The secret is stored sealed.
    expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id } })).secretSealed).not.toContain(secret.slice(6, 20));

    const deliveries = await send(deliveriesRoute, "GET", `/api/admin/webhooks/${id}/deliveries`, { cookie, params: ids({ id }) });
    const [delivery] = deliveries.body;
    expect(delivery).toMatchObject({ eventType: "quote_request.created", status: "succeeded", responseStatus: 200, attempts: 1 });
    expect(delivery.responseBody).toBe(`ok ${delivery.eventId}`);

    const params = { id: String(id), deliveryId: String(delivery.id) };
    expect((await send(redeliverRoute, "POST", "/", { cookie, params })).status).toBe(202);
    // Already queued again: 409 naming its state.
    const again = await send(redeliverRoute, "POST", "/", { cookie, params });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/pending/);
    await drain();
    expect(receiver.received.map((r) => r.id)).toEqual([delivery.eventId, delivery.eventId]);

    expect((await send(testEventRoute, "POST", "/", { cookie, params: ids({ id }) })).status).toBe(202);
    await drain();
    expect(receiver.received.at(-1)!.body).toMatchObject({ type: "webhook.test", data: { endpointId: id } });
    expect(receiver.received.every((r) => r.verified)).toBe(true);

    const audited = await db.auditLog.findMany({ where: { id: { gt: auditedBefore } }, orderBy: { id: "asc" } });
    expect(audited.map((a) => `${a.action} ${a.entity}`)).toEqual([
      "create WebhookEndpoint",
      "update WebhookDelivery",
      "create WebhookTestEvent",
    ]);
    expect(JSON.stringify(audited)).not.toContain(secret);

    expect((await send(deleteEndpointRoute, "DELETE", "/", { cookie, params: ids({ id }) })).status).toBe(200);
    expect(await db.webhookDelivery.count()).toBe(0);
    expect((await send(getEndpointRoute, "GET", "/", { cookie, params: ids({ id }) })).status).toBe(404);
  });

  test("refuses a bad URL, unknown or no events, naming the field, with nothing stored", async () => {
    const bad = async (body: unknown, field: string) => {
      const res = await send(createRoute, "POST", "/api/admin/webhooks", { cookie, body });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toContain(field);
    };
    await bad({ url: "ftp://example.com/x", events: ["quote.sent"] }, "url");
    await bad({ url: "https://user:pw@example.com/x", events: ["quote.sent"] }, "url");
    await bad({ url: "https://example.com/x", events: [] }, "events");
    await bad({ url: "https://example.com/x", events: ["quote.exploded"] }, "events.0");
    await bad({ url: "https://example.com/x", events: ["quote.sent"], description: "two\nlines" }, "description");
    expect(await db.webhookEndpoint.count()).toBe(0);
  });
});
