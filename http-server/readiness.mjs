// @ts-check
// GET /readyz: whether this instance can serve real traffic. It is ready when
// its database answers a real query within a second, every migration in the
// repository is recorded as applied there, and (with REDIS_URL) Redis answers
// a PING within a second. Checked on every call (a balancer polls it), the
// checks run at once, and calls that arrive while one is under way share it.
// Its own connections: one to the database and one to Redis, opened on first
// use and opened again after a failure.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Redis } from "ioredis";
import pg from "pg";

export const CHECK_TIMEOUT_MS = 1_000;

/**
 * @param {Promise<T>} promise
 * @param {string} what
 * @template T
 * @returns {Promise<T>}
 */
function within(promise, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, late]).finally(() => clearTimeout(timer)));
}

/**
 * The migrations the repository has for a provider (the folders scripts/migrate.ts applies).
 * @param {string} root
 * @param {"postgresql" | "sqlite"} provider
 */
function migrationNames(root, provider) {
  const dir = path.join(root, provider === "postgresql" ? "prisma/postgresql/migrations" : "prisma/migrations");
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name);
}

const APPLIED = `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
const HAS_TABLE = {
  sqlite: `SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'`,
  postgresql: `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = '_prisma_migrations'`,
};

/** A database error's message without the credentials a connection string may hold. */
const clean = (/** @type {unknown} */ e) =>
  (e instanceof Error ? e.message : String(e)).replace(/\/\/([^:@/\s]+):[^@/\s]*@/g, "//$1:***@").slice(0, 300);

/**
 * @param {{ databaseUrl: string, redisUrl: string, root: string }} options
 */
export function readiness({ databaseUrl, redisUrl, root }) {
  const provider = /^postgres(ql)?:\/\//.test(databaseUrl) ? "postgresql" : "sqlite";
  const expected = migrationNames(root, provider);

  /** @type {import("better-sqlite3").Database | null} */
  let sqlite = null;
  /** @type {pg.Pool | null} */
  let pool = null;
  /** @type {Redis | null} */
  let redis = null;

  /** The names recorded as applied, or null when there is no migrations table. */
  async function appliedMigrations() {
    if (provider === "sqlite") {
      const file = path.resolve(databaseUrl.replace(/^file:/, "").replace(/\?.*$/, ""));
      sqlite ??= new Database(file, { readonly: true, fileMustExist: true, timeout: CHECK_TIMEOUT_MS });
      const db = sqlite;
      if (/** @type {{ n: number }} */ (db.prepare(HAS_TABLE.sqlite).get()).n === 0) return null;
      return /** @type {{ migration_name: string }[]} */ (db.prepare(APPLIED).all()).map((r) => r.migration_name);
    }
    pool ??= new pg.Pool({
      connectionString: databaseUrl,
      max: 1,
      connectionTimeoutMillis: CHECK_TIMEOUT_MS,
      query_timeout: CHECK_TIMEOUT_MS,
      idleTimeoutMillis: 60_000,
    });
    pool.on("error", () => {});
    const has = await pool.query(HAS_TABLE.postgresql);
    if (has.rows[0].n === 0) return null;
    return (await pool.query(APPLIED)).rows.map((r) => r.migration_name);
  }

  function dropDatabase() {
    sqlite?.close();
    sqlite = null;
    void pool?.end().catch(() => {});
    pool = null;
  }

  /** @returns {Promise<Record<string, string>>} the database's and the migrations' problems, if any */
  async function checkDatabase() {
    let applied;
    try {
      applied = await within(appliedMigrations(), "the database");
    } catch (e) {
      dropDatabase();
      return { database: `${provider}: ${clean(e)}` };
    }
    if (applied === null) return { migrations: "not applied: the database has no _prisma_migrations table" };
    const done = new Set(applied);
    const pending = expected.filter((name) => !done.has(name));
    return pending.length ? { migrations: `${pending.length} not applied: ${pending.join(", ")}` } : {};
  }

  /** @returns {Promise<Record<string, string>>} */
  async function checkRedis() {
    if (!redisUrl) return {};
    redis ??= new Redis(redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: true,
      maxRetriesPerRequest: 0,
      connectTimeout: CHECK_TIMEOUT_MS,
      retryStrategy: () => null,
    });
    redis.on("error", () => {});
    try {
      if (redis.status === "wait") await within(redis.connect(), "Redis");
      await within(redis.ping(), "Redis");
      return {};
    } catch (e) {
      redis.disconnect();
      redis = null;
      return { redis: clean(e) };
    }
  }

  /** @type {Promise<Record<string, string>> | null} */
  let running = null;
  return {
    /** What is wrong, by part ({} when ready). */
    problems() {
      running ??= Promise.all([checkDatabase(), checkRedis()])
        .then(([db, r]) => ({ ...db, ...r }))
        .finally(() => (running = null));
      return running;
    },
    close() {
      dropDatabase();
      redis?.disconnect();
    },
  };
}
