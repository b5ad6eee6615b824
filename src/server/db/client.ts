import "server-only";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "@/env";
import { PrismaClient as PgClient } from "@/generated/postgresql/client";
import { PrismaClient as SqliteClient } from "@/generated/sqlite/client";
import { sqliteFilePath } from "./provider";

/**
 * Both generated clients expose the same model API (they come from one
 * schema), so the rest of the code uses the SQLite client's type for either.
 */
export type Db = SqliteClient;

/**
 * How long a transaction waits to start: as long as a connection is waited
 * for anywhere else (pg's connectionTimeoutMillis, SQLite's busy timeout),
 * not Prisma's 2 s default, which failed bursts of concurrent edits (101 at
 * once in `catalog-version.db.test.ts`) on a busy two-core machine.
 */
const transactionOptions = { maxWait: 5_000 };

/**
 * For a transaction whose work grows with the catalogue (a bulk edit, a
 * price file, a category's unit change, delete or restore touching each of
 * its products): tens of thousands of rows run past Prisma's 5 s default,
 * which rolls the whole edit back.
 */
export const LONG_TRANSACTION = { timeout: 120_000, maxWait: 10_000 };

function create(): Db {
  if (env.provider === "postgresql") {
    const adapter = new PrismaPg({
      connectionString: env.DATABASE_URL,
      max: env.DATABASE_POOL_SIZE,
      // pg's default is to wait forever for a connection.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    return new PgClient({ adapter, transactionOptions }) as unknown as Db;
  }
  // WAL is set once by the migrator and persists in the file; the busy
  // timeout is per connection.
  const adapter = new PrismaBetterSqlite3({ url: sqliteFilePath(env.DATABASE_URL), timeout: 5_000 });
  return new SqliteClient({ adapter, transactionOptions });
}

const globalForDb = globalThis as unknown as { __db?: Db };

/** The process-wide client: one pool, reused across hot reloads in dev. */
export const db: Db = globalForDb.__db ?? (globalForDb.__db = create());
