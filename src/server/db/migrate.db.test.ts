import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import { env } from "@/env";
import { migrate, migrationsDir, MigrationError } from "@/server/db/migrate";
import { sqliteFilePath } from "@/server/db/provider";
import { useTestDatabase } from "../../../test/db";

useTestDatabase({ migrate: false });

async function query<T>(sql: string): Promise<T[]> {
  if (env.provider === "postgresql") {
    const c = new pg.Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    try {
      return (await c.query(sql)).rows as T[];
    } finally {
      await c.end();
    }
  }
  const c = new Database(sqliteFilePath(env.DATABASE_URL));
  try {
    return c.prepare(sql).all() as T[];
  } finally {
    c.close();
  }
}

const run = (dir?: string) => migrate({ url: env.DATABASE_URL, provider: env.provider, dir });

describe(`migrator on ${env.provider}`, () => {
  it("applies every migration once and records it as Prisma does", async () => {
    const first = await run();
    expect(first.applied.length).toBeGreaterThan(0);
    const rows = await query<{ migration_name: string; checksum: string; finished_at: unknown; applied_steps_count: number }>(
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(first.applied);
    for (const r of rows) {
      const { readFileSync } = await import("node:fs");
      const sql = readFileSync(path.join(migrationsDir(env.provider), r.migration_name, "migration.sql"), "utf8");
      expect(r.checksum).toBe(createHash("sha256").update(sql).digest("hex"));
      expect(r.finished_at).not.toBeNull();
      expect(Number(r.applied_steps_count)).toBe(1);
    }
  });

  it("changes nothing when applied again", async () => {
    const before = await query(`SELECT * FROM "_prisma_migrations" ORDER BY migration_name`);
    const again = await run();
    expect(again.applied).toEqual([]);
    expect(await query(`SELECT * FROM "_prisma_migrations" ORDER BY migration_name`)).toEqual(before);
  });

  it("rolls a failing migration back whole and names it", async () => {
    // Copy the real migrations and add one whose second statement fails.
    const dir = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    const { cpSync } = await import("node:fs");
    cpSync(migrationsDir(env.provider), dir, { recursive: true });
    mkdirSync(path.join(dir, "99990101000000_broken"));
    writeFileSync(
      path.join(dir, "99990101000000_broken", "migration.sql"),
      `CREATE TABLE "ShouldNotExist" ("id" INTEGER NOT NULL PRIMARY KEY);\nINSERT INTO "NoSuchTable" ("x") VALUES (1);\n`,
    );
    await expect(run(dir)).rejects.toThrow(MigrationError);
    await expect(run(dir)).rejects.toThrow(/99990101000000_broken failed and was rolled back/);
    const tables =
      env.provider === "postgresql"
        ? await query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_name = 'ShouldNotExist'`)
        : await query<{ name: string }>(`SELECT name FROM sqlite_master WHERE name = 'ShouldNotExist'`);
    expect(tables).toEqual([]);
    const recorded = await query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" WHERE migration_name = '99990101000000_broken'`,
    );
    expect(recorded).toEqual([]);
  });

  if (env.provider === "sqlite") {
    it("opens the SQLite file in WAL mode", async () => {
      const rows = await query<{ journal_mode: string }>("PRAGMA journal_mode");
      expect(rows[0].journal_mode).toBe("wal");
    });
  }
});
