import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { startChildServer, tcpRelay, type ChildServer } from "./support/child-server";

/**
 * The operations endpoints and the request log of the production server
 * (http-server/index.mjs): /healthz, /readyz (database, migrations, Redis,
 * shutdown), /metrics, and JSON log lines with request ids and nothing secret.
 * Besides the e2e server, each describe starts a server of its own
 * (e2e/support/child-server.ts) whose settings and database it controls.
 */
test.describe.configure({ timeout: 180_000 });

const METRICS_TOKEN = "ops-metrics-token-0123456789";
const PG_URL = process.env.TEST_PG_URL || "postgresql://postgres@127.0.0.1:5432/test";

test("the e2e server: /healthz and /readyz are 200, neither cached nor rate-limited; /metrics is 404 without METRICS_TOKEN", async ({
  baseURL,
}) => {
  for (let i = 0; i < 30; i++) {
    const r = await fetch(`${baseURL}/healthz`);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(await r.json()).toEqual({ status: "ok" });
  }
  // A balancer polls often: far more than any rate limit's count, and every one answered.
  const ready = await Promise.all(Array.from({ length: 40 }, () => fetch(`${baseURL}/readyz`)));
  expect(ready.map((r) => r.status)).toEqual(Array(40).fill(200));
  expect(await ready[0].json()).toEqual({ status: "ready" });
  expect(ready[0].headers.get("cache-control")).toBe("no-store");
  expect((await fetch(`${baseURL}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
});

test.describe.serial("a server on SQLite with LOG_LEVEL=info, METRICS_TOKEN and TRUST_PROXY=1", () => {
  let server: ChildServer;
  test.beforeAll(async () => {
    // Starting a server (and seeding its database) takes longer than a hook's default 30 s on a loaded machine.
    test.setTimeout(180_000);
    server = await startChildServer({ LOG_LEVEL: "info", METRICS_TOKEN, TRUST_PROXY: "1" });
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await server?.stop();
  });

  test("every log line is JSON; a request's line carries its id, method, path, status and time, and no token, cookie or e-mail address", async () => {
    const secretToken = "QuoteTokenSecret0123456789abcdef";
    const cookieValue = "SessionCookieSecretValue42";
    const given = await fetch(`${server.url}/quotes/${secretToken}?token=QueryTokenSecret&page=2`, {
      headers: { "X-Request-Id": "proxy-id-42", Cookie: `next-auth.session-token=${cookieValue}` },
    });
    await given.arrayBuffer();
    expect(given.headers.get("x-request-id")).toBe("proxy-id-42");
    // Without a request id one is made, and given back.
    const made = await fetch(`${server.url}/products`);
    await made.arrayBuffer();
    const madeId = made.headers.get("x-request-id")!;
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    // An answer repeated from the page cache or the API cache carries this request's id, never the first one's.
    for (const address of ["/products", "/", "/api/categories"]) {
      const ids: (string | null)[] = [];
      for (const n of [1, 2, 3]) {
        const res = await fetch(`${server.url}${address}`, { headers: { "X-Request-Id": `repeat-${n}` } });
        await res.arrayBuffer();
        ids.push(res.headers.get("x-request-id"));
      }
      expect(ids, address).toEqual(["repeat-1", "repeat-2", "repeat-3"]);
    }
    // A request id that is not a plain token (a log-injection attempt) is replaced.
    const forged = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": 'x" injected' } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // A contact message: its e-mail address and text reach no log line.
    const contact = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.9.8.7" },
      body: JSON.stringify({
        firstName: "Lee",
        lastName: "Ng",
        email: "lee.private@ng.example",
        company: "",
        message: "Private message text",
      }),
    });
    expect(contact.status).toBe(201);

    await expect.poll(() => server.lines.some((l) => l.includes(madeId)), { timeout: 5_000 }).toBe(true);
    const entries = server.lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
    for (const e of entries) {
      expect(typeof e.time).toBe("string");
      expect(typeof e.level).toBe("string");
      expect(typeof e.msg).toBe("string");
    }
    // The quote page sends an unknown token on to the not-found page (fetch follows, with the same X-Request-Id).
    const quoteLine = entries.find((e) => e.requestId === "proxy-id-42" && e.path !== "/quotes-link-not-found");
    expect(quoteLine).toMatchObject({ level: "info", method: "GET", path: "/quotes/[token]?token=[redacted]&page=2" });
    expect(typeof quoteLine!.status).toBe("number");
    expect(typeof quoteLine!.ms).toBe("number");
    expect(entries.find((e) => e.requestId === madeId)).toMatchObject({ method: "GET", path: "/products", status: 200 });
    const all = server.lines.join("\n");
    for (const secret of [secretToken, "QueryTokenSecret", cookieValue, "lee.private@ng.example", "Private message text"]) {
      expect(all).not.toContain(secret);
    }
    // The probes log at debug only: not at info.
    expect(entries.some((e) => typeof e.path === "string" && e.path.startsWith("/healthz"))).toBe(false);
  });

  test("/metrics: 401 without or with a wrong token; with it, Prometheus text by route pattern, cache, rate-limit refusals, render queue, e-mail and webhook backlogs, webhook failures and process metrics", async () => {
    for (let i = 0; i < 20; i++) await (await fetch(`${server.url}/healthz`)).arrayBuffer();
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, { headers: { Authorization: "Bearer not-the-token-at-all" } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toBe("Bearer");
    // A product page twice (rendered, then kept), and the contact form past its limit of 5 per client.
    for (let i = 0; i < 2; i++) await (await fetch(`${server.url}/products/black-can-liners-30-gallon-30-x-37-in-0-9-mil`)).arrayBuffer();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.1.2.3" },
        body: JSON.stringify({ firstName: "Max", lastName: "Metric", email: "max@metric.example", company: "", message: `Message ${i}` }),
      });
      await r.arrayBuffer();
      statuses.push(r.status);
    }
    expect(statuses.at(-1)).toBe(429);
    const scrape = () => fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    // An answer is counted once the server has handed its last byte over, which can be just after the client has it.
    await expect
      .poll(async () => (await (await scrape()).text()).includes('route="/api/contact",status="429"'), { timeout: 5_000 })
      .toBe(true);
    const r = await scrape();
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await r.text();
    const value = (series: string) => {
      const line = text.split("\n").find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    expect(value('http_requests_total{method="GET",route="/products/[slug]",status="200"}')).toBe(2);
    expect(value('http_request_duration_seconds_count{method="GET",route="/products/[slug]",status="200"}')).toBe(2);
    expect(value('http_requests_total{method="POST",route="/api/contact",status="429"}')).toBeGreaterThanOrEqual(1);
    expect(value('storefront_rate_limit_refusals_total{limit="contact"}')).toBeGreaterThanOrEqual(1);
    expect(value('storefront_cache_lookups_total{cache="page",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(value('storefront_cache_lookups_total{cache="page",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(value("storefront_render_queue_length")).toBe(0);
    expect(value("storefront_email_backlog")).toBe(0);
    // No endpoint is set up here: nothing waits, nothing failed (test/webhooks/webhook-health.db.test.ts counts real failures).
    expect(value("storefront_webhook_backlog")).toBe(0);
    expect(value("storefront_webhook_delivery_failures_total")).toBe(0);
    expect(value("process_cpu_user_seconds_total")).toBeGreaterThan(0);
    // /healthz as the server timed it (its own histogram, free of this loaded machine's client-side delays): within 5 ms.
    const healthz = '{method="GET",route="/healthz",status="200"}';
    const all = value(`http_request_duration_seconds_count${healthz}`)!;
    const fast = value(`http_request_duration_seconds_bucket{le="0.005",method="GET",route="/healthz",status="200"}`)!;
    expect(all).toBeGreaterThanOrEqual(20);
    expect(fast / all).toBeGreaterThanOrEqual(0.9);
    // Route patterns, never raw URLs: no product slug or made-up path names a series.
    expect(text).not.toContain("black-can-liners");
  });

  test("/readyz is 503 naming the migrations while one is not applied, and 200 again once it is", async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const file = path.join(server.dataDir, "app.db");
    const db = new Database(file);
    try {
      const last = db.prepare(`SELECT * FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`).get() as Record<string, unknown>;
      db.prepare(`DELETE FROM _prisma_migrations WHERE id = ?`).run(last.id);
      const r = await fetch(`${server.url}/readyz`);
      expect(r.status).toBe(503);
      expect(await r.json()).toEqual({ status: "not ready", failed: { migrations: `1 not applied: ${last.migration_name}` } });
      const columns = Object.keys(last);
      db.prepare(`INSERT INTO _prisma_migrations (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`).run(
        ...columns.map((c) => last[c]),
      );
    } finally {
      db.close();
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  test("on SIGTERM /readyz answers 503 at once, while a request in flight is still answered", async () => {
    const { port } = new URL(server.url);
    // Two requests whose headers are not complete yet: in flight when the signal comes.
    const partial = (path: string) =>
      new Promise<{ socket: net.Socket; answer: Promise<string> }>((resolve) => {
        const socket = new net.Socket();
        let text = "";
        const answer = new Promise<string>((done) => {
          socket.on("data", (d) => (text += d.toString()));
          socket.on("close", () => done(text));
          socket.on("error", () => done(text));
        });
        socket.connect(Number(port), "127.0.0.1", () => {
          socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n`);
          resolve({ socket, answer });
        });
      });
    const ready = await partial("/readyz");
    const page = await partial("/api/categories");
    await new Promise((r) => setTimeout(r, 200));
    server.proc.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    ready.socket.write("\r\n");
    page.socket.write("\r\n");
    const readyAnswer = await ready.answer;
    expect(readyAnswer).toMatch(/^HTTP\/1\.1 503 /);
    expect(readyAnswer).toContain('"shutdown":"the server is shutting down"');
    expect(await page.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await server.stop()).toBe(0);
  });
});

test.describe.serial("a server on PostgreSQL and Redis, each reached through a relay the test can cut", () => {
  let server: ChildServer;
  let database: Awaited<ReturnType<typeof tcpRelay>>;
  let redis: Awaited<ReturnType<typeof tcpRelay>>;
  const dbName = `ops_readyz_${process.pid}`;
  const admin = () => new pg.Client({ connectionString: PG_URL });

  test.beforeAll(async () => {
    // Starting a server (and seeding its database) takes longer than a hook's default 30 s on a loaded machine.
    test.setTimeout(180_000);
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await client.query(`CREATE DATABASE ${dbName}`);
    await client.end();
    const pgUrl = new URL(PG_URL);
    database = await tcpRelay(Number(pgUrl.port || 5432));
    redis = await tcpRelay(6379);
    pgUrl.port = String(database.port);
    pgUrl.pathname = `/${dbName}`;
    server = await startChildServer({
      DATABASE_URL: pgUrl.toString(),
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      REDIS_PREFIX: `ops-readyz-${process.pid}:`,
    });
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await server?.stop();
    await database?.close();
    await redis?.close();
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await client.end();
  });

  const readyz = async () => {
    const started = performance.now();
    const r = await fetch(`${server.url}/readyz`);
    return {
      status: r.status,
      body: (await r.json()) as { status: string; failed?: Record<string, string> },
      ms: performance.now() - started,
    };
  };

  test("/readyz: 200 while both answer; 503 naming the database when it refuses or stays silent (within about 1 s), naming Redis when it is gone; /healthz stays 200", async () => {
    expect((await readyz()).status).toBe(200);
    // Without TRUST_PROXY a client's own X-Request-Id is not taken: the server makes one.
    const own = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "client-chosen-id" } });
    expect(own.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    database.set("down");
    const refused = await readyz();
    expect(refused.status).toBe(503);
    expect(Object.keys(refused.body.failed!)).toEqual(["database"]);
    expect(refused.body.failed!.database).toMatch(/^postgresql: /);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    database.set("silent");
    const silent = await readyz();
    expect(silent.status).toBe(503);
    expect(silent.body.failed!.database).toMatch(/within 1000 ms|timeout/i);
    expect(silent.ms).toBeLessThan(1_500);

    database.set("up");
    await expect.poll(async () => (await readyz()).status, { timeout: 10_000 }).toBe(200);

    redis.set("down");
    const noRedis = await readyz();
    expect(noRedis.status).toBe(503);
    expect(Object.keys(noRedis.body.failed!)).toEqual(["redis"]);
    redis.set("up");
    await expect.poll(async () => (await readyz()).status, { timeout: 10_000 }).toBe(200);
  });
});
