// Running the app's own TypeScript scripts against a bench database, shared by
// the in-process benches (spec.mjs, import.mjs): an environment that inherits
// nothing pointing at another database, tsx with the server conditions, the
// last JSON line of a script's output, and one statement on the PostgreSQL
// server's admin database.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The app processes' environment, with its data folder under `workdir`. */
export function appEnv(workdir, extra = {}) {
  const env = { ...process.env };
  for (const k of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "NEXTAUTH_URL", "SITE_URL", "DATA_DIR", "NODE_ENV"]) delete env[k];
  return { ...env, DATA_DIR: path.join(workdir, "data"), ADMIN_PASSWORD: `bench-${randomBytes(9).toString("base64url")}`, NEXTAUTH_SECRET: randomBytes(36).toString("base64url"), ...extra };
}

export function runTs(script, scriptArgs, env, { echo = false, nice = null } = {}) {
  const tsx = [path.join(ROOT, "node_modules/.bin/tsx"), "--conditions=react-server", script, ...scriptArgs];
  const [cmd, ...argv] = nice === null ? tsx : ["nice", "-n", String(nice), ...tsx];
  const r = spawnSync(cmd, argv, { cwd: ROOT, env, encoding: "utf8", maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`${script} failed (${r.status}):\n${r.stderr || r.stdout}`);
  if (echo) process.stdout.write(r.stdout.split("\n").filter((l) => !l.startsWith("{")).join("\n"));
  return r.stdout;
}

export const lastJson = (stdout) => JSON.parse(stdout.trim().split("\n").filter((l) => l.startsWith("{")).pop());

export async function pgAdmin(adminUrl, sql) {
  const { Client } = require("pg");
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** The same server's URL with another database name. */
export function pgDatabaseUrl(adminUrl, database) {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

export function isLoopback(url) {
  return ["127.0.0.1", "localhost", "::1", "[::1]"].includes(new URL(url).hostname);
}
