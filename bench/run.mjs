#!/usr/bin/env node
// The storefront's benchmark: `npm run bench` (full) or `npm run bench -- --quick`.
// See bench/README.md for what it measures, how, and why that way.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { adminChangeCheck } from "./lib/admin-check.mjs";
import { firstLoadJs } from "./lib/browser.mjs";
import { bulkSeedPostgres, bulkSeedSqlite } from "./lib/bulk-seed.mjs";
import { loadRun, rssMB, startBareServer, summarize, waitIdle, childPids } from "./lib/load.mjs";
import { renderMarkdown } from "./lib/report.mjs";
import { prepareWorkspace, sourceRevision } from "./lib/workspace.mjs";

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, "..");
const RESULTS = path.join(here, "results");

// ---------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------

function parseArgs(argv) {
  const out = {};
  for (const a of argv) {
    const m = /^--([^=]+)(?:=(.*))?$/.exec(a);
    if (!m) throw new Error(`unknown argument ${a} (see bench/README.md)`);
    out[m[1]] = m[2] ?? true;
  }
  return out;
}
const args = parseArgs(process.argv.slice(2));
const QUICK = Boolean(args.quick);
const num = (v, d) => (v === undefined ? d : Number(v));
const RUNGS = [0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096];

const cfg = {
  quick: QUICK,
  sizes: args.sizes ? String(args.sizes).split(",").map(Number) : QUICK ? [1000] : [1000, 10000, 100000],
  reps: num(args.reps, QUICK ? 1 : 3),
  duration: num(args.duration, 2),
  warmup: num(args.warmup, 1),
  connections: [10, 32],
  timeoutS: 10,
  searchIterations: num(args["search-iterations"], QUICK ? 5 : 10),
  specIterations: num(args["spec-iterations"], QUICK ? 10 : 30),
  lighthouse: !args["skip-lighthouse"],
  lighthouseAllSizes: Boolean(args["lighthouse-all-sizes"]),
  pg: !args["skip-pg"],
  // Rebuild even when the snapshot's sources are unchanged since the last benchmark build.
  rebuild: Boolean(args.rebuild),
  port: num(process.env.BENCH_PORT, 3890),
  workdir: process.env.BENCH_WORKDIR || "/tmp/storefront-bench",
  pgAdminUrl: process.env.BENCH_PG_URL || "postgresql://postgres@127.0.0.1:5432/test",
  pgDatabase: "storefront_bench",
  // A target whose warm single request takes longer or is larger is not put under load (see README).
  probeMaxMs: num(args["probe-max-ms"], 5000),
  probeMaxMB: num(args["probe-max-mb"], 32),
};
cfg.barePort = cfg.port + 1;
const base = `http://127.0.0.1:${cfg.port}`;
const bareBase = `http://127.0.0.1:${cfg.barePort}`;
const ADMIN_PASSWORD = `bench-${randomBytes(9).toString("base64url")}`;
const NEXTAUTH_SECRET = randomBytes(36).toString("base64url");

const pgHost = (() => {
  try {
    return new URL(cfg.pgAdminUrl).hostname;
  } catch {
    return "";
  }
})();
if (cfg.pg && !["127.0.0.1", "localhost", "::1", "[::1]"].includes(pgHost)) {
  console.error(`BENCH_PG_URL must point at a loopback address (got ${pgHost || cfg.pgAdminUrl}).`);
  process.exit(2);
}
const pgUrl = (() => {
  const u = new URL(cfg.pgAdminUrl);
  u.pathname = `/${cfg.pgDatabase}`;
  return u.toString();
})();

// The search query set: what buyers type. Short words, phrases, SKUs (exact,
// seeded, partial), category names, a 2-character term (LIKE path) and misses.
const QUERIES = [
  "film",
  "bag",
  "gloves",
  "nitrile",
  "black",
  "mailer",
  "55-60 gallon",
  "thank you",
  "12 x 15.5",
  "SF-100500",
  "tsb-100004",
  "TB-3002",
  "PMB-10",
  "Trash Bags",
  "Gloves & Apron",
  "xl",
  "stretch wrap",
  "strech",
  "polypropylene strapping",
  "zzqx",
];

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const T0 = performance.now();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const logDir = path.join(RESULTS, "logs", stamp);
mkdirSync(logDir, { recursive: true });
const loadNotes = [];
function log(message) {
  const t = ((performance.now() - T0) / 1000).toFixed(0).padStart(5);
  console.log(
    `[bench ${t}s load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}] ${message}`,
  );
}
function phase(name) {
  loadNotes.push({ phase: name, at: new Date().toISOString(), loadavg: os.loadavg().map((l) => +l.toFixed(2)) });
  log(`== ${name}`);
}

const children = new Set();
function track(child) {
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}
function killAll() {
  for (const c of children) {
    try {
      c.kill("SIGTERM");
    } catch {
      /* gone */
    }
  }
}
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    log(`${sig}: stopping the processes this run started`);
    killAll();
    setTimeout(() => process.exit(130), 3000).unref();
  });
}

/** The environment of the benchmark's app processes (nothing inherited that points elsewhere). */
function appEnv(extra = {}) {
  const env = { ...process.env };
  for (const k of [
    "DATABASE_URL",
    "REDIS_URL",
    "SMTP_URL",
    "NEXTAUTH_URL",
    "SITE_URL",
    "PORT",
    "HOST",
    "DATA_DIR",
    "NEXT_DIST_DIR",
    "NODE_ENV",
    "TRUST_PROXY",
  ])
    delete env[k];
  return {
    ...env,
    DATA_DIR: path.join(cfg.workdir, "data"),
    NEXT_DIST_DIR: ".next-bench",
    PORT: String(cfg.port),
    HOST: "127.0.0.1",
    SITE_URL: base,
    ADMIN_PASSWORD,
    NEXTAUTH_SECRET,
    NEXT_TELEMETRY_DISABLED: "1",
    ...extra,
  };
}

function runTs(app, script, scriptArgs, env) {
  const r = spawnSync(path.join(app, "node_modules/.bin/tsx"), ["--conditions=react-server", script, ...scriptArgs], {
    cwd: app,
    env,
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
  if (r.status !== 0) throw new Error(`${script} failed (${r.status}):\n${r.stderr || r.stdout}`);
  return r.stdout;
}

/** One GET, timed to the last byte; reading stops (and the request is cancelled) past maxBytes. */
async function fetchTimed(url, timeoutMs = 120_000, maxBytes = Infinity) {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
    const chunks = [];
    let bytes = 0;
    let truncated = false;
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      if (bytes > maxBytes) {
        truncated = true;
        await reader.cancel();
        break;
      }
      chunks.push(value);
    }
    return {
      status: res.status,
      bytes,
      truncated,
      ms: Math.round(performance.now() - t0),
      contentType: res.headers.get("content-type"),
      body: Buffer.concat(chunks),
    };
  } catch (e) {
    return { status: 0, bytes: 0, ms: Math.round(performance.now() - t0), error: String(e?.message ?? e) };
  }
}

// ---------------------------------------------------------------------------
// Server (scripts/start.mjs in the snapshot)
// ---------------------------------------------------------------------------

let server = null; // { proc, log, startedAt }

async function startServer(app, { forceBuild }) {
  if (forceBuild) rmSync(path.join(app, ".next-bench", "storefront-build-stamp"), { force: true });
  const logFile = path.join(logDir, `server-${Date.now()}.log`);
  const out = createWriteStream(logFile);
  const t0 = performance.now();
  const proc = track(spawn(process.execPath, ["scripts/start.mjs"], { cwd: app, env: appEnv(), stdio: ["ignore", "pipe", "pipe"] }));
  let text = "";
  const onData = (d) => {
    out.write(d);
    if (text.length < 1 << 20) text += d;
  };
  proc.stdout.on("data", onData);
  proc.stderr.on("data", onData);
  let exited = null;
  proc.on("exit", (code, signal) => (exited = { code, signal }));
  const deadline = t0 + 45 * 60_000; // a build of a large catalogue is slow; bounded anyway
  while (performance.now() < deadline) {
    if (exited) throw new Error(`server exited during start-up (${JSON.stringify(exited)}); see ${logFile}`);
    if (/Ready on /.test(text)) {
      const r = await fetchTimed(`${base}/api/categories`, 10_000);
      if (r.status === 200) break;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (!/Ready on /.test(text)) throw new Error(`server not ready in time; see ${logFile}`);
  const startSeconds = +((performance.now() - t0) / 1000).toFixed(1);
  const serverPid = childPids(proc.pid)[0];
  server = {
    proc,
    serverPid,
    logFile,
    get log() {
      return text;
    },
    exited: () => exited,
  };
  const built = /Building the site/.test(text);
  const gen = /Generating static pages using \d+ workers? \((\d+)\/\d+\) in ([\d.]+)(ms|s|min)/.exec(text);
  const compiled = /Compiled successfully in ([\d.]+)(ms|s|min)/.exec(text);
  const typescript = /Finished TypeScript in ([\d.]+)(ms|s|min)/.exec(text);
  const secs = (v, unit) => +(unit === "ms" ? Number(v) / 1000 : unit === "min" ? Number(v) * 60 : Number(v)).toFixed(1);
  return {
    startSeconds,
    built,
    staticPages: gen ? Number(gen[1]) : undefined,
    staticGenerationSeconds: gen ? secs(gen[2], gen[3]) : undefined,
    compileSeconds: compiled ? secs(compiled[1], compiled[2]) : undefined,
    typescriptSeconds: typescript ? secs(typescript[1], typescript[2]) : undefined,
    serverPid,
    logFile: path.relative(ROOT, logFile),
  };
}

async function stopServer() {
  if (!server) return;
  const { proc, serverPid } = server;
  server = null;
  proc.kill("SIGTERM");
  const t0 = performance.now();
  while (proc.exitCode === null && proc.signalCode === null && performance.now() - t0 < 20_000)
    await new Promise((r) => setTimeout(r, 200));
  if (proc.exitCode === null && proc.signalCode === null) {
    try {
      if (serverPid) process.kill(serverPid, "SIGKILL");
      proc.kill("SIGKILL");
    } catch {
      /* gone */
    }
  }
}

async function ensureServer(app, events) {
  if (server && !server.exited()) return;
  events.push({ at: new Date().toISOString(), event: `server had exited (${JSON.stringify(server?.exited())}); restarted` });
  server = null;
  await startServer(app, { forceBuild: false });
}

// ---------------------------------------------------------------------------
// Admin helpers
// ---------------------------------------------------------------------------

async function adminCookie() {
  const res = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** After a bulk insert (outside the app) the caches know nothing: one no-op admin product save invalidates the catalogue tag, as every real admin change does. */
async function invalidateCatalogue(productSlug) {
  const cookie = await adminCookie();
  const p = await (await fetch(`${base}/api/products/${productSlug}`)).json();
  const body = {
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    description: p.description,
    priceMin: p.priceMin,
    priceMax: p.priceMax,
    imageUrl: p.imageUrl,
    categoryId: p.categoryId,
    specifications: p.specifications,
  };
  const res = await fetch(`${base}/api/admin/products/${p.id}`, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`invalidating PUT failed: ${res.status}`);
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

const results = {
  meta: {
    startedAt: new Date().toISOString(),
    command: `npm run bench${process.argv.length > 2 ? " -- " + process.argv.slice(2).join(" ") : ""}`,
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: +(os.totalmem() / 2 ** 30).toFixed(1),
    loadavgAtStart: os.loadavg().map((l) => +l.toFixed(2)),
    source: sourceRevision(ROOT),
    config: { ...cfg, pgAdminUrl: undefined },
    queries: QUERIES,
    notes: [
      "Load from autocannon in the harness process on the same 2-core machine as the server; no Accept-Encoding (identity bodies) for the load runs.",
      "One build at the first size; larger sizes grow the same database (bulk insert) and one admin save invalidates the catalogue tag (see README).",
    ],
  },
  build: null,
  sizes: [],
  events: [],
};

async function main() {
  phase("workspace");
  const app = prepareWorkspace(ROOT, cfg.workdir);
  // Reference (a) pages, in the snapshot only.
  // (rsync --delete removed them with the rest of what is not in the main tree; written
  // with the previous run's file times when unchanged, so start.mjs's build stamp can match.)
  const template = readFileSync(path.join(here, "reference/page.tsx.template"), "utf8");
  const refFiles = {
    "(storefront)/bench-reference/reference.tsx": readFileSync(path.join(here, "reference/reference.tsx"), "utf8"),
    "bench-baseline/page.tsx": readFileSync(path.join(here, "reference/baseline.tsx"), "utf8"),
    "bench-baseline/layout.tsx": readFileSync(path.join(here, "reference/baseline-layout.tsx"), "utf8"),
  };
  for (const c of RUNGS) refFiles[`(storefront)/bench-reference/c${c}/page.tsx`] = template.replaceAll("__CARDS__", String(c));
  const keep = path.join(cfg.workdir, "reference-pages");
  for (const [rel, text] of Object.entries(refFiles)) {
    const kept = path.join(keep, rel);
    if (!existsSync(kept) || readFileSync(kept, "utf8") !== text) {
      mkdirSync(path.dirname(kept), { recursive: true });
      writeFileSync(kept, text);
    }
  }
  if (spawnSync("rsync", ["-a", `${keep}/`, `${path.join(app, "src/app")}/`]).status !== 0)
    throw new Error("copying the reference pages failed");
  log(`snapshot of ${ROOT} at ${app} (source ${results.meta.source})`);

  phase("databases");
  await assertPortsFree();
  const dataDir = path.join(cfg.workdir, "data");
  rmSync(dataDir, { recursive: true, force: true });
  runTs(app, "scripts/prepare-db.ts", [], appEnv());
  // The seeded categories' attribute definitions, where the seeder wrote none (bench/spec-setup.ts).
  results.specSetup = { sqlite: lastJson(runTs(app, "bench/spec-setup.ts", [], appEnv())) };
  const sqliteFile = path.join(dataDir, "app.db");
  if (cfg.pg) {
    const { Client } = require("pg");
    const admin = new Client({ connectionString: cfg.pgAdminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${cfg.pgDatabase}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${cfg.pgDatabase}"`);
    await admin.end();
    runTs(app, "scripts/prepare-db.ts", [], appEnv({ DATABASE_URL: pgUrl }));
    results.specSetup.postgresql = lastJson(runTs(app, "bench/spec-setup.ts", [], appEnv({ DATABASE_URL: pgUrl })));
  }

  for (let i = 0; i < cfg.sizes.length; i++) {
    const size = cfg.sizes[i];
    const S = { products: size, events: [] };
    results.sizes.push(S);
    phase(`size ${size}: seed`);
    S.seed = { sqlite: await bulkSeedSqlite(sqliteFile, size) };
    if (cfg.pg) S.seed.postgresql = await bulkSeedPostgres(pgUrl, size);
    log(`seeded: ${JSON.stringify(S.seed)}`);

    const Database = require("better-sqlite3");
    const sdb = new Database(sqliteFile, { readonly: true });
    const productSlug = sdb.prepare(`SELECT "slug" FROM "Product" WHERE "sku" = 'PMB-100001'`).get().slug;
    sdb.close();
    const targets = {
      home: "/",
      products: "/products",
      "products p.5": "/products/page/5",
      category: "/categories/mailer-bags",
      "category p.3": "/categories/mailer-bags/page/3",
      "stretch-film": "/products/stretch-film",
      product: `/products/${productSlug}`,
      // The search page (ADR 5); /products?search= is a 308 to it, which would measure only the redirect.
      search: "/search?q=nitrile",
      "api/products": "/api/products",
      "api/categories": "/api/categories",
      "api/search": "/api/products/search?q=nitrile",
    };
    S.targets = targets;

    if (i === 0) {
      phase(`size ${size}: build (unless the snapshot is unchanged) and start (scripts/start.mjs, NEXT_DIST_DIR=.next-bench)`);
      const b = await startServer(app, { forceBuild: cfg.rebuild });
      const infoFile = path.join(cfg.workdir, "build-info.json");
      if (!b.built) {
        // start.mjs kept the last build: its pages hold data from an earlier run's database until
        // the catalogue tag is invalidated, which an admin save does.
        await invalidateCatalogue(productSlug);
        const prev = existsSync(infoFile) ? JSON.parse(readFileSync(infoFile, "utf8")) : null;
        results.build = { reused: true, invalidatedBy: "admin PUT of an unchanged product", startSeconds: b.startSeconds, previous: prev };
        log(`build reused (snapshot unchanged; --rebuild to force); catalogue invalidated`);
      } else {
        const dist = spawnSync("du", ["-sm", path.join(app, ".next-bench")], { encoding: "utf8" }).stdout.split("\t")[0];
        const productsDir = spawnSync("du", ["-sm", path.join(app, ".next-bench/server/app/products")], { encoding: "utf8" }).stdout.split(
          "\t",
        )[0];
        results.build = {
          products: size,
          builtAt: new Date().toISOString(),
          ...b,
          distMB: Number(dist),
          productPagesMB: Number(productsDir),
        };
        const perPage = b.staticGenerationSeconds && b.staticPages ? b.staticGenerationSeconds / b.staticPages : null;
        const mbPerProduct = Number(productsDir) / size;
        // What building at the other sizes would cost (every product page is prerendered at build).
        results.build.projections = [...new Set([...cfg.sizes, 10000, 100000])]
          .sort((a, b) => a - b)
          .map((n) => ({
            products: n,
            staticPages: b.staticPages ? b.staticPages - size + n : undefined,
            estMinutes: perPage ? +(((b.compileSeconds ?? 0) + perPage * (b.staticPages - size + n)) / 60).toFixed(1) : undefined,
            estDistGB: +((Number(dist) - Number(productsDir) + mbPerProduct * n) / 1024).toFixed(1),
          }));
        writeFileSync(infoFile, JSON.stringify(results.build, null, 2));
        log(`build: ${JSON.stringify(results.build)}`);
      }
    } else {
      phase(`size ${size}: restart on the grown database (no rebuild) and invalidate`);
      const r = await startServer(app, { forceBuild: false });
      await invalidateCatalogue(productSlug);
      S.restart = { ...r, invalidatedBy: "admin PUT of an unchanged product" };
    }
    S.rssIdleAfterStartMB = rssMB(server.serverPid);

    // ---- search latency, in-process (server idle) -------------------------------------
    phase(`size ${size}: search latency (in-process)`);
    const searchInput = JSON.stringify({ queries: QUERIES, iterations: cfg.searchIterations, warmup: 2 });
    S.search = { sqlite: lastJson(runTs(app, "bench/search-latency.ts", [searchInput], appEnv())) };
    if (cfg.pg) S.search.postgresql = lastJson(runTs(app, "bench/search-latency.ts", [searchInput], appEnv({ DATABASE_URL: pgUrl })));
    log(
      `search sqlite p50/p95 ${S.search.sqlite.p50}/${S.search.sqlite.p95} ms${cfg.pg ? `, postgresql ${S.search.postgresql.p50}/${S.search.postgresql.p95} ms` : ""}`,
    );

    // ---- find by spec: facets, spec and typo search, quick order, in-process ----------------
    phase(`size ${size}: find by spec (in-process)`);
    const specInput = JSON.stringify({ iterations: cfg.specIterations, warmup: 2 });
    S.spec = {};
    for (const [prov, env] of [["sqlite", appEnv()], ...(cfg.pg ? [["postgresql", appEnv({ DATABASE_URL: pgUrl })]] : [])]) {
      try {
        S.spec[prov] = lastJson(runTs(app, "bench/find-by-spec.ts", [specInput], env));
      } catch (e) {
        S.spec[prov] = { error: String(e?.message ?? e).slice(0, 2000) };
      }
      const r = S.spec[prov];
      log(
        `find by spec ${prov}: ${r.error ? `error ${r.error.split("\n")[0]}` : ["facets", "specSearch", "typoSearch", "quickOrder"].map((k) => `${k} p95 ${r[k]?.p95 ?? "–"} ms`).join(", ")}`,
      );
    }

    // ---- probes: first request after build/invalidation, then a warm one ------------------
    phase(`size ${size}: probes`);
    S.probes = {};
    const skip = {};
    /** Each target's own bytes, for the bare server: its ceiling, with the load generator's cost for exactly those bytes. */
    const targetBodies = {};
    for (const [name, p] of Object.entries(targets)) {
      await ensureServer(app, S.events);
      const cap = cfg.probeMaxMB * 2 ** 20;
      const cold = await fetchTimed(base + p, 120_000, cap);
      const warm = cold.status && !cold.truncated ? await fetchTimed(base + p, 120_000, cap) : cold;
      const pr = {
        path: p,
        status: warm.status,
        bytes: warm.bytes,
        coldMs: cold.ms,
        warmMs: warm.ms,
        contentType: warm.contentType,
        error: warm.error,
      };
      if (warm.status !== 200) pr.skipped = `status ${warm.status}${warm.error ? ` (${warm.error})` : ""}`;
      else if (warm.truncated)
        pr.skipped = `over ${cfg.probeMaxMB} MB per response (reading stopped there after ${(warm.ms / 1000).toFixed(1)} s)`;
      else if (warm.ms > cfg.probeMaxMs) pr.skipped = `one request takes ${(warm.ms / 1000).toFixed(1)} s`;
      if (pr.skipped) skip[p] = pr.skipped;
      else {
        const file = path.join(cfg.workdir, `target-${Object.keys(targetBodies).length}.body`);
        writeFileSync(file, warm.body);
        targetBodies[name] = { path: `/target/${Object.keys(targetBodies).length}`, file, contentType: warm.contentType };
      }
      S.probes[name] = pr;
      log(
        `probe ${name}: ${warm.status} ${(warm.bytes / 1024).toFixed(0)} KB cold ${cold.ms} ms warm ${warm.ms} ms${pr.skipped ? ` -> not load-tested: ${pr.skipped}` : ""}`,
      );
      await waitIdle(server.serverPid, 120_000);
    }

    // ---- references: size-matched rung per target ---------------------------------------
    const rungs = {};
    for (const c of RUNGS) {
      const r = await fetchTimed(`${base}/bench-reference/c${c}`);
      if (r.status !== 200) throw new Error(`reference /bench-reference/c${c}: ${r.status}`);
      const file = path.join(cfg.workdir, `ref-c${c}.html`);
      writeFileSync(file, r.body);
      rungs[c] = { path: `/bench-reference/c${c}`, bytes: r.bytes, file, contentType: r.contentType, ms: r.ms };
    }
    const match = (bytes) =>
      RUNGS.reduce(
        (best, c) => (Math.abs(Math.log(rungs[c].bytes / bytes)) < Math.abs(Math.log(rungs[best].bytes / bytes)) ? c : best),
        RUNGS[0],
      );
    S.referenceOf = {};
    for (const [name, pr] of Object.entries(S.probes)) if (!pr.skipped) S.referenceOf[name] = match(pr.bytes);
    const usedRungs = [...new Set(Object.values(S.referenceOf))].sort((a, b) => a - b);
    S.references = Object.fromEntries(usedRungs.map((c) => [`c${c}`, { path: rungs[c].path, bytes: rungs[c].bytes }]));
    const manifestFile = path.join(cfg.workdir, "bare-manifest.json");
    const bareBodies = [...usedRungs.map((c) => rungs[c]), ...Object.values(targetBodies)];
    writeFileSync(
      manifestFile,
      JSON.stringify(Object.fromEntries(bareBodies.map((b) => [b.path, { file: b.file, contentType: b.contentType }]))),
    );
    const bare = track(await startBareServer(cfg.barePort, manifestFile));

    // ---- load ---------------------------------------------------------------------------
    phase(
      `size ${size}: load (${cfg.connections.join(" and ")} connections, ${cfg.reps} x ${cfg.duration} s after ${cfg.warmup} s warm-up)`,
    );
    const list = [
      ...Object.entries(targets)
        .filter(([n]) => !S.probes[n].skipped)
        .map(([n, p]) => ({ name: n, url: base + p, next: true, oneMs: S.probes[n].warmMs })),
      ...usedRungs.map((c) => ({ name: `(a) ref c${c}`, url: base + rungs[c].path, next: true, oneMs: rungs[c].ms })),
      ...usedRungs.map((c) => ({ name: `(b) bare c${c}`, url: bareBase + rungs[c].path, next: false, oneMs: 0 })),
      ...Object.entries(targetBodies).map(([n, b]) => ({ name: `(b) bare ${n}`, url: bareBase + b.path, next: false, oneMs: 0 })),
    ];
    // A slow target gets a longer run (up to 10 s), long enough for each connection to be
    // answered about twice, so its req/s and percentiles rest on answered requests.
    const durationFor = (t, connections) =>
      Math.min(10, Math.max(cfg.duration, Math.ceil((2 * t.oneMs * connections) / os.cpus().length / 1000)));
    S.load = {};
    let rssPeak = 0;
    for (const connections of cfg.connections) {
      const runs = Object.fromEntries(list.map((t) => [t.name, []]));
      for (let rep = 0; rep < cfg.reps; rep++) {
        // Round-robin over the targets, so a burst of load from other users hits all alike.
        for (const t of list) {
          if (t.next) await ensureServer(app, S.events);
          if (rep === 0 && cfg.warmup > 0) {
            await loadRun(t.url, { connections, duration: cfg.warmup, timeout: cfg.timeoutS });
            if (t.next) await waitIdle(server.serverPid);
          }
          const r = await loadRun(t.url, {
            connections,
            duration: durationFor(t, connections),
            timeout: cfg.timeoutS,
            rssPid: t.next ? server.serverPid : undefined,
            cpuPid: t.next ? server.serverPid : bare.pid,
          });
          if (t.next) {
            r.drain = await waitIdle(server.serverPid);
            rssPeak = Math.max(rssPeak, r.rssPeakMB ?? 0);
          }
          runs[t.name].push(r);
        }
        log(`c${connections} rep ${rep + 1}/${cfg.reps} done`);
      }
      S.load[connections] = Object.fromEntries(Object.entries(runs).map(([n, rs]) => [n, summarize(rs)]));
      for (const [n, s] of Object.entries(S.load[connections])) {
        const ref = S.referenceOf[n];
        if (ref !== undefined) {
          s.ref = `c${ref}`;
          s.xA = +(s.rps / S.load[connections][`(a) ref c${ref}`].rps).toFixed(2);
          // The same comparison by the server's CPU per answer (above 1: this page costs the server less than (a)).
          const refCpu = S.load[connections][`(a) ref c${ref}`].cpuUsPerAnswer;
          if (refCpu && s.cpuUsPerAnswer) s.cpuXA = +(refCpu / s.cpuUsPerAnswer).toFixed(2);
          // Against the bare server sending this page's own bytes: the load generator's
          // work per answer depends on the bytes (autocannon decodes each body to a string).
          s.xB = +(s.rps / (S.load[connections][`(b) bare ${n}`] ?? S.load[connections][`(b) bare c${ref}`]).rps).toFixed(3);
        }
        if (n.startsWith("(b)")) s.xB = 1;
        if (n.startsWith("(a)") && S.load[connections][n.replace("(a) ref", "(b) bare")]) {
          s.xA = 1;
          s.xB = +(s.rps / S.load[connections][n.replace("(a) ref", "(b) bare")].rps).toFixed(3);
        }
        log(
          `c${connections} ${n.padEnd(16)} ${String(s.rps).padStart(8)} req/s p50 ${s.p50} p99 ${s.p99} ms err ${s.errors}${s.xA !== undefined ? ` x(a) ${s.xA} x(b) ${s.xB}` : ""}`,
        );
      }
    }
    bare.kill("SIGTERM");
    S.rss = { afterStartMB: S.rssIdleAfterStartMB, peakUnderLoadMB: rssPeak, afterLoadMB: rssMB(server.serverPid) };

    // ---- first-load JS ------------------------------------------------------------------
    phase(`size ${size}: first-load JavaScript (Chromium)`);
    const jsPages = {
      "baseline (Next + React + root document)": "/bench-baseline",
      home: "/",
      products: "/products",
      category: targets.category,
      "stretch-film": "/products/stretch-film",
      product: targets.product,
      search: targets.search,
      about: "/about",
      contact: "/contact",
    };
    for (const [n, p] of Object.entries(jsPages)) if (skip[p]) delete jsPages[n];
    await ensureServer(app, S.events);
    S.firstLoadJs = await firstLoadJs(base, jsPages);
    for (const [n, p] of Object.entries(targets))
      if (skip[p] && n in { home: 1, products: 1, category: 1, "stretch-film": 1, product: 1, search: 1 })
        S.firstLoadJs[n] = { path: p, skipped: skip[p] };

    // ---- Lighthouse -----------------------------------------------------------------------
    if (cfg.lighthouse && (i === 0 || cfg.lighthouseAllSizes)) {
      phase(`size ${size}: Lighthouse (mobile, desktop)`);
      process.env.CHROME_PATH ||= "/usr/bin/chromium";
      const { lighthouseScores } = await import("./lib/lighthouse.mjs");
      const pages = { home: "/", category: targets.category, product: targets.product };
      for (const [n, p] of Object.entries(pages)) if (skip[p]) delete pages[n];
      await ensureServer(app, S.events);
      S.lighthouse = await lighthouseScores(base, pages);
      for (const [k, v] of Object.entries(S.lighthouse))
        log(
          `lighthouse ${k}: ${v.error ?? `perf ${v.performance} a11y ${v.accessibility} bp ${v.bestPractices} seo ${v.seo} (LCP ${v.lcpMs} ms, TBT ${v.tbtMs} ms)`}`,
        );
    }

    // ---- admin change -> very next request ------------------------------------------------
    phase(`size ${size}: admin change freshness`);
    await ensureServer(app, S.events);
    try {
      // Every category page is about as large as the benchmarked one.
      const skipFn = (p) =>
        skip[p] ??
        (p.startsWith("/categories/") && skip[targets.category] ? `as ${targets.category}: ${skip[targets.category]}` : undefined);
      S.adminChange = await adminChangeCheck(base, { password: ADMIN_PASSWORD, productSlug, skip: skipFn });
      for (const r of S.adminChange.rounds)
        for (const c of r.checks)
          log(`${r.change} | ${c.page}: ${c.pass === null ? "-" : c.pass ? "PASS" : "FAIL"} ${c.ms ?? ""}${c.ms ? " ms" : ""} ${c.detail}`);
    } catch (e) {
      S.adminChange = { error: String(e?.message ?? e) };
      log(`admin change check failed: ${S.adminChange.error}`);
    }
    S.loadavgEnd = os.loadavg().map((l) => +l.toFixed(2));
    await stopServer();
    writeResults(false);
  }

  // ---- the serving layer (bench/serving.mjs) at the largest size ----------------------------
  // Our server against stock `next start` on the same build and page and the raw-Node
  // ceiling, two instances sharing Redis, the search page, the API reads and the server's
  // RSS: once with Node's own heap limit (SERVER_HEAP_MB=0) and once with 256, npm start's
  // default. Its own workspace, build and ports. Left out of
  // --quick (--serving adds it) and by --skip-serving.
  if (args.serving || (!QUICK && !args["skip-serving"])) {
    const size = Math.max(...cfg.sizes);
    results.serving = [];
    for (const heapMB of [null, 256]) {
      phase(`serving layer at ${size} products, ${heapMB ? `SERVER_HEAP_MB=${heapMB}` : "no heap limit"}`);
      const file = path.join(logDir, `serving-${heapMB ?? "no-limit"}.json`);
      const argv = [path.join(here, "serving.mjs"), `--products=${size}`, `--out=${file}`, ...(heapMB ? ["--reuse-build"] : [])];
      const env = { ...process.env, SERVER_HEAP_MB: heapMB ? String(heapMB) : "0" };
      const r = spawnSync(process.execPath, argv, { cwd: ROOT, env, stdio: ["ignore", "inherit", "inherit"] });
      if (r.status !== 0) throw new Error(`bench/serving.mjs ${argv.slice(1).join(" ")} failed (${r.status})`);
      results.serving.push({ heapMB, ...JSON.parse(readFileSync(file, "utf8")) });
      writeResults(false);
    }
  }
}

function lastJson(stdout) {
  const line = stdout
    .trim()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .pop();
  return JSON.parse(line);
}

/** A server left over from an interrupted run (or anyone else's) would answer instead of ours. */
async function assertPortsFree() {
  for (const url of [base, bareBase]) {
    const r = await fetchTimed(`${url}/`, 2000);
    if (r.status) throw new Error(`${url} is in use (a server answers there); stop it or set BENCH_PORT`);
  }
}

function writeResults(final) {
  results.meta.finishedAt = new Date().toISOString();
  results.meta.minutes = +((performance.now() - T0) / 60000).toFixed(1);
  results.meta.loadavgAtEnd = os.loadavg().map((l) => +l.toFixed(2));
  results.meta.loadPhases = loadNotes;
  results.meta.complete = final;
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(path.join(RESULTS, "latest.json"), JSON.stringify(results, null, 2));
  const md = renderMarkdown(results);
  writeFileSync(path.join(RESULTS, "latest.md"), md);
  if (final) {
    writeFileSync(path.join(RESULTS, `bench-${stamp}.json`), JSON.stringify(results, null, 2));
    writeFileSync(path.join(RESULTS, `bench-${stamp}.md`), md);
  }
  return md;
}

async function cleanupPg() {
  if (!cfg.pg || args["keep-pg"]) return;
  try {
    const { Client } = require("pg");
    const admin = new Client({ connectionString: cfg.pgAdminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${cfg.pgDatabase}" WITH (FORCE)`);
    await admin.end();
  } catch (e) {
    log(`could not drop ${cfg.pgDatabase}: ${e.message}`);
  }
}

let failed = false;
try {
  await main();
} catch (e) {
  failed = true;
  results.error = String(e?.stack ?? e);
  console.error(e);
} finally {
  await stopServer().catch(() => {});
  killAll();
  await cleanupPg();
}
const md = writeResults(!failed);
console.log("\n" + md);
console.log(
  `\nWritten: ${path.relative(process.cwd(), path.join(RESULTS, "latest.json"))}, ${path.relative(process.cwd(), path.join(RESULTS, "latest.md"))} (logs: ${path.relative(process.cwd(), logDir)})`,
);
if (!existsSync(path.join(RESULTS, "latest.json"))) failed = true;
process.exit(failed ? 1 : 0);
