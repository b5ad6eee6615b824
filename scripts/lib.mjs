// Small helpers shared by the start and test scripts.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const bin = (/** @type {string} */ name) => path.join(root, "node_modules", ".bin", name);

/** Loads .env (if present) into process.env without overriding what is already set. */
export function loadDotEnv() {
  const file = path.join(root, ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * Runs a command with inherited output; resolves with its exit code.
 * @param {string} cmd
 * @param {string[]} args
 * @param {import("node:child_process").SpawnOptions} [opts]
 * @returns {Promise<number>}
 */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", ...opts });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (e) => {
      console.error(e.message);
      resolve(1);
    });
  });
}

/**
 * tsx with the react-server condition, so `server-only` modules load in scripts.
 * @param {string} script
 * @param {import("node:child_process").SpawnOptions} [opts]
 */
export function runTs(script, opts = {}) {
  return run(bin("tsx"), ["--conditions=react-server", script], opts);
}
