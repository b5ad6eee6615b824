// Fast bulk seed of the benchmark catalogue: tops a migrated, normally seeded
// database (the 5 categories with their attribute definitions, the seeded
// products with the stretch-film one, its page content, settings, admin) up to
// `total` products with plain SQL inserts in transactions, each row with its
// typed attributes (the "attributes" JSON column, keys of its category's
// definitions). SQLite: one prepared INSERT per row inside one transaction,
// so the FTS5 triggers of the product_search migration fill "ProductSearch" as
// they do for the app. PostgreSQL: multi-row INSERT ... SELECT FROM unnest()
// in batches inside one transaction (the pg_trgm GIN index is maintained by
// PostgreSQL itself), then ANALYZE.
import { createRequire } from "node:module";
import { generateProducts } from "./catalogue.mjs";

const require = createRequire(import.meta.url);
/** Generated SKUs end in "-1" and five more digits (seeded ones have four digits or none). */
const GENERATED_SKU_LIKE = `'%-1_____'`;

export async function bulkSeedSqlite(file, total) {
  const Database = require("better-sqlite3");
  const db = new Database(file);
  try {
    db.pragma("busy_timeout = 5000");
    const categories = db.prepare(`SELECT "id", "slug" FROM "Category" ORDER BY "id"`).all();
    const existing = db.prepare(`SELECT count(*) AS n FROM "Product"`).get().n;
    const add = Math.max(0, total - existing);
    const from = db.prepare(`SELECT count(*) AS n FROM "Product" WHERE "sku" LIKE ${GENERATED_SKU_LIKE}`).get().n;
    const t0 = performance.now();
    const insert = db.prepare(
      `INSERT INTO "Product" ("name","slug","sku","description","priceMin","priceMax","imageUrl","specifications","attributes","categoryId","createdAt","updatedAt")
       VALUES (@name,@slug,@sku,@description,@priceMin,@priceMax,@imageUrl,@specifications,@attributes,@categoryId,@now,@now)`,
    );
    // The format Prisma's better-sqlite3 adapter writes (ISO text with +00:00).
    const now = new Date().toISOString().replace("Z", "+00:00");
    const all = db.transaction(() => {
      for (const row of generateProducts(categories, add, from)) insert.run({ ...row, now });
    });
    all();
    db.exec("ANALYZE");
    const count = db.prepare(`SELECT count(*) AS n FROM "Product"`).get().n;
    const indexed = db.prepare(`SELECT count(*) AS n FROM "ProductSearch"`).get().n;
    if (indexed !== count) throw new Error(`search index out of step: ${indexed} rows for ${count} products`);
    return { provider: "sqlite", products: count, added: add, seconds: +((performance.now() - t0) / 1000).toFixed(2) };
  } finally {
    db.close();
  }
}

export async function bulkSeedPostgres(url, total) {
  const { Client } = require("pg");
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const categories = (await client.query(`SELECT "id", "slug" FROM "Category" ORDER BY "id"`)).rows;
    const existing = Number((await client.query(`SELECT count(*) AS n FROM "Product"`)).rows[0].n);
    const add = Math.max(0, total - existing);
    const from = Number((await client.query(`SELECT count(*) AS n FROM "Product" WHERE "sku" LIKE ${GENERATED_SKU_LIKE}`)).rows[0].n);
    const t0 = performance.now();
    await client.query("BEGIN");
    const BATCH = 5000;
    let cols = null;
    const flush = async () => {
      if (!cols || cols[0].length === 0) return;
      await client.query(
        `INSERT INTO "Product" ("name","slug","sku","description","priceMin","priceMax","imageUrl","specifications","attributes","categoryId","createdAt","updatedAt")
         SELECT n, sl, sk, d, pmin, pmax, img, sp, at, c, now(), now()
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::int[])
           AS t(n, sl, sk, d, pmin, pmax, img, sp, at, c)`,
        cols,
      );
      cols = null;
    };
    for (const row of generateProducts(categories, add, from)) {
      cols ??= [[], [], [], [], [], [], [], [], [], []];
      const v = [
        row.name,
        row.slug,
        row.sku,
        row.description,
        row.priceMin,
        row.priceMax,
        row.imageUrl,
        row.specifications,
        row.attributes,
        row.categoryId,
      ];
      for (let k = 0; k < v.length; k++) cols[k].push(v[k]);
      if (cols[0].length >= BATCH) await flush();
    }
    await flush();
    await client.query("COMMIT");
    await client.query(`ANALYZE "Product"; ANALYZE "Category"`);
    const count = Number((await client.query(`SELECT count(*) AS n FROM "Product"`)).rows[0].n);
    return { provider: "postgresql", products: count, added: add, seconds: +((performance.now() - t0) / 1000).toFixed(2) };
  } catch (e) {
    await client.query("ROLLBACK").catch(() => {});
    throw e;
  } finally {
    await client.end();
  }
}
