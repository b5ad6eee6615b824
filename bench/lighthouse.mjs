#!/usr/bin/env node
// npm run bench:lighthouse — Lighthouse 12 (mobile and desktop) on the home,
// category and search pages of one build, served by our server and by stock
// `next start` (what a team would run instead), alternating, --reps=N runs of
// each (default 3), medians. It also counts, in each page's HTML, the Suspense
// boundaries React sent outlined (a hidden <div id="S:n"> that only its
// script moves into place): ADR 12 keeps the pages' content outside Suspense,
// so there should be none.
// Options: --reps=N, --reuse-build. Environment: BENCH_WORKDIR (default
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
const args = Object.fromEntries(process.argv.slice(2).map((a) => /^--([^=]+)(?:=(.*))?$/.exec(a)?.slice(1) ?? [a, true]).map(([k, v]) => [k, v ?? true]));
const REPS = Number(args.reps ?? 3);
const WORK = process.env.BENCH_WORKDIR || "/tmp/storefront-bench-serving";
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT || 3941);
const DIST = ".next-bench";
const PAGES = { home: "/", category: "/categories/trash-bags", search: "/search?q=black+trash+bags" };
const log = (...a) => console.log(...a);

log(`Preparing a snapshot in ${WORK} ...`);
const APP = prepareWorkspace(ROOT, WORK, DIST);
const env = appEnv(WORK, { NEXT_DIST_DIR: DIST, SITE_URL: `http://localhost:${PORT}` });
if (!(args["reuse-build"] && existsSync(path.join(APP, DIST, "BUILD_ID")))) {
  const dataDir = path.join(WORK, "data");
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  runTs("scripts/prepare-db.ts", [], env);
  log("Building ...");
  const built = spawnSync(path.join(APP, "node_modules/.bin/next"), ["build"], { cwd: APP, env: { ...env, NODE_ENV: "production" }, stdio: ["ignore", "ignore", "inherit"] });
  if (built.status !== 0) throw new Error("next build failed");
}

/** How each server is started: ours as npm start runs it, stock `next start` with the same environment. */
const SERVERS = {
  ours: () =>
    startAppServer("our server", process.execPath, [...runtimeEnv().serverExecArgv, "server/index.mjs"], { ...env, ...runtimeEnv().serverProcessEnv }, PORT, {
      cwd: APP,
      readyPath: "/api/categories",
    }),
  stock: () => startAppServer("next start", path.join(APP, "node_modules/.bin/next"), ["start", "-p", String(PORT)], env, PORT, { cwd: APP, readyPath: "/api/categories" }),
};

/** Suspense boundaries sent outlined in a page's HTML (hidden segments React's script moves into place). */
async function outlinedBoundaries(address) {
  const html = await (await fetch(`http://127.0.0.1:${PORT}${address}`)).text();
  return (html.match(/<div hidden id="S:\d+">/g) ?? []).length;
}

const runs = { ours: [], stock: [] };
const outlined = {};
for (let rep = 0; rep < REPS; rep++) {
  // Alternating, so a slow spell of the machine falls on both.
  for (const which of rep % 2 ? ["stock", "ours"] : ["ours", "stock"]) {
    const server = await SERVERS[which]();
    try {
      if (rep === 0) for (const [name, address] of Object.entries(PAGES)) (outlined[which] ??= {})[name] = await outlinedBoundaries(address);
      const scores = await lighthouseScores(`http://127.0.0.1:${PORT}`, PAGES);
      runs[which].push(scores);
      for (const [key, s] of Object.entries(scores)) log(`  run ${rep + 1}, ${which.padEnd(5)} ${key.padEnd(18)} ${s.error ?? `performance ${s.performance}  FCP ${s.fcpMs} ms  LCP ${s.lcpMs} ms  TBT ${s.tbtMs} ms`}`);
    } finally {
      await stopProcess(server);
    }
  }
}

const keys = Object.keys(runs.ours[0]);
const med = (which, key, field) => median(runs[which].map((r) => r[key]?.[field]).filter((v) => typeof v === "number"));
const summary = Object.fromEntries(
  keys.map((key) => [key, Object.fromEntries(["performance", "fcpMs", "lcpMs", "tbtMs"].map((f) => [f, { ours: med("ours", key, f), stock: med("stock", key, f) }]))]),
);
log(`\nMedians of ${REPS} runs (revision ${sourceRevision(ROOT)}): our server vs stock next start`);
for (const [key, s] of Object.entries(summary)) {
  log(`  ${key.padEnd(18)} performance ${s.performance.ours} vs ${s.performance.stock}  LCP ${s.lcpMs.ours} vs ${s.lcpMs.stock} ms  FCP ${s.fcpMs.ours} vs ${s.fcpMs.stock} ms  TBT ${s.tbtMs.ours} vs ${s.tbtMs.stock} ms`);
}
log(`  outlined Suspense boundaries in the HTML: ${Object.entries(outlined.ours ?? {}).map(([page, n]) => `${page} ${n}`).join(", ")} (stock next start: ${Object.entries(outlined.stock ?? {}).map(([page, n]) => `${page} ${n}`).join(", ")})`);
const out = path.join(here, "results");
mkdirSync(out, { recursive: true });
const file = path.join(out, `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(file, JSON.stringify({ revision: sourceRevision(ROOT), reps: REPS, summary, outlined, runs }, null, 2) + "\n");
log(`Written to ${path.relative(ROOT, file)}`);
