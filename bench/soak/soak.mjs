// npm run soak: load and durability of the production build.
//
// For each database (SQLite, then PostgreSQL): start the production server
// (scripts/start.mjs, own PORT, DATA_DIR, NEXT_DIST_DIR, TRUST_PROXY=true),
// send 10,000 contact messages and 1,000 quote requests from 100 concurrent
// clients, kill -9 the server once 40% are acknowledged, restart it on the
// same database, carry on, retry the unacknowledged quote requests with their
// Idempotency-Key, then read the database directly and prove every
// acknowledged (2xx) submission is stored exactly once. Then a graceful
// shutdown check (see shutdown.mjs).
//
//   npm run soak                      both databases, then the shutdown check
//   npm run soak -- --sqlite | --pg   one database (plus the shutdown check unless --no-shutdown)
//   npm run soak -- --shutdown-only   only the graceful shutdown check
//   --contacts N --quotes N --clients N --kill-at 0.4
//
// Loopback only; every loop is bounded; the servers it starts are stopped
// (and the throwaway PostgreSQL database dropped) before it exits.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import {
  createPgDatabase,
  dropPgDatabase,
  HOST,
  killAllOnExit,
  killHard,
  log,
  percentile,
  pgUrlFor,
  portInUse,
  queryDb,
  request,
  sleep,
  startServer,
  terminate,
} from "./lib.mjs";
import { runShutdownCheck } from "./shutdown.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback;
};

const CONTACTS = option("contacts", 10_000);
const QUOTES = option("quotes", 1_000);
const CLIENTS = option("clients", 100);
const KILL_AT = option("kill-at", 0.4);
const BASE_PORT = option("port", 3470);
const WORK = path.join(os.tmpdir(), "storefront-soak");
/** How long one submission keeps retrying a refused connection (the server may be rebuilding after the restart). */
const REFUSED_DEADLINE_MS = 15 * 60_000;

/**
 * The limits are per client address (5 contact messages per 10 minutes, 10
 * quote requests per hour), so 100 clients sending 100 messages each would be
 * throttled. Each submission poses as one of a pool of addresses (under
 * TRUST_PROXY=true, one proxy, the server takes the X-Forwarded-For entry that
 * proxy would have appended: here the only one sent): contact j uses
 * address j mod ceil(CONTACTS/3) in 10.1.0.0/16, so every address sends at most
 * 3 messages; quote k uses address k mod ceil(QUOTES/2) in 10.2.0.0/16 (at most
 * 2 requests, plus at most one retry each).
 */
const CONTACT_POOL = Math.max(1, Math.ceil(CONTACTS / 3));
const QUOTE_POOL = Math.max(1, Math.ceil(QUOTES / 2));
const address = (net, n) => `10.${net}.${(n >> 8) & 0xff}.${n & 0xff}`;

const ADMIN_PASSWORD = `Soak-${randomBytes(9).toString("base64url")}`;

function baseEnv(distDir) {
  return {
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir,
    TRUST_PROXY: "true",
    ADMIN_USERNAME: "admin",
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD,
    NEXTAUTH_SECRET: "soak-secret-soak-secret-soak-secret-soak-secret",
    // One instance, memory rate-limit counters, no mail: only the app and its database are measured.
    REDIS_URL: "",
    SMTP_URL: "",
    SITE_URL: "",
    NEXTAUTH_URL: "",
  };
}

/** The tasks, quotes spread evenly among the contact messages. */
function makeTasks() {
  const tasks = [];
  const total = CONTACTS + QUOTES;
  let c = 0;
  let q = 0;
  for (let i = 0; i < total; i++) {
    const wantQuote = q < QUOTES && (c >= CONTACTS || (i + 1) * QUOTES >= (q + 1) * total);
    const tag = randomUUID();
    if (wantQuote) tasks.push({ kind: "quote", n: q, tag, ip: address(2, q++ % QUOTE_POOL) });
    else tasks.push({ kind: "contact", n: c, tag, ip: address(1, c++ % CONTACT_POOL) });
  }
  return tasks;
}

function body(task, product) {
  if (task.kind === "contact") {
    return {
      firstName: "Soak",
      lastName: `Client ${task.n}`,
      email: `soak+${task.n}@example.com`,
      company: "Soak Test Inc",
      message: `soak ${task.tag}`,
    };
  }
  return {
    name: `Soak Buyer ${task.n}`,
    company: "Soak Test Inc",
    email: `buyer+${task.n}@example.com`,
    phone: "(555) 201-3344",
    state: "TX",
    zip: "75001",
    notes: `soak ${task.tag}`,
    items: [{ productId: product.id, sku: product.sku, name: product.name, quantity: 1 + (task.n % 5) }],
  };
}

async function soak(provider) {
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dataDir = path.join(WORK, provider);
  const port = provider === "sqlite" ? BASE_PORT : BASE_PORT + 1;
  const distDir = provider === "sqlite" ? ".next-soak" : ".next-soak-pg";
  const pgName = `soak_${stamp}`;
  const logFile = path.join(WORK, `server-${provider}.log`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  if (await portInUse(port)) throw new Error(`port ${port} is in use; pass --port`);
  const env = { ...baseEnv(distDir), DATA_DIR: dataDir, DATABASE_URL: provider === "postgresql" ? pgUrlFor(pgName) : "" };
  const dbRef = { provider, sqliteFile: path.join(dataDir, "app.db"), pgUrl: pgUrlFor(pgName) };
  if (provider === "postgresql") {
    await createPgDatabase(pgName);
    log(`created database ${pgName}`);
  }

  try {
    log(`${provider}: starting the production server on ${HOST}:${port} (${distDir}; builds if the sources changed; log: ${logFile})`);
    let server = await startServer({ port, env, logFile });
    log(`${provider}: ready after ${(server.readyMs / 1000).toFixed(1)}s`);

    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const products = await request(agent, port, { path: "/api/products" });
    const product = products.body.find((p) => p.sku) ?? products.body[0];

    const tasks = makeTasks();
    const total = tasks.length;
    const stats = { acked: 0, refused: 0, reset: 0, timeout: 0, status: {}, latencies: [] };
    let next = 0;
    let killed = null;
    let restarted = null;
    const killAt = Math.floor(total * KILL_AT);

    const submit = (task, attempt = 0) =>
      request(agent, port, {
        method: "POST",
        path: task.kind === "contact" ? "/api/contact" : "/api/quote-requests",
        body: body(task, product),
        headers: {
          "x-forwarded-for": task.ip,
          ...(task.kind === "quote" ? { "idempotency-key": task.tag } : {}),
          "x-soak-attempt": String(attempt),
        },
      });

    /** One submission until it is answered or its connection broke mid-request; refused connections are retried (nothing was sent). */
    async function run(task) {
      const deadline = Date.now() + REFUSED_DEADLINE_MS;
      for (let attempt = 0; ; attempt++) {
        try {
          const r = await submit(task, attempt);
          stats.status[r.status] = (stats.status[r.status] ?? 0) + 1;
          if (r.status >= 200 && r.status < 300) {
            task.ack =
              task.kind === "contact"
                ? { id: r.body.id }
                : { reference: r.body.reference, replayed: r.headers["idempotent-replayed"] === "true" };
            stats.acked++;
            stats.latencies.push(r.ms);
          } else task.failed = `${r.status} ${JSON.stringify(r.body).slice(0, 200)}`;
          return;
        } catch (e) {
          if (e.kind === "refused" && Date.now() < deadline) {
            stats.refused++;
            await sleep(Math.min(1_000, 100 * 2 ** Math.min(attempt, 4)));
            continue;
          }
          stats[e.kind === "timeout" ? "timeout" : "reset"]++;
          task.failed = `${e.kind}: ${e.code || e.message}`;
          return;
        }
      }
    }

    async function client() {
      while (next < total) {
        const task = tasks[next++];
        await run(task);
        if (!killed && stats.acked >= killAt) {
          killed = Date.now();
          log(
            `${provider}: ${stats.acked} acknowledged (${Math.round((100 * stats.acked) / total)}%): kill -9 of the server (process group ${server.pid})`,
          );
          const dead = server;
          restarted = (async () => {
            const exit = await killHard(dead);
            log(`${provider}: server gone (${exit.signal ?? exit.code}); restarting on the same database`);
            server = await startServer({ port, env, logFile });
            log(`${provider}: back after ${((Date.now() - killed) / 1000).toFixed(1)}s of downtime`);
            return Date.now() - killed;
          })();
        }
      }
    }

    log(
      `${provider}: sending ${CONTACTS} contact messages and ${QUOTES} quote requests from ${CLIENTS} concurrent clients (${CONTACT_POOL} + ${QUOTE_POOL} client addresses)`,
    );
    const loadStarted = Date.now();
    const progress = setInterval(
      () => log(`${provider}: ${next}/${total} sent, ${stats.acked} acknowledged, ${stats.refused} refused, ${stats.reset} reset`),
      10_000,
    );
    await Promise.all(Array.from({ length: CLIENTS }, client));
    clearInterval(progress);
    const downtimeMs = restarted ? await restarted : 0;
    const loadMs = Date.now() - loadStarted;

    // Unacknowledged quote requests are sent again with the same Idempotency-Key.
    const retried = tasks.filter((t) => t.kind === "quote" && !t.ack);
    const retry = { sent: retried.length, replayed: 0, created: 0, failed: 0 };
    for (const task of retried) {
      delete task.failed;
      await run(task);
      if (task.ack?.replayed) retry.replayed++;
      else if (task.ack) retry.created++;
      else retry.failed++;
    }
    // And acknowledged ones once more: the same reference, nothing new stored.
    const resent = tasks.filter((t) => t.kind === "quote" && t.ack).slice(0, 50);
    let resentSame = 0;
    for (const task of resent) {
      const r = await submit(task);
      if (r.status === 201 && r.body.reference === task.ack.reference && r.headers["idempotent-replayed"] === "true") resentSame++;
    }
    agent.destroy();

    // The proof, read straight from the database.
    const [contactRows, quoteRows] = await queryDb(dbRef, [
      `SELECT "id", "message" FROM "ContactMessage" WHERE "message" LIKE 'soak %'`,
      `SELECT q."id", q."reference", (SELECT k."key" FROM "IdempotencyKey" k WHERE k."scope" = 'quote-request' AND k."resourceId" = q."id") AS "idempotencyKey", q."notes", (SELECT COUNT(*) FROM "QuoteRequestItem" i WHERE i."quoteRequestId" = q."id") AS "items" FROM "QuoteRequest" q WHERE q."notes" LIKE 'soak %'`,
    ]);
    const verdict = verify(tasks, contactRows, quoteRows);

    // Malformed URLs against the production server (fuzzed handlers cannot reach Next's own routing): never a 5xx.
    const malformedUrls = await probeMalformedUrls(port);

    // Graceful stop of the restarted server.
    const stop = await terminate(server);
    const report = {
      provider,
      submissions: { contacts: CONTACTS, quotes: QUOTES, clients: CLIENTS, contactAddresses: CONTACT_POOL, quoteAddresses: QUOTE_POOL },
      load: {
        seconds: +(loadMs / 1000).toFixed(1),
        downtimeSeconds: +(downtimeMs / 1000).toFixed(1),
        throughputPerSecond: +(stats.acked / (loadMs / 1000)).toFixed(1),
        throughputExcludingDowntime: +(stats.acked / ((loadMs - downtimeMs) / 1000)).toFixed(1),
        latencyMs: (() => {
          const s = stats.latencies.sort((a, b) => a - b);
          return {
            p50: +percentile(s, 50).toFixed(1),
            p95: +percentile(s, 95).toFixed(1),
            p99: +percentile(s, 99).toFixed(1),
            max: +(s[s.length - 1] ?? 0).toFixed(1),
          };
        })(),
      },
      answers: {
        acknowledged: stats.acked,
        byStatus: stats.status,
        connectionRefusedDuringRestart: stats.refused,
        connectionResetInFlight: stats.reset,
        timeouts: stats.timeout,
      },
      quoteRetries: retry,
      acknowledgedQuotesResent: { sent: resent.length, sameReferenceReplayed: resentSame },
      verdict,
      malformedUrls,
      gracefulStop: stop,
    };
    writeFileSync(path.join(WORK, `report-${provider}.json`), JSON.stringify(report, null, 2));
    return report;
  } finally {
    if (provider === "postgresql") {
      await dropPgDatabase(pgName).then(
        () => log(`dropped database ${pgName}`),
        (e) => log(`could not drop ${pgName}: ${e.message}`),
      );
    }
  }
}

const MALFORMED_URLS = [
  "/categories/%00",
  "/products/%00",
  "/categories/pe-stretch-film%00",
  "/products?q=%00",
  "/api/products/search?q=%00",
  "/api/products/%00",
  "/api/categories/%00/products",
  "/api/products?page=%00",
  "/categories/%E0%A4%A",
  "/products/%C0%AF",
  "/api/categories/%E0%A4%A",
  "/api/products/%FF",
  "/api/admin/quote-requests/%E0%A4%A",
  "/admin/%E0%A4%A",
  "/%E0%A4%A",
  "/api/products/search?q=%E0%A4%A",
  "/products?q=%25%25%25",
];

async function probeMalformedUrls(port) {
  const agent = new http.Agent({ keepAlive: false });
  const statuses = {};
  const serverErrors = [];
  for (const p of MALFORMED_URLS) {
    const r = await request(agent, port, { path: p }).catch((e) => ({ status: e.code || e.message }));
    statuses[p] = r.status;
    if (typeof r.status !== "number" || r.status >= 500) serverErrors.push(`${p} -> ${r.status}`);
  }
  return { sent: MALFORMED_URLS.length, serverErrors, statuses };
}

/** Every acknowledged submission stored exactly once, as acknowledged; nothing stored twice. */
function verify(tasks, contactRows, quoteRows) {
  const byTag = (rows, field) => {
    const m = new Map();
    for (const r of rows) {
      const tag = String(r[field]).slice("soak ".length);
      m.set(tag, [...(m.get(tag) ?? []), r]);
    }
    return m;
  };
  const contacts = byTag(contactRows, "message");
  const quotes = byTag(quoteRows, "notes");
  const known = new Set(tasks.map((t) => t.tag));
  const v = {
    contactRows: contactRows.length,
    quoteRows: quoteRows.length,
    acknowledgedContacts: 0,
    acknowledgedQuotes: 0,
    lost: [],
    duplicated: [],
    mismatched: [],
    quotesWithoutItems: quoteRows.filter((r) => Number(r.items) < 1).map((r) => r.reference),
    unacknowledgedButStored: 0,
    unacknowledgedNotStored: 0,
    strangers: [...contacts.keys(), ...quotes.keys()].filter((t) => !known.has(t)).length,
  };
  for (const t of tasks) {
    const rows = (t.kind === "contact" ? contacts : quotes).get(t.tag) ?? [];
    if (rows.length > 1) v.duplicated.push(`${t.kind} ${t.tag} x${rows.length}`);
    if (!t.ack) {
      if (rows.length > 0) v.unacknowledgedButStored++;
      else v.unacknowledgedNotStored++;
      continue;
    }
    if (t.kind === "contact") v.acknowledgedContacts++;
    else v.acknowledgedQuotes++;
    if (rows.length === 0) {
      v.lost.push(`${t.kind} ${t.tag}`);
      continue;
    }
    const row = rows[0];
    const same = t.kind === "contact" ? Number(row.id) === t.ack.id : row.reference === t.ack.reference && row.idempotencyKey === t.tag;
    if (!same) v.mismatched.push(`${t.kind} ${t.tag}`);
  }
  v.ok =
    v.lost.length === 0 && v.duplicated.length === 0 && v.mismatched.length === 0 && v.quotesWithoutItems.length === 0 && v.strangers === 0;
  return v;
}

function summary(r) {
  const v = r.verdict;
  return [
    `${r.provider}: ${r.answers.acknowledged} acknowledged of ${r.submissions.contacts + r.submissions.quotes} in ${r.load.seconds}s (${r.load.downtimeSeconds}s of it the restart)`,
    `  throughput ${r.load.throughputPerSecond}/s overall, ${r.load.throughputExcludingDowntime}/s excluding the restart; latency p50 ${r.load.latencyMs.p50} ms, p95 ${r.load.latencyMs.p95} ms, p99 ${r.load.latencyMs.p99} ms`,
    `  answers by status ${JSON.stringify(r.answers.byStatus)}; connection refused during the restart ${r.answers.connectionRefusedDuringRestart} (retried); reset in flight by the kill ${r.answers.connectionResetInFlight}; timeouts ${r.answers.timeouts}`,
    `  quote retries with the same Idempotency-Key: ${r.quoteRetries.sent} sent, ${r.quoteRetries.replayed} were stored before the kill (replayed), ${r.quoteRetries.created} stored now, ${r.quoteRetries.failed} failed; ${r.acknowledgedQuotesResent.sameReferenceReplayed}/${r.acknowledgedQuotesResent.sent} acknowledged ones re-sent got their first reference`,
    `  database: ${v.contactRows} contact rows, ${v.quoteRows} quote rows; acknowledged ${v.acknowledgedContacts} contacts + ${v.acknowledgedQuotes} quotes; lost ${v.lost.length}; duplicated ${v.duplicated.length}; mismatched ${v.mismatched.length}; quotes without items ${v.quotesWithoutItems.length}; unacknowledged but stored ${v.unacknowledgedButStored}, unacknowledged and not stored ${v.unacknowledgedNotStored}`,
    `  malformed URLs: ${r.malformedUrls.sent} sent, ${r.malformedUrls.serverErrors.length} answered 5xx${r.malformedUrls.serverErrors.length ? ` (${r.malformedUrls.serverErrors.join(", ")})` : ""}`,
    `  graceful stop after the run: ${JSON.stringify(r.gracefulStop)}`,
    `  => ${v.ok ? "OK: every acknowledged submission stored exactly once" : "FAILED"}`,
  ].join("\n");
}

killAllOnExit();
mkdirSync(WORK, { recursive: true });
const only = flag("shutdown-only");
const providers = only
  ? []
  : flag("sqlite") && !flag("pg")
    ? ["sqlite"]
    : flag("pg") && !flag("sqlite")
      ? ["postgresql"]
      : ["sqlite", "postgresql"];
const reports = [];
let failed = false;
for (const provider of providers) {
  const r = await soak(provider);
  reports.push(r);
  console.log(summary(r));
  if (
    !r.verdict.ok ||
    r.gracefulStop.code !== 0 ||
    r.malformedUrls.serverErrors.length > 0 ||
    Object.keys(r.answers.byStatus).some((s) => Number(s) >= 300) ||
    r.quoteRetries.failed > 0
  )
    failed = true;
}
if (only || !flag("no-shutdown")) {
  const s = await runShutdownCheck({
    port: BASE_PORT + 2,
    env: { ...baseEnv(".next-soak"), DATABASE_URL: "" },
    dataDir: path.join(WORK, "sqlite"),
    logFile: path.join(WORK, "server-shutdown.log"),
  });
  console.log(s.summary);
  if (!s.ok) failed = true;
}
if (reports.length) console.log(`reports: ${reports.map((r) => path.join(WORK, `report-${r.provider}.json`)).join(", ")}`);
process.exit(failed ? 1 : 0);
