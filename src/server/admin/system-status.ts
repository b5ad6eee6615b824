import "server-only";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { env } from "@/env";
import type { SystemStatus } from "@/lib/admin-types";
import { backupDir } from "@/server/db/backup";
import { db } from "@/server/db/client";
import { instancesSeen } from "@/server/instances";
import { logger, recentErrors } from "@/server/logger.mjs";
import { emailBacklog } from "@/server/mail/backlog";
import { endpointsDisabledForFailing, webhookBacklog } from "@/server/webhooks/health";

const DAY_MS = 24 * 60 * 60_000;

const DB_TIMEOUT_MS = 3_000;

async function checkDatabase(): Promise<SystemStatus["database"]> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    // A count reads a real table, so an unmigrated or wrong database fails here where `SELECT 1` would pass.
    await Promise.race([
      db.admin.count(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${DB_TIMEOUT_MS / 1000} s`)), DB_TIMEOUT_MS);
      }),
    ]);
    return { reachable: true, latencyMs: Math.max(1, Math.round(performance.now() - started)) };
  } catch (e) {
    logger.error({ err: e }, "system status: database check failed");
    // The admin sees a short reason; details stay in the server log.
    return { reachable: false, error: e instanceof Error && e.message.startsWith("no answer") ? e.message : "the query failed" };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Newest modification time among the regular files of the backup folder; a
 * missing folder means no backup. Any file counts, not only the built-in
 * SQLite copies, so pg_dump files put there by an operator show up too.
 */
export async function lastBackupTime(dir = backupDir()): Promise<Date | null> {
  let names: string[];
  try {
    // The folder is a runtime setting, not part of the build: keep the bundler from tracing the project.
    names = await readdir(/*turbopackIgnore: true*/ dir);
  } catch {
    return null;
  }
  let newest: Date | null = null;
  for (const name of names) {
    if (name.startsWith(".")) continue;
    const s = await stat(/*turbopackIgnore: true*/ path.join(dir, name)).catch(() => null);
    if (s?.isFile() && s.size > 0 && (!newest || s.mtime > newest)) newest = s.mtime;
  }
  return newest;
}

export async function getSystemStatus(): Promise<SystemStatus> {
  const [database, lastBackup, instances, backlog, webhooks] = await Promise.all([
    checkDatabase(),
    lastBackupTime(),
    instancesSeen(),
    emailBacklog().catch(() => null),
    Promise.all([webhookBacklog(), endpointsDisabledForFailing()])
      .then(([backlog, disabledForFailing]) => ({ backlog, disabledForFailing }))
      .catch(() => null),
  ]);
  return {
    database,
    provider: env.provider === "postgresql" ? "PostgreSQL" : "SQLite",
    lastBackupAt: lastBackup ? lastBackup.toISOString() : null,
    backupSchedule: env.provider === "sqlite" ? "Automatic, daily" : "Not run by the app: schedule pg_dump",
    siteUrl: env.siteUrl,
    checkedAt: new Date().toISOString(),
    instances,
    emailBacklog: backlog,
    webhooks,
    serverErrors: recentErrors(DAY_MS),
  };
}
