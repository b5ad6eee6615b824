/**
 * Database lifecycle for db tests: `useTestDatabase()` in a test file creates
 * the database test/setup-db-env.ts named, migrates it (and seeds it when
 * asked), and drops it afterwards. Real databases, no mocks.
 */
import { rmSync } from "node:fs";
import pg from "pg";
import { env } from "@/env";
import { migrate } from "@/server/db/migrate";

export const provider = env.provider;

export async function createDatabase(): Promise<void> {
  if (env.provider !== "postgresql") return;
  const name = new URL(env.DATABASE_URL).pathname.slice(1);
  const client = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(): Promise<void> {
  if (env.provider !== "postgresql") {
    rmSync(env.DATA_DIR, { recursive: true, force: true });
    return;
  }
  const name = new URL(env.DATABASE_URL).pathname.slice(1);
  const client = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export function useTestDatabase(opts: { migrate?: boolean; seed?: boolean } = {}): void {
  beforeAll(async () => {
    await createDatabase();
    if (opts.migrate !== false) await migrate({ url: env.DATABASE_URL, provider: env.provider });
    if (opts.seed) {
      const { seed } = await import("@/server/db/seed");
      await seed({ log: () => {} });
    }
  });
  afterAll(async () => {
    // E-mails are sent after the answer: let them finish before the database goes.
    await (await import("@/server/mail/notify")).settleNotifications();
    const g = globalThis as unknown as { __db?: { $disconnect(): Promise<void> } };
    await g.__db?.$disconnect();
    (await import("@/server/db/sqlite-reader")).closeSqliteReader();
    await dropDatabase();
  });
}
