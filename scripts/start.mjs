// npm start: generate the Prisma clients if missing, migrate and seed the
// database, build when the sources (or the database) changed since the last
// build, then serve on PORT (default 3000) with http-server/index.mjs, restarted
// if it crashes.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runtimeEnv } from "../src/runtime-env.mjs";
import { supervise } from "../http-server/supervise.mjs";
import { logger } from "../src/server/logger.mjs";
import { buildWorker, WORKERS } from "../src/server/workers/bundle.mjs";
import { bin, loadDotEnv, root, run, runTs } from "./lib.mjs";

loadDotEnv();
const settings = runtimeEnv();
const { distDir } = settings;

/**
 * @param {string} message
 * @param {number} [code]
 * @returns {never}
 */
function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

if (!existsSync(path.join(root, "src/generated/sqlite/client.ts")) || !existsSync(path.join(root, "src/generated/postgresql/client.ts"))) {
  if ((await run(process.execPath, ["scripts/prisma-generate.mjs"])) !== 0) fail("Generating the Prisma clients failed.");
}

if ((await runTs("scripts/prepare-db.ts")) !== 0) fail("Start-up stopped: the database could not be prepared (see above).");

// The build prerenders catalogue pages from the database, so a build belongs
// to the sources and to the database it was made from. tsconfig.json is left
// out: next build itself rewrites it for a custom NEXT_DIST_DIR.
function stamp() {
  const hash = createHash("sha256");
  const walk = (/** @type {string} */ p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const e of readdirSync(p).sort()) walk(path.join(p, e));
    else hash.update(`${path.relative(root, p)}:${s.size}:${s.mtimeMs}\n`);
  };
  for (const p of ["src", "http-server", "public", "prisma", "next.config.mjs", "package-lock.json", "postcss.config.mjs"])
    walk(path.join(root, p));
  hash.update(settings.buildInputs);
  return hash.digest("hex");
}
const stampFile = path.join(root, distDir, "storefront-build-stamp");
const current = stamp();
const built = existsSync(path.join(root, distDir, "BUILD_ID")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === current;
if (!built) {
  console.log("Building the site (first start or sources changed)...");
  if ((await run(bin("next"), ["build"])) !== 0) fail("Build failed (see above).");
  writeFileSync(stampFile, current);
}

// Worker threads start from files of their own, bundled beside the build (src/server/workers/bundle.mjs).
try {
  for (const name of WORKERS) await buildWorker(root, distDir, name);
} catch (error) {
  fail(`Bundling the worker threads failed: ${error instanceof Error ? error.message : String(error)}`);
}

// The server inherits this environment (.env included), in production mode;
// it is restarted if it crashes (http-server/supervise.mjs).
supervise({
  command: process.execPath,
  args: [...settings.serverExecArgv, "http-server/index.mjs"],
  // eslint-disable-next-line no-restricted-properties -- handed on whole, not read
  spawnOptions: { cwd: root, env: { ...process.env, ...settings.serverProcessEnv, PORT: String(settings.port), NODE_ENV: "production" } },
  // A restart is a JSON line like the server's own, so the log a collector reads is one format.
  log: (line) => logger.error({ component: "supervisor" }, line.replace(/^\[start\] (\S+Z )?/, "")),
});
