#!/usr/bin/env node
// npm run bench:serving — the serving layer's figures in one run, side by side
// on one build and one machine (bench/README.md, "Serving layer"):
//   - a category page under 32 connections: our server (http-server/index.mjs),
//     stock `next start` on the same build and page (what a team would run
//     instead), and the raw-Node ceiling (the same bytes from memory);
//   - the same page on each of two instances of our server sharing Redis
//     invalidations (each measured alone, the other running), against one
//     instance without Redis;
//   - the search page against the category page: one term searched again
//     and again, and a new term each request (goal: p99 ≤ 300 ms and ≥ 0.05×
//     the category page's rate);
//   - the public API reads at 10 connections (the search API with one term
//     again and again, and with a new term each request: goal p99 ≤ 50 ms);
//   - our server's resident memory, idle and at its peak under all of that.
// Options: --products=N (top the seeded catalogue up to N products first),
// --duration=S (seconds per load run, default 5), --reuse-build,
// --heap-snapshot (what the server's heap holds halfway through its busiest run),
// --only=search,api,references,redis (those sections only, beside the category page),
// --only=filters (the category filters' rows alone, bench/lib/filter-rows.mjs),
// --out=FILE (the results' file). Our servers
// get SERVER_HEAP_MB as npm start passes it (only to them, not to the load
// generator in this process).
// Environment: BENCH_WORKDIR (default /tmp/storefront-bench-serving),
// BENCH_SERVING_PORT (first of five ports, default 3931), TEST_REDIS_URL
// (default redis://127.0.0.1:6379). SQLite: the database is one file both
// instances read.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runtimeEnv } from "../src/runtime-env.mjs";
import { appEnv, runTs, startAppServer, stopProcess as stop } from "./lib/app-process.mjs";
import { bulkSeedSqlite } from "./lib/bulk-seed.mjs";
import { filterRows } from "./lib/filter-rows.mjs";
import { summarizeHeapSnapshot } from "./lib/heap-summary.mjs";
import { childPids, loadRun, rssMB, startBareServer, waitIdle } from "./lib/load.mjs";
import { prepareWorkspace, sourceRevision } from "./lib/workspace.mjs";

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, "..");

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const m = /^--([^=]+)(?:=(.*))?$/.exec(a);
    if (!m) throw new Error(`unknown argument ${a}`);
    return [m[1], m[2] ?? true];
  }),
);
const PRODUCTS = Number(args.products ?? 0);
const DURATION = Number(args.duration ?? 5);
/** --only=search,api,references,redis: those sections only (the category page always runs: the ratios' reference). */
const ONLY = typeof args.only === "string" ? new Set(args.only.split(",")) : null;
const runs = (section) => !ONLY || ONLY.has(section);
const WORK = process.env.BENCH_WORKDIR || "/tmp/storefront-bench-serving";
const FIRST_PORT = Number(process.env.BENCH_SERVING_PORT || 3931);
const PORTS = { one: FIRST_PORT, stock: FIRST_PORT + 1, bare: FIRST_PORT + 2, a: FIRST_PORT + 3, b: FIRST_PORT + 4 };
const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
const DIST = ".next-bench";
const CATEGORY = "/categories/trash-bags";
const SEARCH = "/search?q=trash%20bags";
const API_CATEGORIES = "/api/categories";
const API_SEARCH = "/api/products/search?q=trash%20bags";

const log = (...a) => console.log(...a);
/** Node flags npm start gives the server (SERVER_HEAP_MB). */
const SERVER_ARGV = runtimeEnv().serverExecArgv;

/** The process that serves for `next start`: the one child its CLI may fork, else the CLI itself. */
const servingPid = (child) => childPids(child.pid)[0] ?? child.pid;

async function warm(port, paths) {
  for (let i = 0; i < 5; i++) for (const p of paths) await (await fetch(`http://127.0.0.1:${port}${p}`)).arrayBuffer();
}

let peakRss = 0;
/** countPeak false: a run whose RSS is not the server's own (a heap snapshot being written doubles it). */
async function measure(label, port, pid, route, connections, nextPath, { countPeak = true } = {}) {
  await waitIdle(pid, 30_000);
  const r = await loadRun(`http://127.0.0.1:${port}${route}`, { connections, duration: DURATION, rssPid: pid, cpuPid: pid, nextPath });
  if (r.rssPeakMB && countPeak) peakRss = Math.max(peakRss, r.rssPeakMB);
  const errors = r.non2xx + r.socketErrors;
  const figure = { label, route, connections, rps: Math.round(r.rps), p50: r.p50, p99: r.p99, errors, rssPeakMB: r.rssPeakMB };
  log(
    `  ${label.padEnd(34)} ${String(figure.rps).padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms${errors ? `  ${errors} errors` : ""}`,
  );
  return figure;
}

/** --only=filters: one instance of our server, the filter rows (bench/lib/filter-rows.mjs), their figures written; then exits. */
async function onlyFilterRows() {
  const one = await startServer("our server", process.execPath, [...SERVER_ARGV, "http-server/index.mjs"], ourEnv, PORTS.one);
  try {
    results.figures.filters = await filterRows(PORTS.one, { duration: DURATION, pid: one.pid, waitIdle: () => waitIdle(one.pid, 30_000) });
    results.figures.peakRssMB = rssMB(one.pid);
  } finally {
    await stop(one);
  }
  const file = path.join(here, "results", `serving-filters-${results.when.replace(/[:.]/g, "-")}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(results, null, 2) + "\n");
  log(`\nWritten to ${path.relative(ROOT, file)}`);
  process.exit(0);
}

const ratio = (a, b) => (a && b ? +(a.rps / b.rps).toFixed(2) : null);

// ---- search: one term again and again, and the worst case, a term nobody searched before each time,
// so neither the kept page or answer nor the cached results help ----------------------------------

/** Goals for a new term each request: the page's p99 and its rate against the category page's, the API's p99. */
const NEW_TERM_GOALS = { pageP99: 300, pageVsCategory: 0.05, apiP99: 50 };
/**
 * New search terms as buyers type them: two to four words in a row from a product's name ("Blue Tint
 * Cast Hand", "33 Gallon 1.5 mil") or three of its words in order, read once from the catalogue through
 * the public API, shuffled by a fixed seed, each used once. Each finds at least the product it came from. (A category's words and
 * a running number, "trash bags 1", "trash bags 2", …, found nothing once the number passed the
 * catalogue's sizes: those runs measured mostly the empty results page, which costs less.)
 */
async function catalogueTerms(port, wanted) {
  const base = `http://127.0.0.1:${port}/api/products?pageSize=100&page=`;
  const first = await fetch(`${base}1`);
  const total = Number(first.headers.get("x-total-count"));
  const pages = Math.max(1, Math.ceil(total / 100));
  const seen = new Set();
  const terms = [];
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let tries = 0; terms.length < wanted && tries < 400; tries++) {
    const page = 1 + Math.floor(random() * pages);
    for (const { name } of await (await fetch(`${base}${page}`)).json()) {
      const words = name.split(/\s+/).filter(Boolean);
      const add = (term) => {
        if (seen.has(term.toLowerCase())) return;
        seen.add(term.toLowerCase());
        terms.push(term);
      };
      for (let size = 2; size <= 4; size++) for (let at = 0; at + size <= words.length; at++) add(words.slice(at, at + size).join(" "));
      // And three words of the name in its order, not all adjacent ("Black Machine 5000ft"): the names are
      // built from a few lists, so adjacent words alone repeat across the catalogue within a few thousand.
      for (let i = 0; i < words.length; i++)
        for (let j = i + 1; j < words.length; j++) for (let k = j + 1; k < words.length; k++) add(`${words[i]} ${words[j]} ${words[k]}`);
    }
  }
  for (let i = terms.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [terms[i], terms[j]] = [terms[j], terms[i]];
  }
  return terms;
}

let termPool = null;
/** The run's new terms, read once (the first half for the search page, the second for the search API). */
const catalogueTermPool = () => (termPool ??= catalogueTerms(PORTS.one, TERMS_WANTED));

/** A new search address each call, from `terms` in turn (a term is never sent twice: past the end, numbered copies). */
function newTerms(base, terms) {
  let n = 0;
  return () => {
    const term = terms[n % terms.length] + (n >= terms.length ? ` ${Math.floor(n / terms.length)}` : "");
    n++;
    return `${base}?q=${encodeURIComponent(term)}`;
  };
}

/** How many of `sample` terms the search API finds products for: the share of new-term answers that list products. */
async function shareWithResults(port, terms, sample = 200) {
  let found = 0;
  const some = terms.slice(0, sample);
  for (const term of some) {
    const body = await (await fetch(`http://127.0.0.1:${port}/api/products/search?q=${encodeURIComponent(term)}`)).json();
    if (body.length > 0) found++;
  }
  return +(found / some.length).toFixed(3);
}

const NEW_TERMS_WARM_SECONDS = 3;
/** Terms read for the two new-term runs, half each: more than a fast machine's search API answers in its warm-up and run. */
const TERMS_WANTED = 120_000;
/**
 * A new-term run's own warm-up: the same load, unmeasured, from the same series of terms (so
 * the measured run's terms are still new). The repeated-address warm-up above is answered from
 * the server's kept copies and runs none of a new term's code, which would otherwise be measured
 * on its first few thousand calls, before V8 has compiled it as a server that has been up a
 * while has.
 */
async function warmNewTerms(port, route, connections, nextPath) {
  await loadRun(`http://127.0.0.1:${port}${route}`, { connections, duration: NEW_TERMS_WARM_SECONDS, nextPath });
}

async function searchPageRows(pid) {
  const search = await measure("search page (our server)", PORTS.one, pid, SEARCH, 32);
  const terms = await catalogueTermPool();
  const pageTerms = newTerms("/search", terms.slice(0, terms.length >> 1));
  await warmNewTerms(PORTS.one, SEARCH, 32, pageTerms);
  // --heap-snapshot: what the heap holds halfway through the run that renders the most.
  const snapshotTimer = args["heap-snapshot"] ? setTimeout(() => process.kill(pid, "SIGUSR2"), (DURATION * 1000) / 2) : null;
  const searchNewTerms = await measure("search page, new term each request", PORTS.one, pid, SEARCH, 32, pageTerms, {
    countPeak: !snapshotTimer,
  });
  return { search, searchNewTerms, ...(snapshotTimer ? { heapSnapshot: await heapSnapshotSummary(pid) } : {}) };
}

async function searchApiRows(pid) {
  const apiSearch = await measure("GET /api/products/search, one term", PORTS.one, pid, API_SEARCH, 10);
  // The other half of the terms: new to the server after the search page's run, too.
  const all = await catalogueTermPool();
  const terms = all.slice(all.length >> 1);
  const withResults = await shareWithResults(PORTS.one, terms.slice(-200));
  log(`  new terms: ${all.length} from product names; ${Math.round(withResults * 100)} % of a sample of 200 find products`);
  const apiTerms = newTerms("/api/products/search", terms.slice(0, -200));
  await warmNewTerms(PORTS.one, API_SEARCH, 10, apiTerms);
  const apiSearchNewTerms = await measure("search API, new term each request", PORTS.one, pid, API_SEARCH, 10, apiTerms);
  return { apiSearch, apiSearchNewTerms: { ...apiSearchNewTerms, shareWithResults: withResults } };
}

/** The summary's lines for the new-term rows, each with its goal met or not. */
function searchGoalLines(F) {
  // A run that answered nothing (or failed some) meets no goal, whatever its percentiles read.
  const met = (row, ok) => (row.rps > 0 && row.errors === 0 && ok ? "met" : "NOT met");
  const page = F.searchNewTerms;
  const api = F.apiSearchNewTerms;
  const pageRatio = ratio(page, F.one);
  return [
    `  search page, new term each request:   ${page.rps} req/s, p50 ${page.p50} ms, p99 ${page.p99} ms, ${pageRatio}× the category page ` +
      `(goal p99 ≤ ${NEW_TERM_GOALS.pageP99} ms and ≥ ${NEW_TERM_GOALS.pageVsCategory}×: ` +
      `${met(page, page.p99 <= NEW_TERM_GOALS.pageP99 && pageRatio >= NEW_TERM_GOALS.pageVsCategory)})`,
    `  search API, new term each request:    ${api.rps} req/s, p50 ${api.p50} ms, p99 ${api.p99} ms, ${ratio(api, F.one)}× the category page ` +
      `(goal p99 ≤ ${NEW_TERM_GOALS.apiP99} ms: ${met(api, api.p99 <= NEW_TERM_GOALS.apiP99)})`,
  ];
}

/** Waits for the snapshot the server writes on SIGUSR2 into WORK, summarises it and deletes it. */
async function heapSnapshotSummary(pid) {
  for (let i = 0; i < 240; i++) {
    const file = readdirSync(WORK).find((f) => f.endsWith(".heapsnapshot") && f.includes(`.${pid}.`));
    // The file is complete once the server answers again (it writes the snapshot on its main thread).
    if (
      file &&
      (await fetch(`http://127.0.0.1:${PORTS.one}${API_CATEGORIES}`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      const summary = summarizeHeapSnapshot(path.join(WORK, file));
      rmSync(path.join(WORK, file));
      log(`  heap snapshot under load: ${summary.totalMB} MB live JS heap (RSS at the time is the peak above)`);
      for (const k of summary.kinds) log(`    ${String(k.MB).padStart(6)} MB  ${k.kind}`);
      return summary;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server wrote no heap snapshot");
}

// ---------------------------------------------------------------------------

log(`Preparing a snapshot in ${WORK} ...`);
const APP = prepareWorkspace(ROOT, WORK, DIST);
const startServer = (name, cmd, argv, serverEnv, port) =>
  startAppServer(name, cmd, argv, serverEnv, port, { cwd: APP, readyPath: API_CATEGORIES });
const dataDir = path.join(WORK, "data");
const env = appEnv(WORK, { NEXT_DIST_DIR: DIST, SITE_URL: `http://localhost:${PORTS.one}` });
/** Our servers' environment, as npm start gives it (stock next start gets `env`: what a team would run). */
const ourEnv = { ...env, ...runtimeEnv().serverProcessEnv };
const reuse = Boolean(args["reuse-build"]) && existsSync(path.join(APP, DIST, "BUILD_ID"));
if (!reuse) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  runTs("scripts/prepare-db.ts", [], env);
}
// Also on a reused build: bench:lighthouse, which shares this folder, prepares the database afresh
// with the seeded catalogue alone. The rows are generated the same each time, so the build's pages
// match the database again.
if (PRODUCTS > 0) {
  log(`Topping the catalogue up to ${PRODUCTS.toLocaleString("en-US")} products ...`);
  const { products } = await bulkSeedSqlite(path.join(dataDir, "app.db"), PRODUCTS);
  if (products < PRODUCTS) throw new Error(`the catalogue holds ${products} products, not ${PRODUCTS}`);
}
if (!reuse) {
  log("Building ...");
  const built = spawnSync(path.join(APP, "node_modules/.bin/next"), ["build"], {
    cwd: APP,
    env: { ...env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (built.status !== 0) throw new Error("next build failed");
}

const results = {
  when: new Date().toISOString(),
  revision: sourceRevision(ROOT),
  products: PRODUCTS || "seed",
  durationS: DURATION,
  serverNodeFlags: SERVER_ARGV,
  serverEnv: runtimeEnv().serverProcessEnv,
  cores: require("node:os").cpus().length,
  figures: {},
};
const F = results.figures;
const servers = [];
const prefix = `bench-serving-${randomBytes(4).toString("hex")}:`;
if (args.only === "filters") await onlyFilterRows();
try {
  // One instance, no Redis.
  log(`\nCategory page ${CATEGORY}, 32 connections, ${DURATION} s per run`);
  const snapshotFlags = args["heap-snapshot"] ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${WORK}`] : [];
  const one = await startServer(
    "our server",
    process.execPath,
    [...SERVER_ARGV, ...snapshotFlags, "http-server/index.mjs"],
    ourEnv,
    PORTS.one,
  );
  servers.push(one);
  const onePid = one.pid;
  await warm(PORTS.one, [CATEGORY, SEARCH, API_CATEGORIES, API_SEARCH]);
  await new Promise((r) => setTimeout(r, 1_000));
  F.idleRssMB = rssMB(onePid);
  F.one = await measure("our server, one instance", PORTS.one, onePid, CATEGORY, 32);
  const categoryBody = Buffer.from(await (await fetch(`http://127.0.0.1:${PORTS.one}${CATEGORY}`)).arrayBuffer());
  if (runs("search")) Object.assign(F, await searchPageRows(onePid));
  log("\nPublic API reads, 10 connections");
  if (runs("api")) F.apiCategories = await measure("GET /api/categories", PORTS.one, onePid, API_CATEGORIES, 10);
  if (runs("search")) Object.assign(F, await searchApiRows(onePid));
  if (runs("filters"))
    F.filters = await filterRows(PORTS.one, { duration: DURATION, pid: onePid, waitIdle: () => waitIdle(onePid, 30_000) });
  F.peakRssMB = peakRss;
  await stop(one);

  if (runs("references")) {
    // Stock next start on the same build.
    log(`\nReferences on the same page`);
    const stock = await startServer(
      "next start",
      path.join(APP, "node_modules/.bin/next"),
      ["start", "-p", String(PORTS.stock)],
      env,
      PORTS.stock,
    );
    servers.push(stock);
    const stockPid = servingPid(stock);
    await warm(PORTS.stock, [CATEGORY]);
    F.stock = await measure("stock next start", PORTS.stock, stockPid, CATEGORY, 32);
    await stop(stock);

    // The raw-Node ceiling: the same bytes from memory.
    const bodyFile = path.join(WORK, "category-page.html");
    writeFileSync(bodyFile, categoryBody);
    const manifest = path.join(WORK, "bare-manifest.json");
    writeFileSync(manifest, JSON.stringify({ [CATEGORY]: { file: bodyFile, contentType: "text/html; charset=utf-8" } }));
    const bare = await startBareServer(PORTS.bare, manifest);
    servers.push(bare);
    F.bare = await measure("raw Node ceiling (same bytes)", PORTS.bare, bare.pid, CATEGORY, 32);
    await stop(bare);
  }

  if (runs("redis")) {
    // Two instances sharing invalidations through Redis, each on its own copy of the build.
    log(`\nTwo instances with REDIS_URL (${REDIS_URL}, keys ${prefix}*), each measured alone`);
    rmSync(path.join(APP, `${DIST}-b`), { recursive: true, force: true });
    cpSync(path.join(APP, DIST), path.join(APP, `${DIST}-b`), { recursive: true });
    const shared = { REDIS_URL, REDIS_PREFIX: prefix };
    const a = await startServer(
      "instance A",
      process.execPath,
      [...SERVER_ARGV, "http-server/index.mjs"],
      { ...ourEnv, ...shared },
      PORTS.a,
    );
    servers.push(a);
    const b = await startServer(
      "instance B",
      process.execPath,
      [...SERVER_ARGV, "http-server/index.mjs"],
      { ...ourEnv, ...shared, NEXT_DIST_DIR: `${DIST}-b` },
      PORTS.b,
    );
    servers.push(b);
    await warm(PORTS.a, [CATEGORY]);
    await warm(PORTS.b, [CATEGORY]);
    F.instanceA = await measure("instance A (Redis)", PORTS.a, a.pid, CATEGORY, 32);
    F.instanceB = await measure("instance B (Redis)", PORTS.b, b.pid, CATEGORY, 32);
  }
} finally {
  for (const s of servers) await stop(s);
  rmSync(path.join(APP, `${DIST}-b`), { recursive: true, force: true });
  try {
    const Redis = require("ioredis");
    const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await r.connect();
    const keys = await r.keys(`${prefix}*`);
    if (keys.length) await r.del(...keys);
    await r.quit();
  } catch {
    /* Redis was not there: the two-instance part failed above */
  }
}

results.ratios = {
  oneVsStock: ratio(F.one, F.stock),
  oneVsCeiling: ratio(F.one, F.bare),
  instanceAVsOne: ratio(F.instanceA, F.one),
  instanceBVsOne: ratio(F.instanceB, F.one),
  searchVsCategory: ratio(F.search, F.one),
  searchNewTermsVsCategory: ratio(F.searchNewTerms, F.one),
  apiCategoriesVsCategory: ratio(F.apiCategories, F.one),
};
log(`\nSummary (${results.products} products, revision ${results.revision})`);
if (runs("references")) {
  log(`  our server / stock next start:        ${results.ratios.oneVsStock}×`);
  log(`  our server / raw Node ceiling:        ${results.ratios.oneVsCeiling}`);
}
if (runs("redis"))
  log(`  each Redis instance / one instance:   A ${results.ratios.instanceAVsOne}, B ${results.ratios.instanceBVsOne} (goal ≥ 0.8)`);
if (runs("search")) {
  log(`  search page / category page:          ${results.ratios.searchVsCategory} (goal ≥ 0.25)`);
  log(`  /api/products/search p99 at 10 conn.: ${F.apiSearch.p99} ms (goal ≤ 50)`);
  for (const line of searchGoalLines(F)) log(line);
}
if (runs("api")) log(`  /api/categories / category page:      ${results.ratios.apiCategoriesVsCategory} (goal ≥ 0.25)`);
log(
  `  our server's RSS: ${F.idleRssMB} MB idle, ${F.peakRssMB} MB at peak (goal ≤ 400)${args["heap-snapshot"] ? ", the snapshot's run left out" : ""}`,
);
const out = path.join(here, "results");
mkdirSync(out, { recursive: true });
// --out=FILE: where npm run bench (bench/run.mjs) reads this run's figures.
const file = typeof args.out === "string" ? path.resolve(args.out) : path.join(out, `serving-${results.when.replace(/[:.]/g, "-")}.json`);
writeFileSync(file, JSON.stringify(results, null, 2) + "\n");
log(`\nWritten to ${path.relative(ROOT, file)}`);
