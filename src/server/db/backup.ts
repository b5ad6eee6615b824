import "server-only";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
  rmSync,
  statSync,
  truncateSync,
  unlinkSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { env } from "@/env";
import { backupUploads, restoreUploads, uploadsBeside } from "@/server/uploads/backup-uploads";
import { migrate, MigrationError, migrationsDir, readMigrations } from "./migrate";
import { sqliteFilePath } from "./provider";

/** Where backups go: BACKUP_DIR, else DATA_DIR/backups. */
export function backupDir(): string {
  return env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(env.DATA_DIR, "backups");
}

/** The backup folder, made private to the server's user when this creates it. */
function makeBackupDir(): string {
  const dir = backupDir();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

const stamp = (now = new Date()) => now.toISOString().replace(/[:.]/g, "-");

/**
 * A backup holds every row, password hashes and sessions included: it is
 * created empty with mode 0600 before anything is written into it (SQLite
 * keeps an existing file's mode, and gives its journal the same), so no other
 * user can read it at any moment.
 */
function createPrivateFile(file: string): void {
  closeSync(openSync(file, "wx", 0o600));
  chmodSync(file, 0o600); // whatever the umask
}

/**
 * Daily backups (the server's own, `daily-<time>.db`) are pruned to the newest
 * `keep`; manual ones (`npm run db:backup`, `manual-<time>.db`) never are, nor
 * the `app-<time>.db` files of earlier versions, which may be manual.
 */
export type BackupKind = "daily" | "manual";
const BACKUP_FILE = /^(daily|manual|app)-.*\.db$/;

/**
 * A consistent copy of the live SQLite database through SQLite's online backup
 * API (readers and writers keep working meanwhile), with the uploaded images
 * beside it (`<kind>-<time>.uploads/`, backup-uploads.ts). PostgreSQL is
 * backed up with pg_dump (docs/operations.md), not from the app.
 */
export async function backupSqlite(opts: { kind?: BackupKind; keep?: number; now?: Date } = {}): Promise<string> {
  if (env.provider !== "sqlite")
    throw new Error("The built-in backup is for the embedded SQLite database; use pg_dump for PostgreSQL (see docs/operations.md).");
  const kind = opts.kind ?? "manual";
  const dir = makeBackupDir();
  const target = path.join(dir, `${kind}-${stamp(opts.now)}.db`);
  createPrivateFile(target);
  const source = new Database(sqliteFilePath(env.DATABASE_URL), { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } catch (e) {
    rmSync(target, { force: true });
    throw e;
  } finally {
    source.close();
  }
  backupUploads(uploadsBeside(target));
  if (kind === "daily") pruneDaily(dir, opts.keep ?? 14);
  return target;
}

function pruneDaily(dir: string, keep: number) {
  // The names carry the time (ISO, so they sort in time order): newest first.
  const files = readdirSync(dir)
    .filter((f) => /^daily-.*\.db$/.test(f))
    .sort()
    .reverse();
  for (const f of files.slice(keep)) {
    unlinkSync(path.join(dir, f));
    rmSync(uploadsBeside(path.join(dir, f)), { recursive: true, force: true });
  }
}

/** The newest backup's time (daily, manual or from an earlier version), or null. */
export function lastBackupAt(): Date | null {
  const dir = backupDir();
  if (!existsSync(dir)) return null;
  const times = readdirSync(dir)
    .filter((f) => BACKUP_FILE.test(f))
    .map((f) => statSync(path.join(dir, f)).mtimeMs);
  return times.length ? new Date(Math.max(...times)) : null;
}

// ---------------------------------------------------------------------------
// Restore (npm run db:restore -- <file>). Stop the server first.

/** An expected refusal or failure, with a message meant for the operator (no stack trace). */
export class RestoreError extends Error {}

export interface RestoreResult {
  /** The database as it was just before the restore (null when there was none): restoring it undoes the restore. */
  safetyBackup: string | null;
  /** Migrations applied afterwards to bring a backup from an older version up to date. */
  migrated: string[];
  /** Uploaded images put back from the backup's `.uploads` folder (those missing from the storage). */
  uploads: number;
}

interface RestoreOptions {
  log?: (m: string) => void;
  now?: Date;
}

const SQLITE_MAGIC = Buffer.from("SQLite format 3\0", "latin1");
const PG_MAGIC = Buffer.from("PGDMP", "latin1");
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
const quoteId = (name: string) => `"${name.replace(/"/g, '""')}"`;

function backupFile(file: string): { file: string; head: Buffer } {
  const abs = path.resolve(file);
  if (!existsSync(abs)) throw new RestoreError(`Backup file not found: ${abs}`);
  if (!statSync(abs).isFile()) throw new RestoreError(`Not a file: ${abs}`);
  let fd: number;
  try {
    fd = openSync(abs, "r");
  } catch (e) {
    throw new RestoreError(`Cannot read ${abs}: ${message(e)}`);
  }
  try {
    const head = Buffer.alloc(16);
    return { file: abs, head: head.subarray(0, readSync(fd, head, 0, 16, 0)) };
  } finally {
    closeSync(fd);
  }
}

/**
 * Puts a SQLite backup back in place of the live database:
 * 1. copies the file next to the live database and checks the copy (PRAGMA
 *    integrity_check, `_prisma_migrations`, every table and column its recorded
 *    migrations create, no migration unknown to this version): the live
 *    database is not touched before the backup has passed;
 * 2. refuses when another process has the live database open (the server);
 * 3. writes a safety copy of the live database to the backup folder
 *    (`pre-restore-<time>.db`, never pruned), so the restore can be undone;
 * 4. copies the backup into the live file with SQLite's backup API (one
 *    transaction; the file keeps its owner and permissions; no stale -wal);
 * 5. runs the migrator, so a backup from an older version is brought up to date.
 */
export async function restoreSqlite(file: string, opts: RestoreOptions = {}): Promise<RestoreResult> {
  const log = opts.log ?? (() => {});
  if (env.provider !== "sqlite") {
    throw new RestoreError("DATABASE_URL points to PostgreSQL: restore a pg_dump archive (restorePostgres), not a SQLite file.");
  }
  const { file: source, head } = backupFile(file);
  const live = sqliteFilePath(env.DATABASE_URL);
  if (existsSync(live) && realpathSync(live) === realpathSync(source)) {
    throw new RestoreError(`${source} is the live database itself: name a backup file.`);
  }
  if (head.subarray(0, 5).equals(PG_MAGIC)) {
    throw new RestoreError(`${source} is a PostgreSQL dump (pg_dump), but DATABASE_URL points to the embedded SQLite database.`);
  }
  if (!head.equals(SQLITE_MAGIC)) throw new RestoreError(`${source} is not a SQLite database.`);

  mkdirSync(path.dirname(live), { recursive: true });
  const temp = path.join(path.dirname(live), `.restore-${process.pid}-${randomBytes(4).toString("hex")}.db`);
  try {
    // Check a private copy: the file cannot change between check and restore,
    // and opening the backup itself would leave -wal/-shm files beside it.
    copyFileSync(source, temp);
    if (existsSync(`${source}-wal`)) copyFileSync(`${source}-wal`, `${temp}-wal`);
    const recorded = checkSqliteBackup(temp, source);
    log(`${source}: integrity ok, ${recorded.length} migration(s) recorded`);

    const safetyBackup = await setAsideLiveSqlite(live, opts.now);
    if (safetyBackup) log(`safety copy of the current database: ${safetyBackup}`);

    const copy = new Database(temp, { readonly: true, fileMustExist: true });
    try {
      await copy.backup(live);
    } catch (e) {
      throw new RestoreError(`Writing ${live} failed (the previous database is in ${safetyBackup ?? "no safety copy"}): ${message(e)}`);
    } finally {
      copy.close();
    }
    log(`restored ${source} into ${live}`);

    let migrated: string[];
    try {
      migrated = (await migrate({ url: env.DATABASE_URL, provider: "sqlite", log })).applied;
    } catch (e) {
      if (!(e instanceof MigrationError)) throw e;
      throw new RestoreError(
        `The backup was restored, but bringing it up to date failed: ${e.message}${safetyBackup ? ` The previous database is in ${safetyBackup}.` : ""}`,
      );
    }
    const conn = new Database(live, { fileMustExist: true });
    try {
      const check = conn.pragma("quick_check", { simple: true });
      if (check !== "ok") throw new RestoreError(`The restored database fails SQLite's check: ${check}`);
    } finally {
      conn.close();
    }
    return { safetyBackup, migrated, uploads: await putBackUploads(source, log) };
  } finally {
    for (const f of [temp, `${temp}-wal`, `${temp}-shm`, `${temp}-journal`]) rmSync(f, { force: true });
  }
}

/** The images of the backup's `.uploads` folder, after its data is in place (the data is what matters first). */
async function putBackUploads(backup: string, log: (m: string) => void): Promise<number> {
  const dir = uploadsBeside(backup);
  try {
    const count = await restoreUploads(dir);
    if (existsSync(dir)) log(`${count} uploaded image file(s) put back from ${dir}`);
    return count;
  } catch (e) {
    throw new RestoreError(
      `The data was restored, but putting the uploaded images back from ${dir} failed (run the restore again): ${message(e)}`,
    );
  }
}

/** Checks a copy of a backup; returns the migrations it records. Leaves it as one self-contained file. */
function checkSqliteBackup(copy: string, shownAs: string): string[] {
  let conn: Database.Database;
  try {
    conn = new Database(copy, { fileMustExist: true });
  } catch (e) {
    throw new RestoreError(`${shownAs} cannot be opened as a SQLite database: ${message(e)}`);
  }
  try {
    let check: unknown;
    try {
      check = conn.pragma("integrity_check", { simple: true });
    } catch (e) {
      throw new RestoreError(`${shownAs} is not a usable SQLite database: ${message(e)}`);
    }
    if (check !== "ok") throw new RestoreError(`${shownAs} fails SQLite's integrity check: ${check}`);
    const table = conn.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).pluck();
    if (!table.get("_prisma_migrations"))
      throw new RestoreError(`${shownAs} has no _prisma_migrations table: it is not a database of this app.`);
    const rows = conn
      .prepare(`SELECT migration_name, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY migration_name`)
      .all() as {
      migration_name: string;
      finished_at: unknown;
      rolled_back_at: unknown;
    }[];
    const broken = rows.find((r) => r.finished_at == null && r.rolled_back_at == null);
    if (broken)
      throw new RestoreError(
        `${shownAs} records migration ${broken.migration_name} as started but never finished: it was taken from a broken database.`,
      );
    const recorded = rows.filter((r) => r.finished_at != null).map((r) => r.migration_name);
    if (recorded.length === 0) throw new RestoreError(`${shownAs} records no applied migration: it is not a database of this app.`);
    const known = new Map(readMigrations(migrationsDir("sqlite")).map((m) => [m.name, m]));
    const unknown = recorded.filter((n) => !known.has(n));
    if (unknown.length) {
      throw new RestoreError(
        `${shownAs} comes from a newer version of the app (migration ${unknown.join(", ")} is unknown here): update the app, then restore.`,
      );
    }
    // Every table and column the recorded migrations create must be there.
    const expected = new Database(":memory:");
    try {
      for (const n of recorded) expected.exec(known.get(n)!.sql);
      const tables = expected
        .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
        .pluck()
        .all() as string[];
      const columns = (c: Database.Database, t: string) =>
        (c.pragma(`table_info(${quoteId(t)})`) as { name: string }[]).map((col) => col.name);
      for (const t of tables) {
        if (!table.get(t)) throw new RestoreError(`${shownAs} lacks the table ${t}: it is not a complete database of this app.`);
        const have = new Set(columns(conn, t));
        const missing = columns(expected, t).filter((c) => !have.has(c));
        if (missing.length)
          throw new RestoreError(
            `${shownAs} lacks column(s) ${missing.join(", ")} of table ${t}: it is not a complete database of this app.`,
          );
      }
    } finally {
      expected.close();
    }
    // Fold any WAL into the file, so what gets restored is this one file.
    conn.pragma("journal_mode = DELETE");
    return recorded;
  } finally {
    conn.close();
  }
}

/**
 * Makes sure nothing else uses the live database and copies it aside. Leaving
 * WAL mode needs the database to itself, so it fails (SQLITE_BUSY) while the
 * server, or anything else, holds a connection. Returns the safety copy's path.
 */
async function setAsideLiveSqlite(live: string, now?: Date): Promise<string | null> {
  if (!existsSync(live)) return null;
  const safety = path.join(makeBackupDir(), `pre-restore-${stamp(now)}.db`);
  let conn: Database.Database | undefined;
  try {
    conn = new Database(live, { fileMustExist: true, timeout: 2_000 });
    const mode = conn.pragma("journal_mode = DELETE", { simple: true });
    if (mode !== "delete") throw Object.assign(new Error(`journal mode stays ${mode}`), { code: "SQLITE_BUSY" });
    createPrivateFile(safety);
    await conn.backup(safety);
    return safety;
  } catch (e) {
    const code = (e as { code?: string }).code ?? "";
    if (code === "SQLITE_BUSY" || code === "SQLITE_LOCKED") {
      throw new RestoreError(
        `${live} is in use by another process: stop the server (and anything else using the database), then run the restore again.`,
      );
    }
    if (code !== "SQLITE_NOTADB" && code !== "SQLITE_CORRUPT")
      throw new RestoreError(`Cannot copy the current database ${live} aside: ${message(e)}`);
    // The live database is damaged (perhaps why it is being restored): keep its
    // bytes as they are, then empty the file so the backup can be written into it.
    conn?.close();
    conn = undefined;
    rmSync(safety, { force: true });
    for (const suffix of ["", "-wal"]) {
      if (!existsSync(live + suffix)) continue;
      copyFileSync(live + suffix, safety + suffix);
      chmodSync(safety + suffix, 0o600);
    }
    for (const suffix of ["-wal", "-shm", "-journal"]) rmSync(live + suffix, { force: true });
    truncateSync(live, 0);
    return safety;
  } finally {
    conn?.close();
  }
}

/** Connection settings for the PostgreSQL command-line tools: no Prisma-only parameters; the password goes by environment, not argv. */
function libpqTarget(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  for (const p of [
    "schema",
    "connection_limit",
    "pool_timeout",
    "pgbouncer",
    "socket_timeout",
    "statement_cache_size",
    "sslaccept",
    "sslidentity",
  ])
    u.searchParams.delete(p);
  if (!u.searchParams.has("connect_timeout")) u.searchParams.set("connect_timeout", "10");
  // The tools inherit the environment (PATH, PGSSL*, ...); this is not a setting of the app.
  // eslint-disable-next-line no-restricted-properties
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  if (password) childEnv.PGPASSWORD = password;
  return { url: u.toString(), env: childEnv };
}

const PG_MANUAL = [
  'pg_dump -Fc -f before-restore.dump "$DATABASE_URL"          # safety copy',
  'pg_restore --clean --if-exists --no-owner --single-transaction -d "$DATABASE_URL" <backup-file>',
  "npm run db:migrate                                           # bring an older backup up to date",
].join("\n  ");

function pgTool(tool: string, args: string[], what: string, childEnv?: NodeJS.ProcessEnv): string {
  const r = spawnSync(tool, args, { encoding: "utf8", maxBuffer: 256 * 1024 * 1024, env: childEnv });
  if ((r.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") {
    throw new RestoreError(
      `${tool} is not installed (PostgreSQL client tools, e.g. the postgresql-client package). Restore by hand:\n  ${PG_MANUAL}`,
    );
  }
  if (r.error) throw new RestoreError(`${what} failed: ${r.error.message}`);
  if (r.status !== 0) {
    const lines = (r.stderr || r.stdout).trim().split("\n");
    const errors = lines.filter((l) => /\b(ERROR|FATAL|error|fatal):/.test(l)).map((l) => l.replace(/^psql:\S*: /, ""));
    throw new RestoreError(`${what} failed: ${(errors.length ? errors : lines).join("\n")}`);
  }
  return r.stdout;
}

/** Drops every object of the app's schema (not those of extensions such as pg_trgm): the dump recreates them all. */
const PG_EMPTY_SCHEMA = `SET client_min_messages = warning;
DO $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT format('DROP %s IF EXISTS %I.%I CASCADE',
             CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
             n.nspname, c.relname) AS stmt
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
    ORDER BY c.relkind DESC
  LOOP EXECUTE r.stmt; END LOOP;
  FOR r IN
    SELECT format('DROP %s IF EXISTS %s CASCADE', CASE p.prokind WHEN 'a' THEN 'AGGREGATE' ELSE 'ROUTINE' END, p.oid::regprocedure) AS stmt
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = current_schema()
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP EXECUTE r.stmt; END LOOP;
  FOR r IN
    SELECT format('DROP %s IF EXISTS %I.%I CASCADE', CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, n.nspname, t.typname) AS stmt
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = current_schema() AND t.typtype IN ('e', 'd', 'r', 'c')
      AND (t.typtype <> 'c' OR (SELECT c.relkind FROM pg_class c WHERE c.oid = t.typrelid) = 'c')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
  LOOP EXECUTE r.stmt; END LOOP;
END $$;`;

/** The migrations a pg_dump archive records (read from its `_prisma_migrations` data). */
function pgArchiveMigrations(archive: string): { finished: string[]; broken: string[] } {
  const sql = pgTool("pg_restore", ["--data-only", "--table=_prisma_migrations", "-f", "-", archive], "Reading the backup's migrations");
  const lines = sql.split("\n");
  const start = lines.findIndex((l) => /^COPY \S*_prisma_migrations \(/.test(l));
  if (start < 0) return { finished: [], broken: [] };
  const columns = lines[start]
    .replace(/^COPY \S+ \(/, "")
    .replace(/\) FROM stdin;$/, "")
    .split(", ");
  const at = (c: string) => columns.indexOf(c);
  const finished: string[] = [];
  const broken: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === "\\.") break;
    const f = line.split("\t");
    if (f[at("finished_at")] !== "\\N") finished.push(f[at("migration_name")]);
    else if (f[at("rolled_back_at")] === "\\N") broken.push(f[at("migration_name")]);
  }
  return { finished, broken };
}

/**
 * Puts a `pg_dump -Fc` archive back in place of the PostgreSQL database:
 * checks the archive (pg_restore can read all of it, it holds the app's
 * `_prisma_migrations`, no migration unknown to this version), writes a
 * safety dump (`pre-restore-<time>.dump` in the backup folder), then in ONE
 * transaction (psql --single-transaction) drops the schema's objects and
 * replays the archive, so a failure leaves the database as it was and objects
 * that a newer version added do not survive next to older data; finally runs
 * the migrator. Needs pg_dump, pg_restore and psql (PostgreSQL client tools).
 */
export async function restorePostgres(file: string, opts: RestoreOptions = {}): Promise<RestoreResult> {
  const log = opts.log ?? (() => {});
  if (env.provider !== "postgresql") {
    throw new RestoreError(
      "DATABASE_URL points to the embedded SQLite database: restore a SQLite backup file (restoreSqlite), not a pg_dump archive.",
    );
  }
  const { file: source, head } = backupFile(file);
  if (head.equals(SQLITE_MAGIC)) throw new RestoreError(`${source} is a SQLite database file, but DATABASE_URL points to PostgreSQL.`);
  if (!head.subarray(0, 5).equals(PG_MAGIC)) {
    throw new RestoreError(`${source} is not a pg_dump archive in custom format (pg_dump -Fc); a plain SQL dump is restored with psql.`);
  }
  const toc = pgTool("pg_restore", ["--list", source], `Reading ${source}`);
  if (!/^\d+; \d+ \d+ TABLE \S+ _prisma_migrations /m.test(toc))
    throw new RestoreError(`${source} has no _prisma_migrations table: it is not a dump of this app's database.`);
  const { finished, broken } = pgArchiveMigrations(source);
  if (broken.length)
    throw new RestoreError(`${source} records migration ${broken[0]} as started but never finished: it was taken from a broken database.`);
  if (finished.length === 0) throw new RestoreError(`${source} records no applied migration: it is not a dump of this app's database.`);
  const known = new Set(readMigrations(migrationsDir("postgresql")).map((m) => m.name));
  const unknown = finished.filter((n) => !known.has(n));
  if (unknown.length) {
    throw new RestoreError(
      `${source} comes from a newer version of the app (migration ${unknown.join(", ")} is unknown here): update the app, then restore.`,
    );
  }

  const work = mkdtempSync(path.join(os.tmpdir(), "storefront-restore-"));
  try {
    // The whole archive as SQL: proves every part of it reads before the database is touched.
    const script = path.join(work, "restore.sql");
    pgTool("pg_restore", ["--no-owner", "--no-privileges", "--no-comments", "-f", script, source], `Reading ${source}`);
    log(`${source}: readable, ${finished.length} migration(s) recorded`);

    const target = libpqTarget(env.DATABASE_URL);
    const safetyBackup = path.join(makeBackupDir(), `pre-restore-${stamp(opts.now)}.dump`);
    createPrivateFile(safetyBackup); // pg_dump writes into it and keeps its mode
    try {
      pgTool("pg_dump", ["--no-password", "-Fc", "-f", safetyBackup, target.url], "The safety dump of the current database", target.env);
    } catch (e) {
      rmSync(safetyBackup, { force: true });
      throw e;
    }
    log(`safety copy of the current database: ${safetyBackup}`);

    pgTool(
      "psql",
      [
        "--no-password",
        "--no-psqlrc",
        "--quiet",
        "-v",
        "ON_ERROR_STOP=1",
        "--single-transaction",
        "-c",
        PG_EMPTY_SCHEMA,
        "-f",
        script,
        "-d",
        target.url,
      ],
      "The restore (nothing was changed)",
      target.env,
    );
    log(`restored ${source}`);
    try {
      const migrated = (await migrate({ url: env.DATABASE_URL, provider: "postgresql", log })).applied;
      return { safetyBackup, migrated, uploads: await putBackUploads(source, log) };
    } catch (e) {
      if (!(e instanceof MigrationError)) throw e;
      throw new RestoreError(
        `The backup was restored, but bringing it up to date failed: ${e.message} The previous database is in ${safetyBackup}.`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
