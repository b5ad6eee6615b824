/**
 * What operations see of webhooks, from real deliveries to real receivers:
 * the /metrics series (the backlog read at scrape time, failed and succeeded
 * attempts counted) and the dashboard's System Overview (the backlog and the
 * endpoints disabled for failing).
 */
import { PUT as enableRoute } from "@/app/api/admin/webhooks/[id]/route";
import { POST as createRoute } from "@/app/api/admin/webhooks/route";
import type { Product } from "@/lib/types";
import { getSystemStatus } from "@/server/admin/system-status";
import { metrics, provide } from "@/server/metrics.mjs";
import { createDispatcher, DISABLE_AFTER_MS } from "@/server/webhooks/dispatcher";
import { webhookBacklog } from "@/server/webhooks/health";
import { useTestDatabase } from "../db";
import { makeAdmin, makeProduct, makeQuoteRequest } from "../factories";
import { login, send } from "../kit";
import { startReceiver, type Receiver } from "./receiver";

useTestDatabase();

let cookie = "";
let failing: Receiver;
let working: Receiver;
let product: Product;
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  product = await makeProduct();
  // Making the product recorded a product.created event: fanned out here, to no endpoint yet, so that the
  // passes below count the quote requests' events only.
  expect(await createDispatcher({ allowPrivate: true }).runOnce()).toEqual({ fannedOut: 1, succeeded: 0, failed: 0 });
  failing = await startReceiver();
  failing.answer = { status: 503 };
  working = await startReceiver();
  // As jobs.ts does at start-up.
  provide("webhookBacklog", webhookBacklog);
});
afterAll(async () => {
  await failing.close();
  await working.close();
});

async function addEndpoint(receiver: Receiver, description: string): Promise<number> {
  const res = await send(createRoute, "POST", "/api/admin/webhooks", {
    cookie,
    body: { url: receiver.url, description, events: ["quote_request.created"] },
  });
  expect(res.status).toBe(201);
  receiver.secret = res.body.secret;
  return res.body.id;
}

/** The value of one series in a Prometheus scrape of this process's registry. */
async function scrape(): Promise<(series: string) => number | undefined> {
  const text = await metrics.registry.metrics();
  return (series) => {
    const line = text.split("\n").find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };
}

const FAILURES = "storefront_webhook_delivery_failures_total";
const FAILED = 'storefront_webhook_deliveries_total{result="failed"}';
const SUCCEEDED = 'storefront_webhook_deliveries_total{result="succeeded"}';

test("a receiver answering 503: the backlog and the failures grow; three days on the endpoint is disabled, and the System Overview says so", async () => {
  const before = await scrape();
  // The counters are the process's: compare with what they were.
  const base = { failures: before(FAILURES) ?? 0, failed: before(FAILED) ?? 0, succeeded: before(SUCCEEDED) ?? 0 };
  expect(before("storefront_webhook_backlog")).toBe(0);
  expect((await getSystemStatus()).webhooks).toEqual({ backlog: 0, disabledForFailing: 0 });

  await addEndpoint(failing, "Down");
  // An endpoint the admin disabled is not one disabled for failing.
  const pausedId = await addEndpoint(working, "Paused");
  const paused = await send(enableRoute, "PUT", `/api/admin/webhooks/${pausedId}`, {
    cookie,
    params: { id: String(pausedId) },
    body: { enabled: false },
  });
  expect(paused.status).toBe(200);
  for (let i = 0; i < 3; i++) await makeQuoteRequest([product]);

  const start = new Date();
  const dispatcher = createDispatcher({ allowPrivate: true });
  expect(await dispatcher.runOnce(start)).toEqual({ fannedOut: 3, succeeded: 0, failed: 3 });
  expect(failing.received).toHaveLength(3);
  let now = await scrape();
  expect(now("storefront_webhook_backlog")).toBe(3);
  expect(now(FAILURES)).toBe(base.failures + 3);
  expect(now(FAILED)).toBe(base.failed + 3);
  expect((await getSystemStatus()).webhooks).toEqual({ backlog: 3, disabledForFailing: 0 });

  // The retry 30 s later fails again: counted again, still in the backlog.
  await dispatcher.runOnce(new Date(start.getTime() + 31_000));
  expect(failing.received).toHaveLength(6);
  now = await scrape();
  expect(now("storefront_webhook_backlog")).toBe(3);
  expect(now(FAILURES)).toBe(base.failures + 6);

  // Three days of nothing but failures: the deliveries are given up, the endpoint disabled.
  await dispatcher.runOnce(new Date(start.getTime() + DISABLE_AFTER_MS + 60_000));
  expect(failing.received).toHaveLength(9);
  now = await scrape();
  expect(now("storefront_webhook_backlog")).toBe(0);
  expect(now(FAILURES)).toBe(base.failures + 9);
  expect(now(SUCCEEDED) ?? 0).toBe(base.succeeded);
  const status = await getSystemStatus();
  expect(status.webhooks).toEqual({ backlog: 0, disabledForFailing: 1 });
  expect(status.emailBacklog).not.toBeNull();

  // An endpoint that answers: its delivery is a success, not a failure.
  await send(enableRoute, "PUT", `/api/admin/webhooks/${pausedId}`, { cookie, params: { id: String(pausedId) }, body: { enabled: true } });
  await makeQuoteRequest([product]);
  const later = new Date(start.getTime() + DISABLE_AFTER_MS + 120_000);
  expect(await dispatcher.runOnce(later)).toEqual({ fannedOut: 1, succeeded: 1, failed: 0 });
  // (Signed three days ahead, as this pass's clock says: the receiver would refuse its timestamp, but it answered 200.)
  expect(working.received).toHaveLength(1);
  now = await scrape();
  expect(now(SUCCEEDED)).toBe(base.succeeded + 1);
  expect(now(FAILURES)).toBe(base.failures + 9);
  expect(now("storefront_webhook_backlog")).toBe(0);
  expect((await getSystemStatus()).webhooks).toEqual({ backlog: 0, disabledForFailing: 1 });
});

test("a refused address is a failed attempt too", async () => {
  const base = (await scrape())(FAILURES) ?? 0;
  await addEndpoint(working, "Private");
  await makeQuoteRequest([product]);
  // Without WEBHOOKS_ALLOW_PRIVATE the receiver on 127.0.0.1 is refused before any request.
  const received = working.received.length;
  const r = await createDispatcher({ allowPrivate: false }).runOnce();
  expect(r.failed).toBeGreaterThanOrEqual(1);
  expect(working.received).toHaveLength(received);
  expect((await scrape())(FAILURES)).toBe(base + r.failed);
});
