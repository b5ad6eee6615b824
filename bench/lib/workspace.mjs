// The benchmark builds and serves a snapshot of the project, not /work/main
// itself: the reference pages (a) must exist as real routes in the benchmark
// build only, other engineers keep editing and testing the shared tree while a
// run takes half an hour, and `next build` rewrites tsconfig.json/next-env.d.ts
// for its dist folder. The snapshot is the tracked and untracked sources
// (rsync, without build output, data, results, .env) plus node_modules as
// hard links (cp -al: seconds, no extra disk), refreshed on every run.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";

const EXCLUDES = [
  "/node_modules",
  "/.next",
  "/.next-*",
  "/data",
  "/test-results",
  "/playwright-report",
  "/coverage",
  "/bench/results",
  "/.git",
  "/.swc",
  "/.env",
  "/.env.local",
  "*.tsbuildinfo",
];

export function prepareWorkspace(root, dir, distDir = ".next-bench") {
  const app = path.join(dir, "app");
  mkdirSync(app, { recursive: true });
  execFileSync("rsync", ["-a", "--delete", ...EXCLUDES.flatMap((e) => ["--exclude", e]), `${root}/`, `${app}/`], { stdio: "inherit" });

  // `next build` adds its dist folder's type folders to tsconfig.json when they are missing.
  // It does that after start.mjs computed its build stamp (which covers tsconfig.json), so
  // the next start would build again. Add them here, keeping the file time, so the stamp
  // is the same on every run while the sources are.
  const tsconfig = path.join(app, "tsconfig.json");
  const tsStat = statSync(tsconfig);
  const ts = JSON.parse(readFileSync(tsconfig, "utf8"));
  const wanted = [`${distDir}/types/**/*.ts`, `${distDir}/dev/types/**/*.ts`].filter((i) => !ts.include?.includes(i));
  if (wanted.length) {
    ts.include = [...(ts.include ?? []), ...wanted];
    writeFileSync(tsconfig, JSON.stringify(ts, null, 2) + "\n");
    utimesSync(tsconfig, tsStat.atime, tsStat.mtime);
  }

  // node_modules: hard links, redone when the lockfile changes.
  const lockHash = createHash("sha256")
    .update(readFileSync(path.join(root, "package-lock.json")))
    .digest("hex");
  const marker = path.join(dir, "node_modules.lock-hash");
  if (!existsSync(path.join(app, "node_modules")) || !existsSync(marker) || readFileSync(marker, "utf8") !== lockHash) {
    rmSync(path.join(app, "node_modules"), { recursive: true, force: true });
    execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(app, "node_modules")]);
    writeFileSync(marker, lockHash);
  }
  return app;
}

/** Source revision of the snapshot, for the report. */
export function sourceRevision(root) {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--", "src", "prisma", "next.config.mjs", "package.json"], {
      cwd: root,
      encoding: "utf8",
    }).trim();
    return dirty ? `${head}+uncommitted(${dirty.split("\n").length} paths)` : head;
  } catch {
    return "unknown";
  }
}
