// Pieces of the soak harness: the production server under test (started with
// scripts/start.mjs in its own process group, so `kill -9` takes all of it),
// a small HTTP client that reports connection errors by kind, the throwaway
// PostgreSQL database, and direct database reads for the final proof.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import pg from "pg";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const HOST = "127.0.0.1";

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function log(message) {
  console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/** Whether something already listens on the port (then the harness refuses to run rather than test a stranger). */
export function portInUse(port) {
  return new Promise((resolve) => {
    const s = net.connect({ host: HOST, port });
    s.once("connect", () => (s.destroy(), resolve(true)));
    s.once("error", () => resolve(false));
  });
}

/**
 * One HTTP request on `agent`. Resolves {status, headers, body, ms}; rejects
 * with an Error whose `kind` is "refused" (nothing reached the server),
 * "reset" (the connection died with the request possibly processed) or "timeout".
 */
export function request(agent, port, { method = "GET", path: p, body, headers = {}, timeoutMs = 30_000 }) {
  const payload = body === undefined ? undefined : Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: HOST,
        port,
        method,
        path: p,
        agent,
        headers: { ...(payload ? { "content-type": "application/json", "content-length": payload.length } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            /* not JSON: kept as text */
          }
          resolve({ status: res.statusCode, headers: res.headers, body: parsed, ms: performance.now() - started });
        });
        res.on("error", (e) => reject(classify(e)));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })));
    req.on("error", (e) => reject(classify(e)));
    if (payload) req.write(payload);
    req.end();
  });
}

function classify(e) {
  const code = e.code || "";
  e.kind = code === "ECONNREFUSED" ? "refused" : code === "ETIMEDOUT" ? "timeout" : "reset";
  return e;
}

/** Keeps tsconfig.json as it was: `next build` adds its dist folder's types to "include". */
function guardTsconfig(distDir) {
  const file = path.join(root, "tsconfig.json");
  const original = readFileSync(file, "utf8");
  return () => {
    const now = readFileSync(file, "utf8");
    if (now === original) return;
    const config = JSON.parse(now);
    const include = (config.include ?? []).filter((p) => !p.startsWith(`${distDir}/`));
    if (include.length === (config.include ?? []).length) return;
    config.include = include;
    writeFileSync(
      file,
      JSON.stringify(config) === JSON.stringify(JSON.parse(original)) ? original : `${JSON.stringify(config, null, 2)}\n`,
    );
  };
}

/**
 * Starts the production server exactly as `npm start` does (scripts/start.mjs:
 * migrate + seed, build when needed, then http-server/index.mjs) in a process
 * group of its own, and waits until it answers.
 */
export async function startServer({ port, env, logFile, readyTimeoutMs = 20 * 60_000 }) {
  const out = createWriteStream(logFile, { flags: "a" });
  out.write(`\n===== start ${new Date().toISOString()} =====\n`);
  const restoreTsconfig = guardTsconfig(env.NEXT_DIST_DIR);
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env, PORT: String(port), HOST },
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  const server = { child, pid: child.pid, exited, port, alive: true };
  exited.then(() => (server.alive = false));
  live.add(server);
  exited.then(() => live.delete(server));

  const agent = new http.Agent({ keepAlive: false });
  const started = Date.now();
  for (;;) {
    if (!server.alive) throw new Error(`the server exited before it was ready (see ${logFile})`);
    if (Date.now() - started > readyTimeoutMs)
      throw new Error(`the server was not ready within ${readyTimeoutMs / 1000}s (see ${logFile})`);
    try {
      const r = await request(agent, port, { path: "/api/categories", timeoutMs: 5_000 });
      if (r.status === 200) break;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  restoreTsconfig();
  server.readyMs = Date.now() - started;
  return server;
}

const live = new Set();

/** kill -9 of the whole server (start.mjs and the server.mjs it runs): no clean-up of any kind. */
export async function killHard(server) {
  process.kill(-server.pid, "SIGKILL");
  return server.exited;
}

/** SIGTERM to start.mjs (it forwards the signal to the server), as a process manager stops it. */
export function terminate(server) {
  process.kill(server.pid, "SIGTERM");
  return server.exited;
}

/** If the harness itself stops early, no server of ours is left running. */
export function killAllOnExit() {
  const killAll = () => {
    for (const s of live) {
      try {
        process.kill(-s.pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    }
  };
  process.on("exit", killAll);
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => (killAll(), process.exit(130)));
}

// ---------------------------------------------------------------- databases

export const PG_ADMIN_URL = process.env.SOAK_PG_URL || "postgresql://postgres@127.0.0.1:5432/test";

export async function withPgAdmin(fn) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const pgUrlFor = (name) => PG_ADMIN_URL.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);

export async function createPgDatabase(name) {
  await withPgAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
}

export async function dropPgDatabase(name) {
  await withPgAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Runs read-only SQL (the same text on both: quoted identifiers) straight against the server's database, not through the app. */
export async function queryDb({ provider, sqliteFile, pgUrl }, queries) {
  if (provider === "sqlite") {
    if (!existsSync(sqliteFile)) throw new Error(`no database at ${sqliteFile}`);
    const db = new Database(sqliteFile, { readonly: true, fileMustExist: true });
    try {
      return queries.map((sql) => db.prepare(sql).all());
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const out = [];
    for (const sql of queries) out.push((await client.query(sql)).rows);
    return out;
  } finally {
    await client.end();
  }
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
