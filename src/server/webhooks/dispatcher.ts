import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { env } from "@/env";
import { db } from "@/server/db/client";
import { logger } from "@/server/logger.mjs";
import { metrics } from "@/server/metrics.mjs";
import { FAILING_DISABLED_REASON } from "./health";
import { notifyEndpointDisabled } from "./notices";
import { openSecret } from "./secret";
import { sendSigned, type SendResult } from "./send";

/**
 * Drains the outbox: each new event becomes one delivery row per enabled
 * endpoint subscribed to its type, and each due delivery is claimed, signed
 * and sent. Every instance runs it (jobs.ts); a claim is a lease, so of two
 * instances only one sends a delivery, and a delivery whose sender died is
 * taken over once its lease is stale.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** Waits after the 1st, 2nd, … failed attempt; the last repeats until the day is over. */
export const RETRY_DELAYS_MS = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, HOUR, 2 * HOUR, 4 * HOUR, 8 * HOUR];
/** A delivery is tried for this long, then marked failed. */
export const GIVE_UP_AFTER_MS = 24 * HOUR;
/** An endpoint failing for this long without one success is disabled, and the admin told. */
export const DISABLE_AFTER_MS = 3 * 24 * HOUR;
/** Longer than a send can take (10 s): a claim older than this is from a dispatcher that stopped. */
export const LEASE_MS = 2 * MINUTE;
const BATCH = 20;

export const retryDelay = (attempts: number) => RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1];

export interface DispatcherOptions {
  /** Sending to private addresses (defaults to WEBHOOKS_ALLOW_PRIVATE). */
  allowPrivate?: boolean;
  /** Names this dispatcher's claims; one per process by default. */
  id?: string;
}

export interface RunResult {
  fannedOut: number;
  succeeded: number;
  failed: number;
}

export function createDispatcher(opts: DispatcherOptions = {}) {
  const id = opts.id ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const allowPrivate = opts.allowPrivate ?? env.WEBHOOKS_ALLOW_PRIVATE;

  /** New events to delivery rows, each event once (the conditional update decides which run does it). */
  async function fanOut(now: Date): Promise<number> {
    const events = await db.outboxEvent.findMany({
      where: { fannedOutAt: null },
      orderBy: { createdAt: "asc" },
      take: 100,
      select: { id: true, type: true },
    });
    if (events.length === 0) return 0;
    const endpoints = await db.webhookEndpoint.findMany({ where: { enabled: true }, select: { id: true, events: true } });
    let count = 0;
    for (const event of events) {
      const targets = endpoints.filter((e) => (JSON.parse(e.events) as string[]).includes(event.type));
      const taken = await db.$transaction(async (tx) => {
        const { count: mine } = await tx.outboxEvent.updateMany({ where: { id: event.id, fannedOutAt: null }, data: { fannedOutAt: now } });
        if (mine !== 1) return false;
        if (targets.length > 0) {
          await tx.webhookDelivery.createMany({
            data: targets.map((t) => ({
              eventId: event.id,
              endpointId: t.id,
              nextAttemptAt: now,
              giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS),
            })),
          });
        }
        return true;
      });
      if (taken) count++;
    }
    return count;
  }

  /** Claims up to BATCH due deliveries for this dispatcher; the ids it now holds. */
  async function claim(now: Date): Promise<number[]> {
    const stale = new Date(now.getTime() - LEASE_MS);
    if (env.provider === "postgresql") {
      // Rows another dispatcher is claiming right now are skipped, not waited for.
      const rows = await db.$queryRaw<{ id: number }[]>`
        UPDATE "WebhookDelivery" SET "claimedBy" = ${id}, "claimedAt" = ${now}
        WHERE "id" IN (
          SELECT "id" FROM "WebhookDelivery"
          WHERE "status" = 'pending' AND "nextAttemptAt" <= ${now} AND ("claimedAt" IS NULL OR "claimedAt" < ${stale})
          ORDER BY "nextAttemptAt" LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING "id"`;
      return rows.map((r) => r.id);
    }
    const due = await db.webhookDelivery.findMany({
      where: { status: "pending", nextAttemptAt: { lte: now }, OR: [{ claimedAt: null }, { claimedAt: { lt: stale } }] },
      orderBy: { nextAttemptAt: "asc" },
      take: BATCH,
      select: { id: true },
    });
    const mine: number[] = [];
    for (const d of due) {
      // SQLite writes one at a time: of two dispatchers, the second finds the row claimed and changes nothing.
      const { count } = await db.webhookDelivery.updateMany({
        where: { id: d.id, status: "pending", OR: [{ claimedAt: null }, { claimedAt: { lt: stale } }] },
        data: { claimedBy: id, claimedAt: now },
      });
      if (count === 1) mine.push(d.id);
    }
    return mine;
  }

  /** Sends one claimed delivery and records the outcome, if this dispatcher still holds it. */
  async function deliver(deliveryId: number, now: Date): Promise<boolean> {
    const d = await db.webhookDelivery.findUnique({
      where: { id: deliveryId },
      include: { event: true, endpoint: true },
    });
    if (!d || d.claimedBy !== id) return false;
    const ep = d.endpoint;
    let result: SendResult;
    if (!ep.enabled) {
      result = { ok: false, status: null, body: null, error: "endpoint disabled" };
    } else {
      const secret = openSecret(ep.secretSealed);
      result = secret
        ? await sendSigned({ url: ep.url, secret, eventId: d.eventId, payload: d.event.payload, allowPrivate, at: now })
        : {
            ok: false,
            status: null,
            body: null,
            error: "signing secret unreadable (the server's secret changed): delete and add the endpoint again",
          };
    }
    const attempts = d.attempts + 1;
    const next = new Date(now.getTime() + retryDelay(attempts));
    const finalFailure = !result.ok && (!ep.enabled || next > d.giveUpAt);
    const { count } = await db.webhookDelivery.updateMany({
      where: { id: deliveryId, claimedBy: id },
      data: {
        status: result.ok ? "succeeded" : finalFailure ? "failed" : "pending",
        attempts,
        nextAttemptAt: next,
        claimedBy: null,
        claimedAt: null,
        lastAttemptAt: now,
        responseStatus: result.status,
        responseBody: result.body,
        error: result.error?.slice(0, 1000) ?? null,
        deliveredAt: result.ok ? now : null,
      },
    });
    if (count !== 1) logger.warn({ delivery: deliveryId }, "webhook delivery lease lost while sending");
    if (!ep.enabled) return false;
    // Counted once the attempt is over, whoever records it: a lost lease does not undo a request that was made.
    metrics.webhookDeliveries.inc({ result: result.ok ? "succeeded" : "failed" });
    if (!result.ok) metrics.webhookFailures.inc();
    if (result.ok) {
      if (ep.failingSince) await db.webhookEndpoint.updateMany({ where: { id: ep.id }, data: { failingSince: null } });
    } else {
      logger.warn({ endpoint: ep.id, event: d.eventId, attempt: attempts, reason: result.error }, "webhook delivery failed");
      await endpointFailed(ep.id, now);
    }
    return result.ok;
  }

  /** Marks the endpoint failing; after three days of nothing but failures it is disabled, once, and the admin told. */
  async function endpointFailed(endpointId: number, now: Date): Promise<void> {
    await db.webhookEndpoint.updateMany({ where: { id: endpointId, failingSince: null }, data: { failingSince: now } });
    const reason = FAILING_DISABLED_REASON;
    const { count } = await db.webhookEndpoint.updateMany({
      where: { id: endpointId, enabled: true, failingSince: { lte: new Date(now.getTime() - DISABLE_AFTER_MS) } },
      data: { enabled: false, disabledAt: now, disabledReason: reason },
    });
    if (count === 1) {
      logger.error({ endpoint: endpointId }, "webhook endpoint disabled after 3 days of failures");
      await notifyEndpointDisabled(endpointId, reason).catch((err) => logger.error({ err }, "webhook disabled notice failed"));
    }
  }

  /** One pass: fan out new events, then send what is due. */
  async function runOnce(now = new Date()): Promise<RunResult> {
    const fannedOut = await fanOut(now);
    let succeeded = 0;
    let failed = 0;
    const ids = await claim(now);
    // A few receivers at once; one slow receiver holds only its own deliveries.
    const queue = [...ids];
    await Promise.all(
      Array.from({ length: Math.min(4, queue.length) }, async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          if (await deliver(next, now)) succeeded++;
          else failed++;
        }
      }),
    );
    return { fannedOut, succeeded, failed };
  }

  return { id, runOnce };
}

let running: Promise<unknown> | null = null;
let processDispatcher: ReturnType<typeof createDispatcher> | null = null;

/** Runs this process's dispatcher unless a pass is already under way (jobs.ts calls it every few seconds). */
export function pumpWebhooks(): Promise<unknown> {
  if (running) return running;
  processDispatcher ??= createDispatcher();
  running = processDispatcher
    .runOnce()
    .catch((err) => logger.error({ err }, "webhook dispatcher pass failed"))
    .finally(() => {
      running = null;
    });
  return running;
}

/** Events older than this are removed with their deliveries: the admin screen shows recent ones. */
const KEEP_MS = 30 * 24 * HOUR;

export async function pruneWebhookEvents(now = Date.now()): Promise<number> {
  const { count } = await db.outboxEvent.deleteMany({
    where: { createdAt: { lt: new Date(now - KEEP_MS) }, fannedOutAt: { not: null }, deliveries: { none: { status: "pending" } } },
  });
  return count;
}
