#!/usr/bin/env node
// The "Find by spec" speed budget on its own: `npm run bench:spec` (-- --size=N, --skip-pg,
// --iterations=N). Seeds its own databases at the size (default 100,000 products): a fresh
// SQLite file under $BENCH_SPEC_WORKDIR and a fresh PostgreSQL database
// (storefront_bench_spec, dropped afterwards), each migrated and seeded by the app's own
// scripts/prepare-db.ts, given the seeded attribute definitions (spec-setup.ts) and topped
// up by lib/bulk-seed.mjs; then runs find-by-spec.ts against each and prints the table.
// No server and no build: the measured functions are called in-process, from this tree.
// Writes bench/results/spec-latest.json and spec-latest.md (gitignored).
// --nice=N runs the measuring process at that niceness (negative needs root): on a shared
// machine it then waits less for a core, which shows what the code costs rather than the
// queue; the PostgreSQL server it talks to keeps its own priority. The report says so.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { appEnv as appEnvIn, isLoopback, lastJson, pgAdmin as pgAdminAt, pgDatabaseUrl, ROOT, runTs } from "./lib/app-process.mjs";
import { bulkSeedPostgres, bulkSeedSqlite } from "./lib/bulk-seed.mjs";
import { renderSpecMarkdown } from "./lib/spec-report.mjs";
import { sourceRevision } from "./lib/workspace.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.join(here, "results");

const args = {};
for (const a of process.argv.slice(2)) {
  const m = /^--([^=]+)(?:=(.*))?$/.exec(a);
  if (!m || !["size", "skip-pg", "iterations", "keep-pg", "nice"].includes(m[1])) {
    console.error(`unknown argument ${a} (options: --size=N, --skip-pg, --iterations=N, --keep-pg, --nice=N)`);
    process.exit(2);
  }
  args[m[1]] = m[2] ?? true;
}
const size = Number(args.size ?? 100000);
const iterations = Number(args.iterations ?? 30);
if (!Number.isInteger(size) || size < 1 || !Number.isInteger(iterations) || iterations < 1) {
  console.error("--size and --iterations must be positive whole numbers");
  process.exit(2);
}
const niceness = args.nice === undefined ? null : Number(args.nice);
if (niceness !== null && !(Number.isInteger(niceness) && niceness >= -20 && niceness <= 19)) {
  console.error("--nice must be a whole number from -20 to 19");
  process.exit(2);
}
const workdir = process.env.BENCH_SPEC_WORKDIR || "/tmp/storefront-bench-spec";
const pgAdminUrl = process.env.BENCH_PG_URL || "postgresql://postgres@127.0.0.1:5432/test";
const pgDatabase = "storefront_bench_spec";
const pgUrl = pgDatabaseUrl(pgAdminUrl, pgDatabase);
if (!args["skip-pg"] && !isLoopback(pgAdminUrl)) {
  console.error("BENCH_PG_URL must point at a loopback address.");
  process.exit(2);
}

const T0 = performance.now();
const log = (m) =>
  console.log(
    `[bench:spec ${((performance.now() - T0) / 1000).toFixed(0).padStart(4)}s load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}] ${m}`,
  );

const appEnv = (extra = {}) => appEnvIn(workdir, extra);
const pgAdmin = (sql) => pgAdminAt(pgAdminUrl, sql);

const results = {
  meta: {
    startedAt: new Date().toISOString(),
    command: `npm run bench:spec${process.argv.length > 2 ? " -- " + process.argv.slice(2).join(" ") : ""}`,
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadavgAtStart: os.loadavg().map((l) => +l.toFixed(2)),
    source: sourceRevision(ROOT),
    size,
    iterations,
    niceness,
  },
  seed: {},
  setup: {},
  spec: {},
};

async function one(provider, extraEnv) {
  const env = appEnv(extraEnv);
  log(`${provider}: migrate and seed (scripts/prepare-db.ts)`);
  runTs("scripts/prepare-db.ts", [], env);
  results.setup[provider] = lastJson(runTs("bench/spec-setup.ts", [], env));
  log(`${provider}: attribute definitions ${JSON.stringify(results.setup[provider])}`);
  results.seed[provider] =
    provider === "sqlite" ? await bulkSeedSqlite(path.join(workdir, "data", "app.db"), size) : await bulkSeedPostgres(pgUrl, size);
  log(`${provider}: seeded ${JSON.stringify(results.seed[provider])}`);
  log(`${provider}: find-by-spec (${iterations} rounds)`);
  results.spec[provider] = lastJson(
    runTs("bench/find-by-spec.ts", [JSON.stringify({ iterations, warmup: 2 })], env, { echo: true, nice: niceness }),
  );
}

let failed = false;
try {
  rmSync(workdir, { recursive: true, force: true });
  mkdirSync(path.join(workdir, "data"), { recursive: true });
  await one("sqlite", {});
  if (!args["skip-pg"]) {
    await pgAdmin(`DROP DATABASE IF EXISTS "${pgDatabase}" WITH (FORCE)`);
    await pgAdmin(`CREATE DATABASE "${pgDatabase}"`);
    await one("postgresql", { DATABASE_URL: pgUrl });
  }
} catch (e) {
  failed = true;
  results.error = String(e?.stack ?? e);
  console.error(e);
} finally {
  if (!args["skip-pg"] && !args["keep-pg"])
    await pgAdmin(`DROP DATABASE IF EXISTS "${pgDatabase}" WITH (FORCE)`).catch((e) => log(`could not drop ${pgDatabase}: ${e.message}`));
}
results.meta.finishedAt = new Date().toISOString();
results.meta.loadavgAtEnd = os.loadavg().map((l) => +l.toFixed(2));
const md = renderSpecMarkdown([{ products: size, spec: results.spec }], { heading: "# Find by spec: speed budget", meta: results.meta });
mkdirSync(RESULTS, { recursive: true });
writeFileSync(path.join(RESULTS, "spec-latest.json"), JSON.stringify(results, null, 2));
writeFileSync(path.join(RESULTS, "spec-latest.md"), md);
console.log("\n" + md);
console.log(`Written: bench/results/spec-latest.json, bench/results/spec-latest.md`);
process.exit(failed ? 1 : 0);
