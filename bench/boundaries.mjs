#!/usr/bin/env node
// npm run bench:boundaries — measures ADR 4 (completed Suspense boundaries sent
// in place): Lighthouse (mobile and desktop) on the home and category pages,
// served by our server on one build with the rewrite on and off
// (INLINE_BOUNDARIES=0), --reps=N runs of each (default 3), medians. ADR 4 is
// kept only if it buys at least 3 performance points on some page.
// Options: --reps=N, --reuse-build. Environment: BENCH_WORKDIR (default
// /tmp/storefront-bench-serving, the serving bench's, whose build it reuses),
// BENCH_BOUNDARIES_PORT (default 3941).
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
const PORT = Number(process.env.BENCH_BOUNDARIES_PORT || 3941);
const DIST = ".next-bench";
const PAGES = { home: "/", category: "/categories/trash-bags" };
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

const runs = { on: [], off: [] };
for (let rep = 0; rep < REPS; rep++) {
  // Alternating, so a slow spell of the machine falls on both.
  for (const mode of rep % 2 ? ["off", "on"] : ["on", "off"]) {
    const server = await startAppServer(`server, boundaries ${mode}`, process.execPath, [...runtimeEnv().serverExecArgv, "server/index.mjs"], { ...env, INLINE_BOUNDARIES: mode === "on" ? "1" : "0" }, PORT, {
      cwd: APP,
      readyPath: "/api/categories",
    });
    try {
      const scores = await lighthouseScores(`http://127.0.0.1:${PORT}`, PAGES);
      runs[mode].push(scores);
      for (const [key, s] of Object.entries(scores)) log(`  run ${rep + 1}, in place ${mode.padEnd(3)} ${key.padEnd(18)} ${s.error ?? `performance ${s.performance}  FCP ${s.fcpMs} ms  LCP ${s.lcpMs} ms  TBT ${s.tbtMs} ms`}`);
    } finally {
      await stopProcess(server);
    }
  }
}

const keys = Object.keys(runs.on[0]);
const med = (mode, key, field) => median(runs[mode].map((r) => r[key]?.[field]).filter((v) => typeof v === "number"));
const summary = Object.fromEntries(
  keys.map((key) => [
    key,
    Object.fromEntries(["performance", "fcpMs", "lcpMs", "tbtMs"].map((f) => [f, { inPlace: med("on", key, f), asReactWrote: med("off", key, f) }])),
  ]),
);
log(`\nMedians of ${REPS} runs (revision ${sourceRevision(ROOT)}): in place vs as React wrote them`);
for (const [key, s] of Object.entries(summary)) {
  const gain = s.performance.inPlace - s.performance.asReactWrote;
  log(`  ${key.padEnd(18)} performance ${s.performance.inPlace} vs ${s.performance.asReactWrote} (${gain >= 0 ? "+" : ""}${gain})  LCP ${s.lcpMs.inPlace} vs ${s.lcpMs.asReactWrote} ms  FCP ${s.fcpMs.inPlace} vs ${s.fcpMs.asReactWrote} ms`);
}
const best = Math.max(...Object.values(summary).map((s) => s.performance.inPlace - s.performance.asReactWrote));
log(`  largest gain: ${best} points (keep ADR 4 if ≥ 3)`);
const out = path.join(here, "results");
mkdirSync(out, { recursive: true });
const file = path.join(out, `boundaries-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(file, JSON.stringify({ revision: sourceRevision(ROOT), reps: REPS, summary, runs }, null, 2) + "\n");
log(`Written to ${path.relative(ROOT, file)}`);
