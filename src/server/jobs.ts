import "server-only";
import { env } from "@/env";
import { pruneSearchLog } from "@/server/catalog/search-log";
import { backupSqlite, lastBackupAt } from "@/server/db/backup";
import { prepareDatabase } from "@/server/db/prepare";
import { pruneIdempotencyKeys } from "@/server/idempotency";
import { deliverPendingQuoteEmails } from "@/server/mail/notify";
import { removeUnusedUploads } from "@/server/uploads/cleanup";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let started = false;

/** Start-up work of a server instance; timers are unref'd so they never hold a process open. */
export async function startServerJobs(): Promise<void> {
  if (started) return;
  started = true;
  await prepareDatabase((m) => console.log(`[startup] ${m}`));
  setInterval(() => {
    deliverPendingQuoteEmails().catch((e) => console.error("quote e-mail retry:", e));
  }, MINUTE).unref();
  // Expired Idempotency-Keys are ignored when looked up; pruning only keeps the table small.
  // Search counts are kept 90 days (search-log.ts), so their table stays bounded.
  setInterval(() => {
    pruneIdempotencyKeys().catch((e) => console.error("idempotency key pruning:", e));
    pruneSearchLog().catch((e) => console.error("search log pruning:", e));
  }, 60 * MINUTE).unref();
  // Uploaded images no longer used anywhere go after a week (src/server/uploads/cleanup.ts).
  const removeUploads = () => {
    removeUnusedUploads()
      .then((removed) => removed.length > 0 && console.log(`[uploads] removed ${removed.length} unused file(s)`))
      .catch((e) => console.error("unused upload cleanup:", e));
  };
  setTimeout(removeUploads, 10 * MINUTE).unref();
  setInterval(removeUploads, DAY).unref();
  if (env.provider === "sqlite") {
    // The embedded default backs itself up daily (kept: the last 14 daily ones; manual backups are never pruned).
    const daily = () => {
      const last = lastBackupAt();
      if (last && Date.now() - last.getTime() < DAY) return;
      backupSqlite({ kind: "daily" })
        .then((file) => console.log(`[backup] ${file}`))
        .catch((e) => console.error("daily backup failed:", e));
    };
    setTimeout(daily, MINUTE).unref();
    setInterval(daily, 60 * MINUTE).unref();
  }
}
