import "server-only";
import { env } from "@/env";
import { pruneSearchLog } from "@/server/catalog/search/search-log";
import { backupSqlite, lastBackupAt } from "@/server/db/backup";
import { prepareDatabase } from "@/server/db/prepare";
import { pruneIdempotencyKeys } from "@/server/idempotency";
import { beat, HEARTBEAT_MS } from "@/server/instances";
import { emailBacklog } from "@/server/mail/backlog";
import { deliverPendingQuoteEmails } from "@/server/mail/notify";
import { provide } from "@/server/metrics.mjs";
import { removeUnusedUploads } from "@/server/uploads/cleanup";
import { pruneWebhookEvents, pumpWebhooks } from "@/server/webhooks/dispatcher";
import { webhookBacklog } from "@/server/webhooks/health";
import { logger } from "@/server/logger.mjs";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let started = false;

/** Start-up work of a server instance; timers are unref'd so they never hold a process open. */
export async function startServerJobs(): Promise<void> {
  if (started) return;
  started = true;
  await prepareDatabase((m) => logger.info(`startup: ${m}`));
  // Read when /metrics is scraped.
  provide("emailBacklog", emailBacklog);
  provide("webhookBacklog", webhookBacklog);
  // With Redis, the dashboard counts the instances that beat lately (src/server/instances.ts).
  const heartbeat = () => void beat().catch((err) => logger.warn({ err }, "instance heartbeat failed"));
  heartbeat();
  setInterval(heartbeat, HEARTBEAT_MS).unref();
  setInterval(() => {
    deliverPendingQuoteEmails().catch((e) => logger.error({ err: e }, "quote e-mail retry failed"));
  }, MINUTE).unref();
  // Webhooks: the outbox is drained every few seconds by every instance, each delivery claimed by one (webhooks/dispatcher.ts).
  setInterval(() => void pumpWebhooks(), 3_000).unref();
  // Expired Idempotency-Keys are ignored when looked up; pruning only keeps the table small.
  // Search counts are kept 90 days (search-log.ts), so their table stays bounded.
  setInterval(() => {
    pruneIdempotencyKeys().catch((e) => logger.error({ err: e }, "idempotency key pruning failed"));
    pruneSearchLog().catch((e) => logger.error({ err: e }, "search log pruning failed"));
    pruneWebhookEvents().catch((e) => logger.error({ err: e }, "webhook event pruning failed"));
  }, 60 * MINUTE).unref();
  // Uploaded images no longer used anywhere go after a week (src/server/uploads/cleanup.ts).
  const removeUploads = () => {
    removeUnusedUploads()
      .then((removed) => removed.length > 0 && logger.info({ removed: removed.length }, "uploads: removed unused files"))
      .catch((e) => logger.error({ err: e }, "unused upload cleanup failed"));
  };
  setTimeout(removeUploads, 10 * MINUTE).unref();
  setInterval(removeUploads, DAY).unref();
  if (env.provider === "sqlite") {
    // The embedded default backs itself up daily (kept: the last 14 daily ones; manual backups are never pruned).
    const daily = () => {
      const last = lastBackupAt();
      if (last && Date.now() - last.getTime() < DAY) return;
      backupSqlite({ kind: "daily" })
        .then((file) => logger.info({ file }, "daily backup written"))
        .catch((e) => logger.error({ err: e }, "daily backup failed"));
    };
    setTimeout(daily, MINUTE).unref();
    setInterval(daily, 60 * MINUTE).unref();
  }
}
