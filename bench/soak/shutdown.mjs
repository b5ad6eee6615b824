// Graceful shutdown of the production server (npm run soak -- --shutdown-only):
// requests in flight when SIGTERM arrives are finished with 2xx, a new
// connection after it is refused, and the process exits 0.
//
// "In flight" is made certain rather than left to timing: each request sends
// its headers and half of its body, SIGTERM is sent, and only then (after a
// connection attempt that must be refused) the rest of each body follows.
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { HOST, log, portInUse, queryDb, request, sleep, startServer } from "./lib.mjs";

const CONTACTS = 50;
const QUOTES = 10;
const PAGES = 10;

/** Opens a POST, sends headers and the first half of the body, and returns a way to send the rest and the answer. */
function halfSent(port, agent, path_, body, headers = {}) {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  let resolveAnswer;
  const answer = new Promise((resolve) => (resolveAnswer = resolve));
  const req = http.request(
    {
      host: HOST,
      port,
      method: "POST",
      path: path_,
      agent,
      headers: { "content-type": "application/json", "content-length": payload.length, ...headers },
    },
    (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolveAnswer({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
    },
  );
  // A broken connection is an answer too (it is counted, not thrown).
  req.on("error", (e) => resolveAnswer({ status: e.code || e.message, text: "" }));
  req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
  const flushed = new Promise((resolve) => req.write(payload.subarray(0, half), resolve));
  return { flushed, answer, finish: () => req.end(payload.subarray(half)) };
}

function connectOutcome(port) {
  return new Promise((resolve) => {
    const s = net.connect({ host: HOST, port });
    s.setTimeout(3_000, () => (s.destroy(), resolve("timeout")));
    s.once("connect", () => (s.destroy(), resolve("connected")));
    s.once("error", (e) => resolve(e.code || e.message));
  });
}

export async function runShutdownCheck({ port, env, dataDir, logFile }) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  if (await portInUse(port)) throw new Error(`port ${port} is in use`);
  log(`shutdown: starting the production server on ${HOST}:${port} (${env.NEXT_DIST_DIR})`);
  const server = await startServer({ port, env: { ...env, DATA_DIR: dataDir }, logFile });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
  const product = (await request(agent, port, { path: "/api/products" })).body[0];
  // Warm the page routes so the GETs below are ordinary requests, not first compiles.
  await request(agent, port, { path: "/" });

  const tag = randomUUID();
  const inflight = [];
  for (let i = 0; i < CONTACTS; i++) {
    inflight.push(
      halfSent(
        port,
        agent,
        "/api/contact",
        { firstName: "Shutdown", lastName: `Client ${i}`, email: `s${i}@example.com`, message: `shutdown ${tag} ${i}` },
        { "x-forwarded-for": `10.3.0.${i + 1}` },
      ),
    );
  }
  for (let i = 0; i < QUOTES; i++) {
    inflight.push(
      halfSent(
        port,
        agent,
        "/api/quote-requests",
        {
          name: `Shutdown ${i}`,
          company: "",
          email: `q${i}@example.com`,
          phone: "(555) 201-3344",
          state: "TX",
          zip: "75001",
          notes: `shutdown ${tag} ${i}`,
          items: [{ productId: product.id, sku: product.sku, name: product.name, quantity: 1 }],
        },
        { "x-forwarded-for": `10.3.1.${i + 1}`, "idempotency-key": `shutdown-${tag}-${i}` },
      ),
    );
  }
  await Promise.all(inflight.map((r) => r.flushed));
  await sleep(300); // the server has read every request's headers
  // Pages asked for at the same moment (they may or may not still be running at SIGTERM).
  const pages = Array.from({ length: PAGES }, (_, i) =>
    request(agent, port, { path: i % 2 ? "/products" : "/", timeoutMs: 30_000 }).catch((e) => ({ status: e.code || e.message })),
  );
  await sleep(50);

  const sigtermAt = Date.now();
  process.kill(server.pid, "SIGTERM");
  await sleep(500);
  const newConnection = await connectOutcome(port);
  const aliveWhileDraining = server.alive;

  for (const r of inflight) r.finish();
  const answers = await Promise.all(inflight.map((r) => r.answer));
  const pageAnswers = await Promise.all(pages);
  // The client keeps its keep-alive connections open, as a browser would: the server must not wait for them.
  const exit = await Promise.race([server.exited, sleep(30_000).then(() => ({ code: "still running after 30s" }))]);
  const exitMs = Date.now() - sigtermAt;
  agent.destroy();

  const ok2xx = answers.filter((a) => typeof a.status === "number" && a.status >= 200 && a.status < 300).length;
  const pages2xx = pageAnswers.filter((a) => a.status === 200).length;
  const [rows, quoteRows] = await queryDb({ provider: "sqlite", sqliteFile: path.join(dataDir, "app.db") }, [
    `SELECT COUNT(*) AS n FROM "ContactMessage" WHERE "message" LIKE 'shutdown ${tag} %'`,
    `SELECT COUNT(*) AS n FROM "QuoteRequest" WHERE "notes" LIKE 'shutdown ${tag} %'`,
  ]);
  const stored = { contacts: Number(rows[0].n), quotes: Number(quoteRows[0].n) };
  const ok =
    ok2xx === inflight.length &&
    pages2xx === PAGES &&
    newConnection === "ECONNREFUSED" &&
    aliveWhileDraining &&
    exit.code === 0 &&
    // Well before server.mjs's 15 s limit, so the exit was the drain's, not the forced one.
    exitMs < 10_000 &&
    stored.contacts === CONTACTS &&
    stored.quotes === QUOTES;
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const summary = [
    `shutdown: SIGTERM with ${inflight.length} POSTs in flight (${CONTACTS} contact, ${QUOTES} quote; half their body sent) and ${PAGES} page GETs`,
    `  in-flight answers ${JSON.stringify(statuses)} (${ok2xx}/${inflight.length} 2xx); pages ${pages2xx}/${PAGES} 200; stored ${stored.contacts}/${CONTACTS} contacts, ${stored.quotes}/${QUOTES} quotes`,
    `  new connection while draining: ${newConnection}; process alive while draining: ${aliveWhileDraining}; exit ${JSON.stringify(exit)} ${exitMs} ms after SIGTERM`,
    `  => ${ok ? "OK: graceful" : "FAILED"}`,
  ].join("\n");
  return { ok, summary, statuses, stored, newConnection, exit, exitMs };
}
