#!/usr/bin/env node
// npm run bench:lighthouse — Lighthouse 12 (mobile; desktop too with
// --desktop) on six pages of one build: home, a category, a product, search
// results, a filtered category view and a buyer's quote page (made through the
// admin API before the first run), served by our server as npm start runs it,
// --reps=N runs (default 3), medians of the score, LCP, TBT, CLS and the script
// bytes transferred (the one figure that does not move with the machine's
// load: TBT does, on shared cores). It also counts, in each page's
// HTML, the Suspense boundaries React sent outlined (a hidden <div id="S:n">
// that only its script moves into place): ADR 12 keeps the pages' content
// outside Suspense, so there should be none.
// Stock `next start` on this build is no reference here: the project's
// next.config.mjs turns Next's compression off (our server compresses) and
// sets a policy header that refuses inline scripts (our server writes each
// page's own), so under it the pages come uncompressed and never hydrate.
// Options: --reps=N, --reuse-build, --desktop, --pages=home,category,…. Environment: BENCH_WORKDIR (default
// /tmp/storefront-bench-serving, the serving bench's, whose build it reuses),
// BENCH_LIGHTHOUSE_PORT (default 3941).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runtimeEnv } from "../src/runtime-env.mjs";
import { appEnv, runTs, startAppServer, stopProcess } from "./lib/app-process.mjs";
import { lighthouseScores } from "./lib/lighthouse.mjs";
import { median } from "./lib/load.mjs";
import { prepareWorkspace, sourceRevision } from "./lib/workspace.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, "..");
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => /^--([^=]+)(?:=(.*))?$/.exec(a)?.slice(1) ?? [a, true])
    .map(([k, v]) => [k, v ?? true]),
);
const REPS = Number(args.reps ?? 3);
const WORK = process.env.BENCH_WORKDIR || "/tmp/storefront-bench-serving";
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT || 3941);
const DIST = ".next-bench";
const ALL_PAGES = {
  home: "/",
  category: "/categories/trash-bags",
  product: "/products/black-contractor-bags-42-gallon",
  search: "/search?q=black+trash+bags",
  filtered: "/categories/trash-bags?color=Black",
  quote: null, // made on the first run: /quotes/{token}
};
const wanted = typeof args.pages === "string" ? args.pages.split(",") : Object.keys(ALL_PAGES);
for (const name of wanted) if (!(name in ALL_PAGES)) throw new Error(`--pages: no page named ${name}`);
const FORM_FACTORS = args.desktop ? ["mobile", "desktop"] : ["mobile"];
const log = (...a) => console.log(...a);

log(`Preparing a snapshot in ${WORK} ...`);
const APP = prepareWorkspace(ROOT, WORK, DIST);
// The admin account (which sends the quote) is made with the database, with the password appEnv keeps beside it.
const env = appEnv(WORK, { NEXT_DIST_DIR: DIST, SITE_URL: `http://localhost:${PORT}` });
if (!(args["reuse-build"] && existsSync(path.join(APP, DIST, "BUILD_ID")))) {
  const dataDir = path.join(WORK, "data");
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  runTs("scripts/prepare-db.ts", [], env);
  log("Building ...");
  const built = spawnSync(path.join(APP, "node_modules/.bin/next"), ["build"], {
    cwd: APP,
    env: { ...env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (built.status !== 0) throw new Error("next build failed");
}

const server = () =>
  startAppServer(
    "our server",
    process.execPath,
    [...runtimeEnv().serverExecArgv, "http-server/index.mjs"],
    { ...env, ...runtimeEnv().serverProcessEnv },
    PORT,
    {
      cwd: APP,
      readyPath: "/api/categories",
    },
  );

/** Suspense boundaries sent outlined in a page's HTML (hidden segments React's script moves into place). */
async function outlinedBoundaries(address) {
  const html = await (await fetch(`http://127.0.0.1:${PORT}${address}`)).text();
  return (html.match(/<div hidden id="S:\d+">/g) ?? []).length;
}

/** A sent quote of three lines, as an admin makes it: the address of its buyer's page. */
async function makeQuotePage() {
  const base = `http://127.0.0.1:${PORT}`;
  const api = async (method, address, body, cookie) => {
    const res = await fetch(base + address, {
      method,
      headers: { "content-type": "application/json", origin: base, ...(cookie ? { cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${address}: ${res.status} ${text.slice(0, 300)}`);
    return { res, body: text ? JSON.parse(text) : null };
  };
  const products = (await api("GET", "/api/products")).body.slice(0, 3);
  const items = products.map((p, n) => ({ sku: p.sku, name: p.name, quantity: 10 * (n + 1) }));
  const buyer = { name: "Bench Buyer", company: "Bench Co", email: "bench@example.com", phone: "555 010 2030", state: "NJ", zip: "08837" };
  const { reference } = (await api("POST", "/api/quote-requests", { ...buyer, items })).body;
  const login = await api("POST", "/api/admin/login", { username: env.ADMIN_USERNAME || "admin", password: env.ADMIN_PASSWORD });
  const cookie = login.res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const id = (await api("GET", "/api/admin/quote-requests", null, cookie)).body.find((q) => q.reference === reference).id;
  const lines = items.map((i, n) => ({
    ...i,
    unit: "case",
    unitPrice: `${20 + n}.95`,
    breaks: [{ minQuantity: 50, unitPrice: `${18 + n}.50` }],
  }));
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const draft = { lines, freight: "185.00", leadTime: "5-7 business days", validUntil, terms: "Net 30 for approved accounts." };
  await api("PUT", `/api/admin/quote-requests/${id}/draft`, draft, cookie);
  return new URL((await api("POST", `/api/admin/quote-requests/${id}/send`, null, cookie)).body.url).pathname;
}

/** The largest paint's element and its phases, e.g. " · LCP <p> Stretch film… (TTFB 490, render delay 1,200)". */
function lcpWhy(s) {
  if (!s.lcpElement) return "";
  const phases = Object.entries(s.lcpPhases ?? {})
    .filter(([, ms]) => ms > 0)
    .map(([phase, ms]) => `${phase.toLowerCase()} ${ms}`)
    .join(", ");
  return `  · LCP ${s.lcpElement}${phases ? ` (${phases} ms)` : ""}`;
}

const PAGES = {};
const runs = [];
const outlined = {};
for (let rep = 0; rep < REPS; rep++) {
  // A fresh server each time, so every run starts from the same state.
  const child = await server();
  try {
    if (rep === 0) {
      for (const name of wanted) PAGES[name] = ALL_PAGES[name] ?? (await makeQuotePage());
      for (const [name, address] of Object.entries(PAGES)) outlined[name] = await outlinedBoundaries(address);
    }
    const scores = await lighthouseScores(`http://127.0.0.1:${PORT}`, PAGES, { formFactors: FORM_FACTORS });
    runs.push(scores);
    for (const [key, s] of Object.entries(scores))
      log(
        `  run ${rep + 1}, ${key.padEnd(18)} ${s.error ?? `performance ${s.performance}  LCP ${s.lcpMs} ms  TBT ${s.tbtMs} ms  CLS ${s.cls}  script ${s.scriptKB} KB${lcpWhy(s)}`}`,
      );
  } finally {
    await stopProcess(child);
  }
}

const keys = Object.keys(runs[0]);
const med = (key, field) => median(runs.map((r) => r[key]?.[field]).filter((v) => typeof v === "number"));
const summary = Object.fromEntries(
  keys.map((key) => [
    key,
    Object.fromEntries(
      ["performance", "accessibility", "bestPractices", "seo", "fcpMs", "lcpMs", "tbtMs", "cls", "scriptKB"].map((f) => [f, med(key, f)]),
    ),
  ]),
);
log(`\nMedians of ${REPS} runs (revision ${sourceRevision(ROOT)})`);
for (const [key, s] of Object.entries(summary)) {
  log(
    `  ${key.padEnd(18)} performance ${s.performance}  FCP ${s.fcpMs} ms  LCP ${s.lcpMs} ms  TBT ${s.tbtMs} ms  CLS ${s.cls}  script ${s.scriptKB} KB` +
      `  (accessibility ${s.accessibility}, best practices ${s.bestPractices}, SEO ${s.seo})`,
  );
}
log(
  `  outlined Suspense boundaries in the HTML: ${Object.entries(outlined)
    .map(([page, n]) => `${page} ${n}`)
    .join(", ")}`,
);
const out = path.join(here, "results");
mkdirSync(out, { recursive: true });
const file = path.join(out, `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(file, JSON.stringify({ revision: sourceRevision(ROOT), reps: REPS, pages: PAGES, summary, outlined, runs }, null, 2) + "\n");
log(`Written to ${path.relative(ROOT, file)}`);
