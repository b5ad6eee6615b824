// npm start: generate the Prisma clients if missing, migrate and seed the
// database, build when the sources (or the database) changed since the last
// build, then serve on PORT (default 3000) with server/index.mjs, restarted
// if it crashes.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runtimeEnv } from "../src/runtime-env.mjs";
import { buildWorker, WORKERS } from "../src/server/workers/bundle.mjs";
import { bin, loadDotEnv, root, run, runTs } from "./lib.mjs";

loadDotEnv();
const settings = runtimeEnv();
const { distDir } = settings;

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
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const e of readdirSync(p).sort()) walk(path.join(p, e));
    else hash.update(`${path.relative(root, p)}:${s.size}:${s.mtimeMs}\n`);
  };
  for (const p of ["src", "server", "public", "prisma", "next.config.mjs", "package-lock.json", "postcss.config.mjs"]) walk(path.join(root, p));
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
  fail(`Bundling the worker threads failed: ${error.message}`);
}

/**
 * Restarts after a crash, as a process manager would: the server ends when
 * something it runs exhausts its heap or throws where nothing catches, and a
 * site should not stay down for it. Each restart that follows another within
 * a minute waits twice as long (1 s, 2 s, 4 s, ... 30 s at most), so a server
 * that cannot start does not spin, and after ten such in a row this script
 * gives up (exit 1). A clean exit (0) or a stop asked for
 * (SIGTERM/SIGINT, forwarded to the server, which drains its requests) ends
 * this script with the server's code.
 */
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const STABLE_MS = 60_000;
const MAX_RESTARTS = 10;
let stopping = false;
let restarts = 0;
/** @type {import("node:child_process").ChildProcess | null} */
let server = null;
/** @type {NodeJS.Timeout | null} */
let pending = null;

function startServer() {
  pending = null;
  const startedAt = Date.now();
  // The server inherits this environment (.env included), in production mode.
  // eslint-disable-next-line no-restricted-properties -- handed on whole, not read
  const child = spawn(process.execPath, [...settings.serverExecArgv, "server/index.mjs"], { cwd: root, stdio: "inherit", env: { ...process.env, ...settings.serverProcessEnv, PORT: String(settings.port), NODE_ENV: "production" } });
  server = child;
  child.on("exit", (code, signal) => {
    server = null;
    if (stopping || code === 0) process.exit(code ?? 0);
    if (Date.now() - startedAt >= STABLE_MS) restarts = 0;
    const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** restarts);
    restarts += 1;
    if (restarts > MAX_RESTARTS) fail(`[start] The server stopped ${MAX_RESTARTS} times in a row within a minute of starting: giving up (see above).`);
    const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
    console.error(`[start] ${new Date().toISOString()} The server (pid ${child.pid}) ${how} after ${((Date.now() - startedAt) / 1000).toFixed(1)} s; restart ${restarts} in ${delay / 1000} s.`);
    pending = setTimeout(startServer, delay);
  });
}

for (const sig of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(sig, () => {
    stopping = true;
    if (server) server.kill(sig);
    else {
      if (pending) clearTimeout(pending);
      process.exit(0);
    }
  });
}
startServer();
