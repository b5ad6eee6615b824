import Database from "better-sqlite3";
import pg from "pg";
import { env } from "@/env";
import { sqliteFilePath } from "@/server/db/provider";
import { readSchema, type ForeignKey, type Index, type ScalarType } from "../../../test/prisma-schema";
import { useTestDatabase } from "../../../test/db";

/**
 * The migrated database must be exactly what prisma/schema.prisma describes:
 * a schema edit without its migration (or the reverse) fails here.
 */
useTestDatabase();

/**
 * Objects made by raw SQL in migrations that Prisma's schema language cannot
 * express (the product search indexes: migrations *_product_search and
 * *_search_tiers). Each is listed here by name; anything else found in the
 * database that schema.prisma does not describe fails the test.
 */
const FTS5_SHADOW = ["data", "idx", "docsize", "config"];
const RAW_SQL_TABLES = new Set([
  ...["ProductSearch", ...[...FTS5_SHADOW, "content"].map((s) => `ProductSearch_${s}`)],
  // External content (the names are read from "Product"): no _content table.
  ...["ProductNameSearch", ...FTS5_SHADOW.map((s) => `ProductNameSearch_${s}`)],
]);
const RAW_SQL_INDEXES: Record<"sqlite" | "postgresql", Set<string>> = {
  sqlite: new Set(["Product_sku_lower_idx"]),
  postgresql: new Set(["Product_search_trgm_idx", "Product_name_trgm_idx", "Category_name_trgm_idx", "Product_sku_lower_idx"]),
};
const SQLITE_TRIGGERS = [
  "Category_catalog_version_delete",
  "Category_catalog_version_insert",
  "Category_catalog_version_update",
  "Product_catalog_version_delete",
  "Product_catalog_version_insert",
  "Product_catalog_version_update",
  "Product_name_search_delete",
  "Product_name_search_insert",
  "Product_name_search_update",
  "Product_search_delete",
  "Product_search_insert",
  "Product_search_update",
  "Synonym_catalog_version_delete",
  "Synonym_catalog_version_insert",
  "Synonym_catalog_version_update",
];

interface Actual {
  tables: Map<string, { columns: { name: string; type: string; nullable: boolean }[]; primaryKey: string[] }>;
  indexes: Index[];
  foreignKeys: ForeignKey[];
}

const SQLITE_TYPES: Record<ScalarType, string> = {
  Int: "INTEGER",
  String: "TEXT",
  DateTime: "DATETIME",
  Boolean: "BOOLEAN",
  Float: "REAL",
  Bytes: "BLOB",
};
const PG_TYPES: Record<ScalarType, string> = {
  Int: "integer",
  String: "text",
  DateTime: "timestamp(3)",
  Boolean: "boolean",
  Float: "double precision",
  Bytes: "bytea",
};

function readSqlite(): Actual {
  const conn = new Database(sqliteFilePath(env.DATABASE_URL), { readonly: true });
  try {
    const out: Actual = { tables: new Map(), indexes: [], foreignKeys: [] };
    const tables = conn
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'`)
      .all() as { name: string }[];
    for (const { name } of tables) {
      if (RAW_SQL_TABLES.has(name)) continue;
      const cols = conn.prepare(`PRAGMA table_info("${name}")`).all() as { name: string; type: string; notnull: number; pk: number }[];
      out.tables.set(name, {
        columns: cols.map((c) => ({ name: c.name, type: c.type, nullable: c.notnull === 0 && c.pk === 0 })),
        primaryKey: cols
          .filter((c) => c.pk > 0)
          .sort((a, b) => a.pk - b.pk)
          .map((c) => c.name),
      });
      for (const ix of conn.prepare(`PRAGMA index_list("${name}")`).all() as { name: string; unique: number; origin: string }[]) {
        if (ix.origin === "pk" || RAW_SQL_INDEXES.sqlite.has(ix.name)) continue;
        const columns = (conn.prepare(`PRAGMA index_info("${ix.name}")`).all() as { name: string }[]).map((c) => c.name);
        out.indexes.push({ name: ix.name, table: name, columns, unique: ix.unique === 1 });
      }
      const fks = conn.prepare(`PRAGMA foreign_key_list("${name}")`).all() as {
        id: number;
        table: string;
        from: string;
        to: string;
        on_delete: string;
      }[];
      for (const id of new Set(fks.map((f) => f.id))) {
        const parts = fks.filter((f) => f.id === id);
        out.foreignKeys.push({
          table: name,
          columns: parts.map((p) => p.from),
          references: parts[0].table,
          referencedColumns: parts.map((p) => p.to),
          onDelete: parts[0].on_delete,
        });
      }
    }
    return out;
  } finally {
    conn.close();
  }
}

async function readPostgres(): Promise<Actual> {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const out: Actual = { tables: new Map(), indexes: [], foreignKeys: [] };
    const cols = await client.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
      datetime_precision: number | null;
    }>(
      `SELECT table_name, column_name, data_type, is_nullable, datetime_precision FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name <> '_prisma_migrations' ORDER BY table_name, ordinal_position`,
    );
    for (const c of cols.rows) {
      if (!out.tables.has(c.table_name)) out.tables.set(c.table_name, { columns: [], primaryKey: [] });
      const type = c.data_type === "timestamp without time zone" ? `timestamp(${c.datetime_precision})` : c.data_type;
      out.tables.get(c.table_name)!.columns.push({ name: c.column_name, type, nullable: c.is_nullable === "YES" });
    }
    const ixs = await client.query<{ name: string; table: string; unique: boolean; primary: boolean; columns: string[] }>(
      `SELECT i.relname AS name, t.relname AS table, ix.indisunique AS unique, ix.indisprimary AS primary,
              array_agg(a.attname::text ORDER BY k.ord) AS columns
       FROM pg_index ix
       JOIN pg_class i ON i.oid = ix.indexrelid
       JOIN pg_class t ON t.oid = ix.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord)
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
       WHERE n.nspname = current_schema() AND t.relname <> '_prisma_migrations'
       GROUP BY i.relname, t.relname, ix.indisunique, ix.indisprimary`,
    );
    for (const ix of ixs.rows) {
      if (RAW_SQL_INDEXES.postgresql.has(ix.name)) continue;
      if (ix.primary) out.tables.get(ix.table)!.primaryKey = ix.columns;
      else out.indexes.push({ name: ix.name, table: ix.table, columns: ix.columns, unique: ix.unique });
    }
    const fks = await client.query<{ table: string; columns: string[]; references: string; referenced: string[]; on_delete: string }>(
      `SELECT c.conrelid::regclass::text AS table, c.confrelid::regclass::text AS references,
              (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(c.conkey) WITH ORDINALITY k(n, ord) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n) AS columns,
              (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(c.confkey) WITH ORDINALITY k(n, ord) JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n) AS referenced,
              CASE c.confdeltype WHEN 'c' THEN 'CASCADE' WHEN 'n' THEN 'SET NULL' WHEN 'r' THEN 'RESTRICT' WHEN 'a' THEN 'NO ACTION' WHEN 'd' THEN 'SET DEFAULT' END AS on_delete
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
       WHERE c.contype = 'f' AND n.nspname = current_schema()`,
    );
    for (const f of fks.rows) {
      out.foreignKeys.push({
        table: f.table.replace(/"/g, ""),
        columns: f.columns,
        references: f.references.replace(/"/g, ""),
        referencedColumns: f.referenced,
        onDelete: f.on_delete,
      });
    }
    return out;
  } finally {
    await client.end();
  }
}

const byName = <T extends { name?: string; table: string; columns: string[] }>(a: T, b: T) =>
  `${a.table}.${a.name ?? a.columns.join()}`.localeCompare(`${b.table}.${b.name ?? b.columns.join()}`);

describe(`migrated ${env.provider} database matches prisma/schema.prisma`, () => {
  const expected = readSchema();
  const types = env.provider === "postgresql" ? PG_TYPES : SQLITE_TYPES;
  let actual: Actual;

  beforeAll(async () => {
    actual = env.provider === "postgresql" ? await readPostgres() : readSqlite();
  });

  it("has exactly the schema's tables", () => {
    expect([...actual.tables.keys()].sort()).toEqual([...expected.tables.keys()].sort());
  });

  it("has every column with its type and nullability, and no other", () => {
    for (const [table, { columns }] of expected.tables) {
      const want = columns
        .map((c) => ({ name: c.name, type: types[c.type], nullable: c.nullable }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const got = [...(actual.tables.get(table)?.columns ?? [])].sort((a, b) => a.name.localeCompare(b.name));
      expect({ table, columns: got }).toEqual({ table, columns: want });
    }
  });

  it("has the schema's primary keys", () => {
    for (const [table, { primaryKey }] of expected.tables) {
      expect({ table, primaryKey: actual.tables.get(table)?.primaryKey }).toEqual({ table, primaryKey });
    }
  });

  it("has exactly the schema's unique and plain indexes", () => {
    expect([...actual.indexes].sort(byName)).toEqual([...expected.indexes].sort(byName));
  });

  it("has the raw-SQL search indexes", async () => {
    if (env.provider === "postgresql") {
      const c = new pg.Client({ connectionString: env.DATABASE_URL });
      await c.connect();
      const rows = (
        await c.query<{ indexname: string; indexdef: string }>(
          `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()`,
        )
      ).rows;
      // The catalogue index follows CatalogVersion, which only these triggers move (deferred to commit).
      const triggers = (
        await c.query<{ tgname: string; deferred: boolean }>(
          `SELECT tgname, tginitdeferred AS deferred FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname`,
        )
      ).rows;
      await c.end();
      expect(triggers).toEqual([
        { tgname: "Category_catalog_version", deferred: true },
        { tgname: "Category_catalog_version_truncate", deferred: false },
        { tgname: "Product_catalog_version", deferred: true },
        { tgname: "Product_catalog_version_truncate", deferred: false },
        { tgname: "Synonym_catalog_version", deferred: true },
        { tgname: "Synonym_catalog_version_truncate", deferred: false },
      ]);
      expect(rows.map((r) => r.indexname)).toEqual(expect.arrayContaining([...RAW_SQL_INDEXES.postgresql]));
      // The migrations made these for the text search; it now reads an in-memory index (src/server/catalog/search/text-index.ts), and they stay until a migration drops them.
      const def = (name: string) => rows.find((r) => r.indexname === name)?.indexdef;
      expect(def("Product_name_trgm_idx")).toContain("gin (replace(lower(name), ' '::text, ''::text) gin_trgm_ops)");
      expect(def("Product_search_trgm_idx")).toContain("gin (replace(lower((sku || description)), ' '::text, ''::text) gin_trgm_ops)");
      expect(def("Product_sku_lower_idx")).toContain("btree (lower(sku))");
    } else {
      const conn = new Database(sqliteFilePath(env.DATABASE_URL), { readonly: true });
      const triggers = conn.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name`).pluck().all();
      const fts = conn
        .prepare(`SELECT name FROM sqlite_master WHERE name IN ('ProductSearch', 'ProductNameSearch') ORDER BY name`)
        .pluck()
        .all();
      const indexes = conn.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND sql LIKE '%lower(%'`).pluck().all();
      conn.close();
      expect(fts).toEqual(["ProductNameSearch", "ProductSearch"]);
      expect(triggers).toEqual(SQLITE_TRIGGERS);
      expect(indexes).toEqual([...RAW_SQL_INDEXES.sqlite]);
    }
  });

  it("has exactly the schema's foreign keys with their delete rules", () => {
    const key = (f: ForeignKey) => `${f.table}.${f.columns.join()}`;
    const sort = (l: ForeignKey[]) => [...l].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sort(actual.foreignKeys)).toEqual(sort(expected.foreignKeys));
  });
});
