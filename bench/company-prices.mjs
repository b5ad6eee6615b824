#!/usr/bin/env node
// The company-price overlay API's speed: `npm run bench:prices` (-- --products=N,
// --prices=N, --iterations=N, --skip-pg). Makes its own databases: a fresh SQLite
// file under $BENCH_PRICES_WORKDIR and a fresh PostgreSQL database
// (storefront_bench_prices, dropped afterwards), each migrated and seeded by the
// app's scripts/prepare-db.ts and topped up to N products by lib/bulk-seed.mjs,
// then runs bench/company-prices.ts against each. Goal at 100,000 products and
// 1,000 company prices: p95 ≤ 20 ms per request. Writes
// bench/results/prices-latest.json (gitignored).
import { mkdirSync, writeFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { appEnv, isLoopback, lastJson, pgAdmin, pgDatabaseUrl, runTs } from "./lib/app-process.mjs";
import { bulkSeedPostgres, bulkSeedSqlite } from "./lib/bulk-seed.mjs";

const OPTIONS = ["products", "prices", "iterations", "skip-pg"];
const args = {};
for (const a of process.argv.slice(2)) {
  const m = /^--([^=]+)(?:=(.*))?$/.exec(a);
  if (!m || !OPTIONS.includes(m[1])) {
    console.error(`unknown argument ${a} (options: --products=N, --prices=N, --iterations=N, --skip-pg)`);
    process.exit(2);
  }
  args[m[1]] = m[2] ?? true;
}
const products = Number(args.products ?? 100_000);
const input = { prices: Number(args.prices ?? 1000), iterations: Number(args.iterations ?? 2000), warmup: 100 };
const workdir = process.env.BENCH_PRICES_WORKDIR || "/tmp/storefront-bench-prices";
const pgAdminUrl = process.env.BENCH_PG_URL || "postgresql://postgres@127.0.0.1:5432/test";
const pgDatabase = "storefront_bench_prices";
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
    products,
    ...input,
  },
  prices: {},
};

let failed = false;
try {
  rmSync(workdir, { recursive: true, force: true });
  mkdirSync(path.join(workdir, "data"), { recursive: true });
  const sqliteEnv = appEnv(workdir, {});
  runTs("scripts/prepare-db.ts", [], sqliteEnv);
  console.log(JSON.stringify(await bulkSeedSqlite(path.join(workdir, "data", "app.db"), products)));
  results.prices.sqlite = lastJson(runTs("bench/company-prices.ts", [JSON.stringify(input)], sqliteEnv, { echo: true }));
  if (!args["skip-pg"]) {
    await pgAdmin(pgAdminUrl, `DROP DATABASE IF EXISTS "${pgDatabase}" WITH (FORCE)`);
    await pgAdmin(pgAdminUrl, `CREATE DATABASE "${pgDatabase}"`);
    const url = pgDatabaseUrl(pgAdminUrl, pgDatabase);
    const pgEnv = appEnv(workdir, { DATABASE_URL: url });
    runTs("scripts/prepare-db.ts", [], pgEnv);
    console.log(JSON.stringify(await bulkSeedPostgres(url, products)));
    results.prices.postgresql = lastJson(runTs("bench/company-prices.ts", [JSON.stringify(input)], pgEnv, { echo: true }));
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
writeFileSync(path.join(dir, "prices-latest.json"), JSON.stringify(results, null, 2));
for (const [provider, r] of Object.entries(results.prices))
  console.log(`${provider}: p95 ${r.p95} ms per request (goal ≤ ${r.goalP95} ms: ${r.withinGoal ? "met" : "MISSED"})`);
console.log("Written: bench/results/prices-latest.json");
process.exit(failed || Object.values(results.prices).some((r) => !r.withinGoal) ? 1 : 0);
