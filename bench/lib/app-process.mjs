// Running the app's own TypeScript scripts against a bench database, shared by
// the in-process benches (spec.mjs, import.mjs): an environment that inherits
// nothing pointing at another database, tsx with the server conditions, the
// last JSON line of a script's output, and one statement on the PostgreSQL
// server's admin database; starting and stopping a built server.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The admin's password for the database under `workdir`: made once and kept
 * beside it, so every bench that reuses that database (the Lighthouse bench
 * reuses the serving bench's) signs in with the password it was made with.
 */
export function benchAdminPassword(workdir) {
  const file = path.join(workdir, "admin-password");
  if (!existsSync(file)) {
    mkdirSync(workdir, { recursive: true });
    writeFileSync(file, `bench-${randomBytes(12).toString("base64url")}`);
  }
  return readFileSync(file, "utf8");
}

/** The app processes' environment, with its data folder under `workdir`. */
export function appEnv(workdir, extra = {}) {
  const env = { ...process.env };
  for (const k of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "NEXTAUTH_URL", "SITE_URL", "DATA_DIR", "NODE_ENV"]) delete env[k];
  return {
    ...env,
    DATA_DIR: path.join(workdir, "data"),
    ADMIN_PASSWORD: benchAdminPassword(workdir),
    NEXTAUTH_SECRET: randomBytes(36).toString("base64url"),
    ...extra,
  };
}

export function runTs(script, scriptArgs, env, { echo = false, nice = null } = {}) {
  const tsx = [path.join(ROOT, "node_modules/.bin/tsx"), "--conditions=react-server", script, ...scriptArgs];
  const [cmd, ...argv] = nice === null ? tsx : ["nice", "-n", String(nice), ...tsx];
  const r = spawnSync(cmd, argv, { cwd: ROOT, env, encoding: "utf8", maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`${script} failed (${r.status}):\n${r.stderr || r.stdout}`);
  if (echo)
    process.stdout.write(
      r.stdout
        .split("\n")
        .filter((l) => !l.startsWith("{"))
        .join("\n"),
    );
  return r.stdout;
}

export const lastJson = (stdout) =>
  JSON.parse(
    stdout
      .trim()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .pop(),
  );

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

/**
 * Starts a server process in `cwd`; resolves with it once `readyPath` answers 200 (150 s at most).
 * Refuses a port something already answers on: a server left over from an interrupted run
 * would otherwise answer for the new one, and be measured in its place.
 */
export async function startAppServer(name, cmd, argv, env, port, { cwd, readyPath = "/" }) {
  const squatter = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (squatter) throw new Error(`${name}: port ${port} already answers (a server left from an earlier run?); stop it first`);
  const child = spawn(cmd, argv, { cwd, env: { ...env, PORT: String(port), NODE_ENV: "production" }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise((_, reject) =>
    child.on("exit", (code) => reject(new Error(`${name} exited (${code}):\n${output.slice(-2000)}`))),
  );
  const ready = (async () => {
    for (let i = 0; i < 600; i++) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}${readyPath}`);
        if (res.status === 200) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${name} did not answer within 150 s:\n${output.slice(-2000)}`);
  })();
  await Promise.race([ready, exited]);
  child.removeAllListeners("exit");
  return child;
}

/** SIGTERM, then SIGKILL after 20 s. */
export async function stopProcess(child) {
  if (!child || child.exitCode !== null) return;
  const done = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([done, new Promise((r) => setTimeout(r, 20_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}
