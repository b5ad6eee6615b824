import Database from "better-sqlite3";
import { env } from "@/env";
import { backupSqlite, lastBackupAt } from "@/server/db/backup";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../../../test/db";

useTestDatabase({ seed: true });

const sqlite = env.provider === "sqlite";

(sqlite ? describe : describe.skip)("SQLite online backup", () => {
  it("copies a consistent database while it is in use, and the copy restores the data", async () => {
    expect(lastBackupAt()).toBeNull();
    const writes = Promise.all(Array.from({ length: 20 }, (_, i) => db.contactMessage.create({ data: { firstName: "A", lastName: `${i}`, email: "a@b.example", message: "m" } })));
    const file = await backupSqlite();
    await writes;
    expect(lastBackupAt()).not.toBeNull();
    const copy = new Database(file, { readonly: true });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      const products = (copy.prepare(`SELECT count(*) AS n FROM "Product"`).get() as { n: number }).n;
      expect(products).toBe(await db.product.count());
      const migrations = (copy.prepare(`SELECT count(*) AS n FROM "_prisma_migrations"`).get() as { n: number }).n;
      expect(migrations).toBeGreaterThan(0);
    } finally {
      copy.close();
    }
  });

  it("keeps only the newest backups", async () => {
    for (let i = 0; i < 4; i++) await backupSqlite({ keep: 2, now: new Date(Date.UTC(2026, 0, 1 + i)) });
    const { readdirSync } = await import("node:fs");
    const { backupDir } = await import("@/server/db/backup");
    expect(readdirSync(backupDir()).filter((f) => f.endsWith(".db")).length).toBe(2);
  });
});

(sqlite ? describe.skip : describe)("PostgreSQL", () => {
  it("is backed up with pg_dump, not by the app", async () => {
    await expect(backupSqlite()).rejects.toThrow(/pg_dump/);
  });
});
