import "server-only";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { env } from "@/env";
import { db } from "@/server/db/client";

/** What the dashboard's System Overview states: measured now, not a slogan. */
export interface SystemStatus {
  database: { reachable: true; latencyMs: number } | { reachable: false; error: string };
  provider: "SQLite" | "PostgreSQL";
  /** ISO time of the newest file in the backup folder, or null when there is none. */
  lastBackupAt: string | null;
  siteUrl: string;
  checkedAt: string;
}

const DB_TIMEOUT_MS = 3_000;

export function backupDir(): string {
  return env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups");
}

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
    console.error("System status: database check failed:", e);
    // The admin sees a short reason; details stay in the server log.
    return { reachable: false, error: e instanceof Error && e.message.startsWith("no answer") ? e.message : "the query failed" };
  } finally {
    clearTimeout(timer);
  }
}

/** Newest modification time among the regular files of the backup folder; a missing folder means no backup. */
export async function lastBackupTime(dir = backupDir()): Promise<Date | null> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return null;
  }
  let newest: Date | null = null;
  for (const name of names) {
    if (name.startsWith(".")) continue;
    const s = await stat(path.join(dir, name)).catch(() => null);
    if (s?.isFile() && s.size > 0 && (!newest || s.mtime > newest)) newest = s.mtime;
  }
  return newest;
}

export async function getSystemStatus(): Promise<SystemStatus> {
  const [database, lastBackup] = await Promise.all([checkDatabase(), lastBackupTime()]);
  return {
    database,
    provider: env.provider === "postgresql" ? "PostgreSQL" : "SQLite",
    lastBackupAt: lastBackup ? lastBackup.toISOString() : null,
    siteUrl: env.siteUrl,
    checkedAt: new Date().toISOString(),
  };
}
