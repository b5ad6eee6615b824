#!/usr/bin/env node
// The product import's budget: `npm run bench:import` (-- --rows=N, --skip-pg). Makes its
// own databases: a fresh SQLite file under $BENCH_IMPORT_WORKDIR and a fresh PostgreSQL
// database (storefront_bench_import, dropped afterwards), each migrated and seeded by the
// app's scripts/prepare-db.ts, then runs bench/import-products.ts against each: N new
// products (dry run, apply), the export with N prices edited (dry run, apply), the XLSX
// export unedited (dry run). Budgets at 10,000 rows: dry run ≤ 5 s, apply ≤ 20 s.
// Writes bench/results/import-latest.json (gitignored).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { appEnv, isLoopback, lastJson, pgAdmin, pgDatabaseUrl, runTs } from "./lib/app-process.mjs";

const args = {};
for (const a of process.argv.slice(2)) {
  const m = /^--([^=]+)(?:=(.*))?$/.exec(a);
  if (!m || !["rows", "skip-pg"].includes(m[1])) {
    console.error(`unknown argument ${a} (options: --rows=N, --skip-pg)`);
    process.exit(2);
  }
  args[m[1]] = m[2] ?? true;
}
const rows = Number(args.rows ?? 10000);
if (!Number.isInteger(rows) || rows < 1 || rows > 50000) {
  console.error("--rows must be a whole number from 1 to 50000 (the import's limit)");
  process.exit(2);
}
const workdir = process.env.BENCH_IMPORT_WORKDIR || "/tmp/storefront-bench-import";
const pgAdminUrl = process.env.BENCH_PG_URL || "postgresql://postgres@127.0.0.1:5432/test";
const pgDatabase = "storefront_bench_import";
if (!args["skip-pg"] && !isLoopback(pgAdminUrl)) {
  console.error("BENCH_PG_URL must point at a loopback address.");
  process.exit(2);
}

const results = {
  meta: {
    startedAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadavgAtStart: os.loadavg().map((l) => +l.toFixed(2)),
    rows,
  },
  import: {},
};

function one(provider, extra) {
  const env = appEnv(workdir, extra);
  runTs("scripts/prepare-db.ts", [], env);
  results.import[provider] = lastJson(runTs("bench/import-products.ts", [JSON.stringify({ rows })], env, { echo: true }));
}

let failed = false;
try {
  rmSync(workdir, { recursive: true, force: true });
  mkdirSync(path.join(workdir, "data"), { recursive: true });
  one("sqlite", {});
  if (!args["skip-pg"]) {
    await pgAdmin(pgAdminUrl, `DROP DATABASE IF EXISTS "${pgDatabase}" WITH (FORCE)`);
    await pgAdmin(pgAdminUrl, `CREATE DATABASE "${pgDatabase}"`);
    one("postgresql", { DATABASE_URL: pgDatabaseUrl(pgAdminUrl, pgDatabase) });
  }
} catch (e) {
  failed = true;
  results.error = String(e?.stack ?? e);
  console.error(e);
} finally {
  if (!args["skip-pg"]) await pgAdmin(pgAdminUrl, `DROP DATABASE IF EXISTS "${pgDatabase}" WITH (FORCE)`).catch(() => {});
}
results.meta.loadavgAtEnd = os.loadavg().map((l) => +l.toFixed(2));
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "results");
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "import-latest.json"), JSON.stringify(results, null, 2));
for (const [provider, r] of Object.entries(results.import)) {
  const over = Object.entries(r.results).filter(([name, p]) => p.seconds > (name.endsWith("DryRun") ? r.budgets.dryRun : r.budgets.apply));
  console.log(`${provider}: ${over.length === 0 ? "within budget" : `OVER budget: ${over.map(([n]) => n).join(", ")}`}`);
}
console.log("Written: bench/results/import-latest.json");
process.exit(failed ? 1 : 0);
