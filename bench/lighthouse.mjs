#!/usr/bin/env node
// npm run bench:lighthouse — Lighthouse 12 (mobile and desktop) on the home,
// category and search pages of one build, served by our server as npm start
// runs it, --reps=N runs (default 3), medians. It also counts, in each page's
// HTML, the Suspense boundaries React sent outlined (a hidden <div id="S:n">
// that only its script moves into place): ADR 12 keeps the pages' content
// outside Suspense, so there should be none.
// Stock `next start` on this build is no reference here: the project's
// next.config.mjs turns Next's compression off (our server compresses) and
// sets a policy header that refuses inline scripts (our server writes each
// page's own), so under it the pages come uncompressed and never hydrate.
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
    [...runtimeEnv().serverExecArgv, "server/index.mjs"],
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

const runs = [];
const outlined = {};
for (let rep = 0; rep < REPS; rep++) {
  // A fresh server each time, so every run starts from the same state.
  const child = await server();
  try {
    if (rep === 0) for (const [name, address] of Object.entries(PAGES)) outlined[name] = await outlinedBoundaries(address);
    const scores = await lighthouseScores(`http://127.0.0.1:${PORT}`, PAGES);
    runs.push(scores);
    for (const [key, s] of Object.entries(scores))
      log(
        `  run ${rep + 1}, ${key.padEnd(18)} ${s.error ?? `performance ${s.performance}  FCP ${s.fcpMs} ms  LCP ${s.lcpMs} ms  TBT ${s.tbtMs} ms`}`,
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
    Object.fromEntries(["performance", "accessibility", "bestPractices", "seo", "fcpMs", "lcpMs", "tbtMs"].map((f) => [f, med(key, f)])),
  ]),
);
log(`\nMedians of ${REPS} runs (revision ${sourceRevision(ROOT)})`);
for (const [key, s] of Object.entries(summary)) {
  log(
    `  ${key.padEnd(18)} performance ${s.performance}  accessibility ${s.accessibility}  best practices ${s.bestPractices}  FCP ${s.fcpMs} ms  LCP ${s.lcpMs} ms  TBT ${s.tbtMs} ms`,
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
writeFileSync(file, JSON.stringify({ revision: sourceRevision(ROOT), reps: REPS, summary, outlined, runs }, null, 2) + "\n");
log(`Written to ${path.relative(ROOT, file)}`);
