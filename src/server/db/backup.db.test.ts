import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { env } from "@/env";
import type { Product } from "@/lib/types";
import { backupDir, backupSqlite, lastBackupAt, restorePostgres, restoreSqlite, RestoreError } from "@/server/db/backup";
import { db } from "@/server/db/client";
import { migrate, migratePostgres, migrateSqlite, migrationsDir, readMigrations } from "@/server/db/migrate";
import { sqliteFilePath } from "@/server/db/provider";
import { closeSqliteReader } from "@/server/db/sqlite-reader";
import { uploadsBeside } from "@/server/uploads/backup-uploads";
import { LocalStorage } from "@/server/uploads/local-storage";
import { useTestDatabase } from "../../../test/db";
import { makeCatalogue, makePageContent, makeQuoteRequest } from "../../../test/factories";

useTestDatabase();

/** A stopped server holds no connection to the file: neither the ORM's nor the search cards' reader (ADR 34). */
async function stopServer(): Promise<void> {
  await db.$disconnect();
  closeSqliteReader();
}

// Rows in many tables, for the copies and round trips to carry: a catalogue (with its search index, audit entries and
// webhook events), a product page and a quote request.
let products: Product[] = [];
beforeAll(async () => {
  ({ products } = await makeCatalogue({ categories: 3, perCategory: 12 }));
  await makePageContent(products[0]);
  await makeQuoteRequest(products.slice(0, 2));
});

const sqlite = env.provider === "sqlite";
/** The uploads folder the server writes (the default local storage). */
const liveUploads = () => new LocalStorage(path.join(env.DATA_DIR, "uploads"));

(sqlite ? describe : describe.skip)("SQLite online backup", () => {
  it("copies a consistent database while it is in use, and the copy restores the data", async () => {
    expect(lastBackupAt()).toBeNull();
    const writes = Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.contactMessage.create({ data: { firstName: "A", lastName: `${i}`, email: "a@b.example", message: "m" } }),
      ),
    );
    const file = await backupSqlite();
    await writes;
    expect(lastBackupAt()).not.toBeNull();
    const copy = new Database(file, { readonly: true });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      const copied = (copy.prepare(`SELECT count(*) AS n FROM "Product"`).get() as { n: number }).n;
      expect(copied).toBe(products.length);
      const migrations = (copy.prepare(`SELECT count(*) AS n FROM "_prisma_migrations"`).get() as { n: number }).n;
      expect(migrations).toBeGreaterThan(0);
    } finally {
      copy.close();
    }
  });

  it("prunes the daily backups to the newest 14 and never a manual one (npm run db:backup)", async () => {
    const backups = (prefix: string) => readdirSync(backupDir()).filter((f) => f.startsWith(prefix) && f.endsWith(".db"));
    const manual = backups("manual-");
    expect(manual.length).toBe(1); // the backup of the test above
    manual.push(path.basename(await backupSqlite({ kind: "manual", now: new Date(Date.UTC(2025, 0, 1)) })));
    const daily: string[] = [];
    for (let i = 0; i < 16; i++) daily.push(path.basename(await backupSqlite({ kind: "daily", now: new Date(Date.UTC(2026, 0, 1 + i)) })));
    expect(backups("daily-").sort()).toEqual(daily.slice(2).sort());
    expect(backups("manual-").sort()).toEqual(manual.sort());
    // A manual backup taken after them is still not pruned by the next daily one.
    const later = path.basename(await backupSqlite({ kind: "manual" }));
    await backupSqlite({ kind: "daily", keep: 1 });
    expect(backups("manual-").sort()).toEqual([...manual, later].sort());
    expect(backups("daily-").length).toBe(1);
  });

  it("writes backups readable and writable by the owner only (0600), whatever the umask", async () => {
    const umask = process.umask(0o000);
    try {
      for (const kind of ["daily", "manual"] as const) {
        const file = await backupSqlite({ kind });
        expect({ kind, mode: (statSync(file).mode & 0o777).toString(8) }).toEqual({ kind, mode: "600" });
      }
    } finally {
      process.umask(umask);
    }
  });
});

(sqlite ? describe : describe.skip)("SQLite backup of the uploaded images", () => {
  it("links the uploads beside the backup: no copy, and a file written again later leaves the backup's bytes", async () => {
    const uploads = liveUploads();
    const name = `${"1".repeat(32)}.webp`;
    await uploads.put(name, Buffer.from("backed-up bytes"));
    const file = await backupSqlite();
    const dir = uploadsBeside(file);
    expect(dir).toBe(file.replace(/\.db$/, ".uploads"));
    expect(readdirSync(dir)).toContain(name);
    expect(statSync(path.join(dir, name)).ino).toBe(statSync(path.join(uploads.dir, name)).ino);
    await uploads.put(name, Buffer.from("written again"));
    expect(readFileSync(path.join(dir, name), "utf8")).toBe("backed-up bytes");
  });

  it("a pruned daily backup's uploads folder goes with it", async () => {
    const first = await backupSqlite({ kind: "daily", now: new Date(Date.UTC(2027, 0, 1)) });
    expect(existsSync(uploadsBeside(first))).toBe(true);
    const second = await backupSqlite({ kind: "daily", keep: 1, now: new Date(Date.UTC(2027, 0, 2)) });
    expect(existsSync(first)).toBe(false);
    expect(existsSync(uploadsBeside(first))).toBe(false);
    expect(existsSync(uploadsBeside(second))).toBe(true);
  });
});

(sqlite ? describe.skip : describe)("PostgreSQL", () => {
  it("is backed up with pg_dump, not by the app", async () => {
    await expect(backupSqlite()).rejects.toThrow(/pg_dump/);
  });
});

// ---------------------------------------------------------------------------
// Restore (npm run db:restore): real round trips on real databases.

const scratchDirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "restore-test-"));
  scratchDirs.push(dir);
  return dir;
};
afterAll(() => scratchDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const names = (dir: string) => readdirSync(dir).sort();

(sqlite ? describe : describe.skip)("SQLite restore", () => {
  const live = () => sqliteFilePath(env.DATABASE_URL);

  /** Every row of every table (the FTS index's own tables too), in a stable order. */
  function snapshot(file = live()): Record<string, string[]> {
    const c = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const tables = c.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).pluck().all() as string[];
      return Object.fromEntries(
        tables.map((t) => [
          t,
          c
            .prepare(`SELECT * FROM "${t}"`)
            .all()
            .map((r) => JSON.stringify(r))
            .sort(),
        ]),
      );
    } finally {
      c.close();
    }
  }

  function pragma(file: string, name: string): unknown {
    const c = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return c.pragma(name, { simple: true });
    } finally {
      c.close();
    }
  }

  const message = (text: string) => ({ firstName: "Restore", lastName: "Test", email: "r@example.com", message: text });
  const leftovers = () => readdirSync(path.dirname(live())).filter((f) => f.startsWith(".restore-"));

  it("round trip: brings back exactly the backed-up rows, drops later changes, keeps a safety copy that undoes it", async () => {
    await db.contactMessage.create({ data: message("kept: written before the backup") });
    const [product, last] = [products[0], products[products.length - 1]];
    const file = await backupSqlite();
    const backedUp = snapshot();
    expect(backedUp.Product.length).toBe(products.length);

    await db.product.update({ where: { id: product.id }, data: { name: "Renamed after the backup" } });
    await db.product.delete({ where: { id: last.id } });
    await db.contactMessage.deleteMany({});
    await db.contactMessage.create({ data: message("lost: written after the backup") });
    const changed = snapshot();
    expect(changed).not.toEqual(backedUp);

    await stopServer();
    const result = await restoreSqlite(file);

    expect(snapshot()).toEqual(backedUp);
    expect(result.migrated).toEqual([]);
    expect(pragma(live(), "integrity_check")).toBe("ok");
    expect(pragma(live(), "journal_mode")).toBe("wal");
    expect(snapshot()._prisma_migrations).toEqual(backedUp._prisma_migrations);
    expect(snapshot()._prisma_migrations.length).toBe(readMigrations(migrationsDir("sqlite")).length);
    expect(leftovers()).toEqual([]);
    // The app (a fresh start of the server) sees the restored data.
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).name).toBe(product.name);
    expect((await db.product.findUniqueOrThrow({ where: { id: last.id } })).name).toBe(last.name);
    expect(await db.contactMessage.count({ where: { message: { startsWith: "lost:" } } })).toBe(0);
    expect(await db.contactMessage.count({ where: { message: { startsWith: "kept:" } } })).toBe(1);

    // The safety copy holds the database as it was just before the restore...
    expect(result.safetyBackup).toMatch(/pre-restore-[^/\\]+\.db$/);
    expect(path.dirname(result.safetyBackup!)).toBe(backupDir());
    expect(statSync(result.safetyBackup!).mode & 0o777).toBe(0o600);
    expect(pragma(result.safetyBackup!, "integrity_check")).toBe("ok");
    expect(snapshot(result.safetyBackup!)).toEqual(changed);
    // ...is not counted or pruned as a daily backup...
    await backupSqlite({ kind: "daily", keep: 1 });
    expect(existsSync(result.safetyBackup!)).toBe(true);
    // ...and restoring it undoes the restore.
    await stopServer();
    const undo = await restoreSqlite(result.safetyBackup!, { now: new Date(Date.now() + 1000) });
    expect(snapshot()).toEqual(changed);
    expect(undo.safetyBackup).not.toBe(result.safetyBackup);
  });

  it("puts back the backup's uploaded images that are missing, and removes none", async () => {
    const uploads = liveUploads();
    const lost = `${"2".repeat(32)}-320.webp`;
    const later = `${"3".repeat(32)}.webp`;
    await uploads.put(lost, Buffer.from("deleted after the backup"));
    const file = await backupSqlite();
    await uploads.delete(lost);
    await uploads.put(later, Buffer.from("uploaded after the backup"));
    await stopServer();
    const result = await restoreSqlite(file);
    expect(result.uploads).toBe(1);
    expect(readFileSync(path.join(uploads.dir, lost), "utf8")).toBe("deleted after the backup");
    expect(readFileSync(path.join(uploads.dir, later), "utf8")).toBe("uploaded after the backup");
  });

  it("refuses while the database is in use (the server is up) and changes nothing", async () => {
    const file = await backupSqlite();
    await db.contactMessage.create({ data: message("written while the server runs") }); // the app's connection is open
    const before = snapshot();
    const backups = names(backupDir());
    await expect(restoreSqlite(file)).rejects.toThrow(/in use by another process: stop the server/);
    expect(snapshot()).toEqual(before);
    expect(names(backupDir())).toEqual(backups);
    expect(leftovers()).toEqual([]);
  });

  it("refuses a missing, foreign, corrupt, incomplete or newer file, leaving the live database untouched", async () => {
    const dir = scratch();
    const good = await backupSqlite();
    const at = (name: string) => path.join(dir, name);
    const edit = (name: string, sql: string) => {
      copyFileSync(good, at(name));
      const c = new Database(at(name));
      c.exec(sql);
      c.close();
      return at(name);
    };
    writeFileSync(at("notes.txt"), "this is not a database\n".repeat(100));
    const foreign = new Database(at("foreign.db"));
    foreign.exec(`CREATE TABLE "Other" ("id" INTEGER PRIMARY KEY)`);
    foreign.close();
    const bytes = readFileSync(good);
    writeFileSync(at("truncated.db"), bytes.subarray(0, Math.floor(bytes.length / 2)));
    const damaged = Buffer.from(bytes);
    damaged.fill(0xff, 4096, 4096 * 6); // pages 2-6: b-tree pages of the first tables
    writeFileSync(at("damaged.db"), damaged);
    writeFileSync(at("empty.db"), "");
    const cases: [string, RegExp][] = [
      [at("missing.db"), /Backup file not found/],
      [dir, /Not a file/],
      [at("notes.txt"), /is not a SQLite database/],
      [at("empty.db"), /is not a SQLite database/],
      [at("foreign.db"), /no _prisma_migrations table/],
      [at("truncated.db"), /not a usable SQLite database|fails SQLite's integrity check/],
      [at("damaged.db"), /not a usable SQLite database|fails SQLite's integrity check/],
      [edit("no-audit.db", `DROP TABLE "AuditLog"`), /lacks the table AuditLog/],
      [edit("no-column.db", `ALTER TABLE "Product" DROP COLUMN "priceMax"`), /lacks column\(s\) priceMax of table Product/],
      [
        edit(
          "newer.db",
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ('x', 'x', 1, '99990101000000_future', 1)`,
        ),
        /newer version of the app \(migration 99990101000000_future/,
      ],
      [
        edit(
          "half-migrated.db",
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ('y', 'y', '20261122020000_half')`,
        ),
        /started but never finished/,
      ],
      [live(), /is the live database itself/],
    ];
    await stopServer(); // only the file's content stops the restore
    const before = snapshot();
    const liveBytes = readFileSync(live());
    const backups = names(backupDir());
    for (const [file, expected] of cases) {
      const attempt = restoreSqlite(file);
      await expect(attempt).rejects.toThrow(RestoreError);
      await expect(restoreSqlite(file)).rejects.toThrow(expected);
    }
    expect(readFileSync(live()).equals(liveBytes)).toBe(true);
    expect(snapshot()).toEqual(before);
    expect(names(backupDir())).toEqual(backups); // no safety copy: nothing was touched
    expect(leftovers()).toEqual([]);
    expect(existsSync(`${good}-wal`) || existsSync(`${good}-shm`)).toBe(false); // the backup itself is only read
  });

  it("brings a backup from an older version (before the last migration) up to date", async () => {
    const migrations = readMigrations(migrationsDir("sqlite"));
    const old = path.join(scratch(), "old.db");
    migrateSqlite(`file:${old}`, migrations.slice(0, -1));
    const c = new Database(old);
    c.exec(
      `INSERT INTO "Category" (id, name, slug, description, imageUrl, updatedAt) VALUES (7, 'Old Category', 'old-category', 'd', '/c.png', 0)`,
    );
    c.exec(
      `INSERT INTO "Product" (id, name, slug, sku, description, imageUrl, categoryId, updatedAt) VALUES (42, 'Zyxwv Crate', 'zyxwv-crate', 'ZX-1', 'An old product', '/p.png', 7, 0)`,
    );
    c.close();
    expect(snapshot(old)._prisma_migrations.length).toBe(migrations.length - 1);

    await stopServer();
    const result = await restoreSqlite(old);
    expect(result.migrated).toEqual([migrations[migrations.length - 1].name]);
    const now = snapshot();
    expect(now._prisma_migrations.map((r) => JSON.parse(r).migration_name).sort()).toEqual(migrations.map((m) => m.name));
    expect(pragma(live(), "integrity_check")).toBe("ok");
    expect(await db.product.findMany({ select: { id: true, name: true, categoryId: true } })).toEqual([
      { id: 42, name: "Zyxwv Crate", categoryId: 7 },
    ]);
    // The product search index the last migration adds was filled from the restored rows.
    const l = new Database(live(), { readonly: true });
    try {
      expect(l.prepare(`SELECT rowid FROM "ProductSearch" WHERE "ProductSearch" MATCH '"xwv cr"'`).pluck().all()).toEqual([42]);
    } finally {
      l.close();
    }
  });

  it("replaces a damaged live database, keeping its bytes as the safety copy", async () => {
    const file = await backupSqlite();
    const good = snapshot(file);
    await stopServer();
    writeFileSync(live(), "garbage where the database was".repeat(200));
    const damagedBytes = readFileSync(live());
    const result = await restoreSqlite(file);
    expect(snapshot()).toEqual(good);
    expect(readFileSync(result.safetyBackup!).equals(damagedBytes)).toBe(true);
  });
});

const pgTools = !sqlite && ["pg_dump", "pg_restore", "psql"].every((t) => spawnSync(t, ["--version"]).status === 0);
if (!sqlite && !pgTools) console.warn("pg_dump/pg_restore/psql not found: the PostgreSQL restore tests are skipped.");

(pgTools ? describe : describe.skip)("PostgreSQL restore (pg_dump archives)", () => {
  async function sql<T = Record<string, unknown>>(text: string, url = env.DATABASE_URL): Promise<T[]> {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query(text)).rows as T[];
    } finally {
      await c.end();
    }
  }

  /** Every row of every table of the schema, as text, in a stable order. */
  async function snapshot(url = env.DATABASE_URL): Promise<Record<string, string[]>> {
    const tables = (
      await sql<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`, url)
    ).map((r) => r.t);
    const out: Record<string, string[]> = {};
    for (const t of tables) out[t] = (await sql<{ r: string }>(`SELECT x::text AS r FROM "${t}" x ORDER BY 1`, url)).map((r) => r.r);
    return out;
  }

  function dump(url: string, file: string) {
    const r = spawnSync("pg_dump", ["-Fc", "-f", file, url], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(r.stderr);
    return file;
  }

  /** A throwaway database next to the test's own; dropped by the caller. */
  async function scratchDatabase(suffix: string): Promise<{ url: string; drop: () => Promise<void> }> {
    const u = new URL(env.DATABASE_URL);
    const name = `${u.pathname.slice(1)}_${suffix}`;
    await sql(`CREATE DATABASE "${name}"`);
    u.pathname = `/${name}`;
    return { url: u.toString(), drop: async () => void (await sql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)) };
  }

  const message = (text: string) => ({ firstName: "Restore", lastName: "Test", email: "r@example.com", message: text });

  it("round trip: brings back exactly the dumped rows and schema, drops later changes, keeps a safety dump that undoes it", async () => {
    await db.contactMessage.create({ data: message("kept: written before the dump") });
    const product = products[0];
    const file = dump(env.DATABASE_URL, path.join(scratch(), "storefront.dump"));
    const dumped = await snapshot();

    await db.product.update({ where: { id: product.id }, data: { name: "Renamed after the dump" } });
    await db.contactMessage.deleteMany({});
    await db.contactMessage.create({ data: message("lost: written after the dump") });
    await sql(`CREATE TABLE "LeftOver" ("id" INTEGER)`);
    const changed = await snapshot();
    expect(changed).not.toEqual(dumped);

    await stopServer();
    const result = await restorePostgres(file);
    expect(await snapshot()).toEqual(dumped); // LeftOver is gone too
    expect(result.migrated).toEqual([]);
    expect((await snapshot())._prisma_migrations.length).toBe(readMigrations(migrationsDir("postgresql")).length);
    const indexes = (await sql<{ i: string }>(`SELECT indexname AS i FROM pg_indexes WHERE schemaname = current_schema()`)).map((r) => r.i);
    expect(indexes).toEqual(expect.arrayContaining(["Product_search_trgm_idx", "Product_slug_key"]));
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).name).toBe(product.name);
    expect(await db.contactMessage.count({ where: { message: { startsWith: "lost:" } } })).toBe(0);

    expect(result.safetyBackup).toMatch(/pre-restore-[^/\\]+\.dump$/);
    expect(readFileSync(result.safetyBackup!).subarray(0, 5).toString()).toBe("PGDMP");
    expect(statSync(result.safetyBackup!).mode & 0o777).toBe(0o600);
    await stopServer();
    await restorePostgres(result.safetyBackup!, { now: new Date(Date.now() + 1000) });
    expect(await snapshot()).toEqual(changed);
    await sql(`DROP TABLE "LeftOver"`);
  });

  it("puts back the uploaded images of the folder beside the dump (docs/operations.md: cp -al DATA_DIR/uploads <dump>.uploads)", async () => {
    const dir = scratch();
    const file = dump(env.DATABASE_URL, path.join(dir, "storefront.dump"));
    const name = `${"5".repeat(32)}.webp`;
    mkdirSync(path.join(dir, "storefront.uploads"));
    writeFileSync(path.join(dir, "storefront.uploads", name), "image from the backup");
    await stopServer();
    const result = await restorePostgres(file);
    expect(result.uploads).toBe(1);
    expect(readFileSync(path.join(liveUploads().dir, name), "utf8")).toBe("image from the backup");
  });

  it("refuses files that are not a sound dump of this app, and a failing restore changes nothing", async () => {
    const dir = scratch();
    const at = (name: string) => path.join(dir, name);
    const good = dump(env.DATABASE_URL, at("good.dump"));
    const bytes = readFileSync(good);
    writeFileSync(at("truncated.dump"), bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    writeFileSync(at("notes.txt"), "not a dump\n");
    const sqliteFile = new Database(at("app.db"));
    sqliteFile.exec("CREATE TABLE x (a)");
    sqliteFile.close();
    await sql(
      `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ('future', 'x', now(), '99990101000000_future', 1)`,
    );
    dump(env.DATABASE_URL, at("newer.dump"));
    await sql(`DELETE FROM "_prisma_migrations" WHERE id = 'future'`);
    const foreign = await scratchDatabase("foreign");
    try {
      await sql(`CREATE TABLE "Other" ("id" INTEGER)`, foreign.url);
      dump(foreign.url, at("foreign.dump"));
    } finally {
      await foreign.drop();
    }
    // A sound dump of this app whose replay fails half-way: its schema "extra" exists here already.
    const conflicting = await scratchDatabase("conflict");
    try {
      await migrate({ url: conflicting.url, provider: "postgresql" });
      await sql(`CREATE SCHEMA extra`, conflicting.url);
      dump(conflicting.url, at("conflicting.dump"));
    } finally {
      await conflicting.drop();
    }
    await sql(`CREATE SCHEMA extra`);

    await stopServer();
    const before = await snapshot();
    const cases: [string, RegExp][] = [
      [at("missing.dump"), /Backup file not found/],
      [at("notes.txt"), /not a pg_dump archive/],
      [at("app.db"), /is a SQLite database file, but DATABASE_URL points to PostgreSQL/],
      [at("truncated.dump"), /Reading .* failed/],
      [at("foreign.dump"), /no _prisma_migrations table/],
      [at("newer.dump"), /newer version of the app \(migration 99990101000000_future/],
      [at("conflicting.dump"), /The restore \(nothing was changed\) failed: .*schema "extra" already exists/],
    ];
    try {
      for (const [file, expected] of cases) await expect(restorePostgres(file)).rejects.toThrow(expected);
      await expect(restorePostgres(at("notes.txt"))).rejects.toThrow(RestoreError);
      expect(await snapshot()).toEqual(before);
    } finally {
      await sql(`DROP SCHEMA extra`);
    }
  });

  it("brings a dump from an older version (before the last migration) up to date", async () => {
    const migrations = readMigrations(migrationsDir("postgresql"));
    const old = await scratchDatabase("old");
    const file = path.join(scratch(), "old.dump");
    try {
      await migratePostgres(old.url, migrations.slice(0, -1));
      await sql(
        `INSERT INTO "Category" (id, name, slug, description, "imageUrl", "updatedAt") VALUES (7, 'Old Category', 'old-category', 'd', '/c.png', now())`,
        old.url,
      );
      await sql(
        `INSERT INTO "Product" (id, name, slug, sku, description, "imageUrl", "categoryId", "updatedAt") VALUES (42, 'Zyxwv Crate', 'zyxwv-crate', 'ZX-1', 'An old product', '/p.png', 7, now())`,
        old.url,
      );
      dump(old.url, file);
    } finally {
      await old.drop();
    }
    await stopServer();
    const result = await restorePostgres(file);
    expect(result.migrated).toEqual([migrations[migrations.length - 1].name]);
    const applied = await sql<{ n: string }>(`SELECT migration_name AS n FROM "_prisma_migrations" ORDER BY 1`);
    expect(applied.map((r) => r.n)).toEqual(migrations.map((m) => m.name));
    expect(await db.product.findMany({ select: { id: true, name: true, categoryId: true } })).toEqual([
      { id: 42, name: "Zyxwv Crate", categoryId: 7 },
    ]);
    const indexes = (await sql<{ i: string }>(`SELECT indexname AS i FROM pg_indexes WHERE schemaname = current_schema()`)).map((r) => r.i);
    expect(indexes).toContain("Product_search_trgm_idx");
  });
});
