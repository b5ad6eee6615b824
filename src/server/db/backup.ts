import "server-only";
import { existsSync, mkdirSync, readdirSync, statSync, unlinkSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { env } from "@/env";
import { sqliteFilePath } from "./provider";

/** Where backups go: BACKUP_DIR, else DATA_DIR/backups. */
export function backupDir(): string {
  return env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(env.DATA_DIR, "backups");
}

/**
 * A consistent copy of the live SQLite database through SQLite's online backup
 * API (readers and writers keep working meanwhile). PostgreSQL is backed up
 * with pg_dump (README), not from the app.
 */
export async function backupSqlite(opts: { keep?: number; now?: Date } = {}): Promise<string> {
  if (env.provider !== "sqlite") throw new Error("The built-in backup is for the embedded SQLite database; use pg_dump for PostgreSQL (see README).");
  const dir = backupDir();
  mkdirSync(dir, { recursive: true });
  const stamp = (opts.now ?? new Date()).toISOString().replace(/[:.]/g, "-");
  const target = path.join(dir, `app-${stamp}.db`);
  const source = new Database(sqliteFilePath(env.DATABASE_URL), { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  prune(dir, opts.keep ?? 14);
  return target;
}

function prune(dir: string, keep: number) {
  const files = readdirSync(dir)
    .filter((f) => /^app-.*\.db$/.test(f))
    .map((f) => ({ f, t: statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const { f } of files.slice(keep)) unlinkSync(path.join(dir, f));
}

/** The newest backup's time, or null. */
export function lastBackupAt(): Date | null {
  const dir = backupDir();
  if (!existsSync(dir)) return null;
  const times = readdirSync(dir)
    .filter((f) => /^app-.*\.db$/.test(f))
    .map((f) => statSync(path.join(dir, f)).mtimeMs);
  return times.length ? new Date(Math.max(...times)) : null;
}
