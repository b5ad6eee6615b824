// @ts-check
// Worker threads run a file of their own, but the server's code is bundled by
// Next, so a worker's TypeScript (and the modules it shares with the app) is
// bundled here with esbuild into <distDir>/workers/<name>.mjs: by the start
// script after `next build`, and on first use by a server, test or script that
// finds it missing (or, outside production, once per process, so an edit shows).
// Packages stay imports that Node resolves from the project's node_modules.
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** Every worker: src/server/workers/<name>.worker.ts. */
export const WORKERS = ["import-file", "policy-markdown", "quote-pdf"];

/**
 * @param {string} root the project folder
 * @param {string} distDir the build's folder, relative to root
 * @param {string} name a worker's name (WORKERS)
 */
export const workerPath = (root, distDir, name) => path.join(root, distDir, "workers", `${name}.mjs`);

/**
 * Bundles one worker; the file is replaced whole (written beside, then renamed), so a
 * server or test process reading it meanwhile gets the old file or the new one.
 * @param {string} root
 * @param {string} distDir
 * @param {string} name
 */
export async function buildWorker(root, distDir, name) {
  // Loaded by the project's require, not imported: it is a build tool, never part of the app's bundle.
  const esbuild = /** @type {typeof import("esbuild")} */ (createRequire(path.join(root, "package.json"))("esbuild"));
  const out = workerPath(root, distDir, name);
  const result = await esbuild.build({
    entryPoints: [path.join(root, "src/server/workers", `${name}.worker.ts`)],
    absWorkingDir: root,
    tsconfig: path.join(root, "tsconfig.json"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    write: false,
    logLevel: "silent",
    // "server-only" guards the app's server modules from the browser; a worker is server code.
    plugins: [
      {
        name: "server-only",
        setup(build) {
          build.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
          build.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "", loader: "js" }));
        },
      },
    ],
  });
  mkdirSync(path.dirname(out), { recursive: true });
  const temp = `${out}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, result.outputFiles[0].contents);
  renameSync(temp, out);
  return out;
}

/** @type {Map<string, Promise<string>>} */
const builtHere = new Map();

/**
 * The file to start a worker from: built if missing, and outside production
 * built afresh once per process.
 * @param {string} root
 * @param {string} distDir
 * @param {string} name
 * @param {{ production: boolean }} opts
 */
export async function workerFile(root, distDir, name, { production }) {
  const file = workerPath(root, distDir, name);
  if (production && existsSync(file)) return file;
  let built = builtHere.get(file);
  if (!built) {
    built = buildWorker(root, distDir, name);
    builtHere.set(file, built);
    built.catch(() => builtHere.delete(file));
  }
  return built;
}
