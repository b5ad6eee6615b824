import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { sqliteFilePath } from "./provider";

/**
 * Applies the SQL migrations in Prisma's folder layout without Prisma's schema
 * engine (which cannot be downloaded here). What it applies is recorded in
 * `_prisma_migrations` exactly as `prisma migrate deploy` records it (same
 * table, checksum = sha256 of migration.sql), so either tool can take over.
 * Each migration runs in its own transaction: a failure leaves the database as
 * it was and stops with the migration's name and the database's message.
 */
export type Provider = "sqlite" | "postgresql";

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrateResult {
  applied: string[];
  skipped: string[];
}

export class MigrationError extends Error {}

export function migrationsDir(provider: Provider, root = process.cwd()): string {
  // turbopackIgnore: the folder is read at run time, not a module to trace into the build.
  return path.join(/* turbopackIgnore: true */ root, provider === "postgresql" ? "prisma/postgresql/migrations" : "prisma/migrations");
}

export function readMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) throw new MigrationError(`Migrations folder not found: ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

const SQLITE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;

const PG_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface Applied {
  migration_name: string;
  checksum: string;
  finished_at: unknown;
  rolled_back_at: unknown;
}

function plan(files: MigrationFile[], applied: Applied[], log: (m: string) => void): MigrationFile[] {
  const failed = applied.find((a) => a.finished_at == null && a.rolled_back_at == null);
  if (failed) {
    throw new MigrationError(
      `Migration ${failed.migration_name} is recorded as started but not finished. ` +
        `Fix the database by hand, then mark it rolled back (prisma migrate resolve --rolled-back ${failed.migration_name}).`,
    );
  }
  const done = new Map(applied.filter((a) => a.finished_at != null).map((a) => [a.migration_name, a.checksum]));
  for (const f of files) {
    const sum = done.get(f.name);
    if (sum && sum !== f.checksum) log(`warning: migration ${f.name} was modified after it was applied`);
  }
  return files.filter((f) => !done.has(f.name));
}

function fail(name: string, error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  throw new MigrationError(`Migration ${name} failed and was rolled back: ${message}`);
}

export function migrateSqlite(url: string, files: MigrationFile[], log: (m: string) => void = () => {}): MigrateResult {
  const file = sqliteFilePath(url);
  mkdirSync(path.dirname(file), { recursive: true });
  const conn = new Database(file, { timeout: 10_000 });
  try {
    conn.pragma("journal_mode = WAL");
    conn.exec(SQLITE_TABLE);
    // BEGIN IMMEDIATE takes the write lock first, so two processes starting
    // together apply each migration once.
    const result: MigrateResult = { applied: [], skipped: [] };
    conn.exec("BEGIN IMMEDIATE");
    try {
      const applied = conn
        .prepare(`SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`)
        .all() as Applied[];
      const todo = plan(files, applied, log);
      result.skipped = files.filter((f) => !todo.includes(f)).map((f) => f.name);
      for (const f of todo) {
        const started = Date.now();
        conn.exec(`SAVEPOINT m`);
        try {
          conn.exec(f.sql);
        } catch (e) {
          conn.exec(`ROLLBACK TO m`);
          fail(f.name, e);
        }
        conn
          .prepare(
            `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count) VALUES (?, ?, ?, ?, NULL, NULL, ?, 1)`,
          )
          .run(randomUUID(), f.checksum, Date.now(), f.name, started);
        conn.exec(`RELEASE m`);
        result.applied.push(f.name);
        log(`applied migration ${f.name}`);
      }
      conn.exec("COMMIT");
    } catch (e) {
      if (conn.inTransaction) conn.exec("ROLLBACK");
      throw e;
    }
    return result;
  } finally {
    conn.close();
  }
}

export async function migratePostgres(url: string, files: MigrationFile[], log: (m: string) => void = () => {}): Promise<MigrateResult> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (e) {
    throw new MigrationError(`Cannot reach PostgreSQL at ${redact(url)}: ${e instanceof Error ? e.message : e}`);
  }
  const result: MigrateResult = { applied: [], skipped: [] };
  try {
    // One instance migrates at a time; the others wait, then find nothing to do.
    await client.query("SELECT pg_advisory_lock(72707369)");
    await client.query(PG_TABLE);
    const applied = (await client.query<Applied>(`SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`))
      .rows;
    const todo = plan(files, applied, log);
    result.skipped = files.filter((f) => !todo.includes(f)).map((f) => f.name);
    for (const f of todo) {
      const started = new Date();
      await client.query("BEGIN");
      try {
        await client.query(f.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count) VALUES ($1, $2, now(), $3, NULL, NULL, $4, 1)`,
          [randomUUID(), f.checksum, f.name, started],
        );
        await client.query("COMMIT");
      } catch (e) {
        await client.query("ROLLBACK");
        fail(f.name, e);
      }
      result.applied.push(f.name);
      log(`applied migration ${f.name}`);
    }
    return result;
  } finally {
    await client.query("SELECT pg_advisory_unlock(72707369)").catch(() => {});
    await client.end();
  }
}

export async function migrate(opts: { url: string; provider: Provider; dir?: string; log?: (m: string) => void }): Promise<MigrateResult> {
  const files = readMigrations(opts.dir ?? migrationsDir(opts.provider));
  return opts.provider === "postgresql" ? migratePostgres(opts.url, files, opts.log) : migrateSqlite(opts.url, files, opts.log);
}

export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
}
