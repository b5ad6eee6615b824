/**
 * A database too busy to serve a request in time: every connection of the
 * pool taken (PostgreSQL) or the file locked by another writer (SQLite). The
 * request waits as long as the client allows (5 s) and then answers 503 with
 * Retry-After and a message, not a bare 500; nothing is half-written, and the
 * next request after the load is served.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { POST as contactRoute } from "@/app/api/contact/route";
import { env } from "@/env";
import { db } from "@/server/db/client";
import { sqliteFilePath } from "@/server/db/provider";
import { call } from "../api";
import { useTestDatabase } from "../db";
import { send } from "../kit";

useTestDatabase();

const BUSY = "The database is busy. Please try again in a moment.";
const message = { firstName: "Dana", lastName: "Whitfield", email: "dana@acme-logistics.com", message: "Please quote 40 pallets." };
const post = (ip: string) => send(contactRoute, "POST", "/api/contact", { body: message, headers: { "x-forwarded-for": ip } });
/** Unchecked: the kit's send refuses any 5xx, and a 503 is the answer wanted here. */
const postWhileBusy = (ip: string) => call(contactRoute, "POST", "/api/contact", { body: message, headers: { "x-forwarded-for": ip } });

/** Holds the database for `ms`: every pooled connection in a sleeping transaction, or SQLite's write lock. */
async function holdDatabase(ms: number): Promise<{ released: Promise<unknown> }> {
  if (env.provider === "postgresql") {
    const held = Array.from({ length: env.DATABASE_POOL_SIZE }, () =>
      db.$transaction(async (tx) => tx.$executeRawUnsafe(`SELECT pg_sleep(${ms / 1000})`), { timeout: ms + 10_000, maxWait: 10_000 }),
    );
    // Every connection is taken once each transaction's sleep has begun.
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const [{ n }] = await rawCount();
      if (n >= env.DATABASE_POOL_SIZE) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    return { released: Promise.all(held) };
  }
  // From another process, as another server's writer would: better-sqlite3 waits for a lock synchronously.
  const holder = spawn(
    process.execPath,
    [
      "-e",
      `const db = new (require("better-sqlite3"))(process.argv[1]); db.exec("BEGIN IMMEDIATE"); console.log("held");
       setTimeout(() => { db.exec("ROLLBACK"); db.close(); }, ${ms});`,
      sqliteFilePath(env.DATABASE_URL),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await once(holder.stdout, "data");
  return { released: once(holder, "exit") };
}

/** Sessions of this test's database sleeping in pg_sleep, counted on a connection of the admin database's own. */
async function rawCount(): Promise<{ n: number }[]> {
  const pg = await import("pg");
  const client = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await client.connect();
  try {
    const name = new URL(env.DATABASE_URL).pathname.slice(1);
    const res = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND query LIKE '%pg_sleep%' AND state = 'active'",
      [name],
    );
    return [{ n: Number(res.rows[0].n) }];
  } finally {
    await client.end();
  }
}

test("a write while the database is held answers 503 with Retry-After and a message, stores nothing, and the next one after is stored", async () => {
  const before = await db.contactMessage.count();
  const { released } = await holdDatabase(8_000);
  const busy = await postWhileBusy("192.0.2.10").finally(() => released);
  expect(busy.status).toBe(503);
  expect(busy.body).toEqual({ message: BUSY });
  expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await db.contactMessage.count()).toBe(before);
  const after = await post("192.0.2.11");
  expect(after.status).toBe(201);
  expect(await db.contactMessage.count()).toBe(before + 1);
}, 60_000);
