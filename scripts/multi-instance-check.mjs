// npm run test:multi — two app instances on one PostgreSQL and one Redis.
//
// Creates a throwaway PostgreSQL database, migrates and seeds it, builds once
// into .next-multi-a and copies the build to .next-multi-b (each instance its
// own folder, the same build, as a deployment ships one artifact to every
// machine), starts instance A and B on two ports with the same NEXTAUTH_SECRET,
// REDIS_URL and a REDIS_PREFIX of this run's own, and proves:
//   1. an admin change made through A (a product's and a category's name) shows on B's
//      very next load of the product page, the category page, home, /products
//      and sitemap.xml (whose lastmod moves), after both caches were warmed;
//   2. the session cookie made by A's login works on B;
//   3. a rate limit counted on A applies on B (contact form: 5 per client, the
//      6th is 429 whichever instance answers);
//   4. with a Redis of its own that it stops and restarts (only if redis-server
//      is installed): pages stay 200, A sees its own change at once, and B picks
//      the change up once Redis is back;
//   5. behind nginx with docs/nginx/storefront.conf (only if nginx is installed;
//      before 4): X-Request-Id and client addresses pass through, a page
//      through the proxy is byte-identical to one straight from an instance,
//      /metrics is not served through it, and with B stopped every request
//      is answered by A.
// Stops the servers, drops the database and deletes this run's Redis keys.
//
// Settings: TEST_PG_URL (admin connection, default postgresql://postgres@127.0.0.1:5432/test),
// TEST_REDIS_URL (default redis://127.0.0.1:6379). Flags: --reuse-build (keep and
// reuse .next-multi-a from an earlier run; the seed is the same), --keep-build.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import Redis from "ioredis";
import pg from "pg";
import { bin, root, run, runTs } from "./lib.mjs";

const args = new Set(process.argv.slice(2));
const ci = /^(1|true)$/i.test(process.env.CI || "");
const PG_ADMIN_URL = process.env.TEST_PG_URL || "postgresql://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
const runId = `${process.pid}_${randomBytes(3).toString("hex")}`;
const dbName = `storefront_multi_${runId}`;
const databaseUrl = PG_ADMIN_URL.replace(/\/[^/?]*(\?|$)/, `/${dbName}$1`);
const prefix = `storefront-multi-${runId}:`;
const tmp = mkdtempSync(path.join(os.tmpdir(), "storefront-multi-"));
const DIST_A = ".next-multi-a";
const DIST_B = ".next-multi-b";
const ADMIN = { username: "admin", password: "Multi-Instance-Pass-42" };

const servers = new Set();
let privateRedis = null;
let failures = 0;
let passes = 0;

function ok(message) {
  passes++;
  console.log(`  ok    ${message}`);
}
function fail(message) {
  failures++;
  console.log(`  FAIL  ${message}`);
}
function check(condition, message, detail = "") {
  if (condition) ok(message);
  else fail(detail ? `${message} (${detail})` : message);
  return condition;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function reachable(what, fn) {
  try {
    await fn();
  } catch (e) {
    console.error(`${what} is not reachable: ${e instanceof Error ? e.message : e}`);
    process.exit(2);
  }
}

async function pgAdmin(sql) {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const commonEnv = {
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl,
  DATA_DIR: path.join(tmp, "data"),
  NEXTAUTH_SECRET: randomBytes(36).toString("base64url"),
  NEXTAUTH_URL: "",
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_EMAIL: "admin@example.com",
  TRUST_PROXY: "true",
  SMTP_URL: "",
  NEXT_TELEMETRY_DISABLED: "1",
};

/** Next adds `<distDir>/types/**` to tsconfig.json on build; take ours out again. */
function restoreTsconfig(before) {
  const file = path.join(root, "tsconfig.json");
  const now = readFileSync(file, "utf8");
  if (now === before) return;
  try {
    const json = JSON.parse(now);
    if (Array.isArray(json.include)) {
      json.include = json.include.filter((p) => !p.startsWith(`${DIST_A}/`) && !p.startsWith(`${DIST_B}/`));
      const text = JSON.stringify(json, null, 2) + "\n";
      writeFileSync(file, text === now ? now : text);
    }
  } catch {
    /* leave it: a comment-bearing tsconfig is not ours to rewrite */
  }
}

function startServer(name, port, distDir, env) {
  const log = path.join(tmp, `${name}.log`);
  const out = createWriteStream(log);
  const proc = spawn(process.execPath, ["http-server/index.mjs"], {
    cwd: root,
    env: { ...commonEnv, ...env, PORT: String(port), HOST: "127.0.0.1", NEXT_DIST_DIR: distDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  proc.stdout.pipe(out);
  proc.stderr.pipe(out);
  const server = { name, port, proc, log, base: `http://127.0.0.1:${port}`, exited: false };
  proc.on("exit", () => (server.exited = true));
  servers.add(server);
  return server;
}

async function waitReady(server, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exited) throw new Error(`${server.name} exited; log:\n${readFileSync(server.log, "utf8").slice(-3000)}`);
    try {
      const res = await fetch(`${server.base}/api/categories`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`${server.name} not ready after ${timeoutMs} ms; log:\n${readFileSync(server.log, "utf8").slice(-3000)}`);
}

async function stopServer(server) {
  if (!servers.has(server)) return;
  servers.delete(server);
  if (server.exited) return;
  const gone = new Promise((r) => server.proc.once("exit", r));
  server.proc.kill("SIGTERM");
  const timer = setTimeout(() => server.proc.kill("SIGKILL"), 10_000);
  await gone;
  clearTimeout(timer);
}

async function get(server, pathname, headers = {}) {
  const res = await fetch(`${server.base}${pathname}`, { headers, redirect: "manual" });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

async function send(server, method, pathname, body, headers = {}) {
  const res = await fetch(`${server.base}${pathname}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    redirect: "manual",
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text, headers: res.headers };
}

const lastmodOf = (xml, url) => {
  const i = xml.indexOf(`<loc>${url}</loc>`);
  if (i < 0) return null;
  const m = /<lastmod>([^<]+)<\/lastmod>/.exec(xml.slice(i, xml.indexOf("</url>", i)));
  return m ? m[1] : null;
};

async function login(server, siteUrl) {
  const res = await send(server, "POST", "/api/admin/login", ADMIN, { origin: siteUrl });
  const cookie = (res.headers.getSetCookie?.() ?? [])
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("next-auth.session-token=") || c.startsWith("__Secure-next-auth.session-token="));
  return { status: res.status, cookie };
}

/** The pages the check follows, with what each must show. */
function pagesFor(product, category) {
  return [
    { path: `/products/${product.slug}`, shows: "product" },
    { path: `/categories/${category.slug}`, shows: "product+category" },
    { path: "/", shows: "category" },
    { path: "/products", shows: "product" },
    { path: "/sitemap.xml", shows: "lastmod" },
  ];
}

function expectFresh(page, res, names, sitemapBefore, productUrl) {
  const label = `${page.path}`;
  if (res.status !== 200) return [false, `${label}: HTTP ${res.status}`];
  if (page.shows === "lastmod") {
    const now = lastmodOf(res.text, productUrl);
    return [now !== null && now !== sitemapBefore, `${label}: lastmod of ${productUrl} ${sitemapBefore} -> ${now}`];
  }
  const wants = [];
  if (page.shows.includes("product")) wants.push(names.product);
  if (page.shows.includes("category")) wants.push(names.category);
  const missing = wants.filter((w) => !res.text.includes(w));
  return [missing.length === 0, `${label}: ${missing.length ? `missing ${missing.join(", ")}` : `shows ${wants.join(" + ")}`}`];
}

async function pickCatalogue(server) {
  const products = (await get(server, "/api/products")).text;
  const categories = JSON.parse((await get(server, "/api/categories")).text);
  const list = JSON.parse(products);
  const product = list.find((p) => p.slug !== "stretch-film" && p.category?.slug);
  const category = categories.find((c) => c.slug === product.category.slug);
  return { product, category };
}

async function changeNames(server, cookie, siteUrl, product, category, tag) {
  const names = { product: `${product.name} ${tag}`, category: `${category.name} ${tag}` };
  const headers = { cookie, origin: siteUrl };
  const p = await send(
    server,
    "PUT",
    `/api/admin/products/${product.id}`,
    {
      name: names.product,
      slug: product.slug,
      sku: product.sku,
      description: product.description,
      imageUrl: product.imageUrl,
      categoryId: product.categoryId,
      specifications: product.specifications,
      priceMin: product.priceMin,
      priceMax: product.priceMax,
    },
    headers,
  );
  const c = await send(
    server,
    "PUT",
    `/api/admin/categories/${category.id}`,
    { name: names.category, slug: category.slug, description: category.description, imageUrl: category.imageUrl },
    headers,
  );
  return { names, statuses: [p.status, c.status], bodies: [p.text.slice(0, 300), c.text.slice(0, 300)] };
}

async function warm(server, pages) {
  for (let i = 0; i < 2; i++) for (const page of pages) await get(server, page.path);
}

async function contact(server, ip, n) {
  return send(
    server,
    "POST",
    "/api/contact",
    { firstName: "Multi", lastName: `Instance ${n}`, email: "multi@example.com", company: "", message: `Rate limit check ${n}` },
    { "x-forwarded-for": ip },
  );
}

// ---------------------------------------------------------------------------

async function phaseSharedRedis(A, B, siteUrl) {
  console.log(`\n[1] cache invalidation: change through A, next load on B (Redis ${REDIS_URL}, prefix ${prefix})`);
  const { product, category } = await pickCatalogue(A);
  const pages = pagesFor(product, category);
  const productUrl = `${siteUrl}/products/${product.slug}`;

  await warm(A, pages);
  await warm(B, pages);
  const warmB = {};
  for (const page of pages) warmB[page.path] = await get(B, page.path);
  check(
    Object.values(warmB).every((r) => r.status === 200),
    "warm: every page 200 on B",
  );
  check(warmB[`/products/${product.slug}`].text.includes(product.name), `warm: B's product page shows "${product.name}"`);
  const sitemapBefore = lastmodOf(warmB["/sitemap.xml"].text, productUrl);
  check(sitemapBefore !== null, `warm: B's sitemap lists ${productUrl}`);
  // B serves from its cache: a second load gives the very same sitemap time.
  const again = lastmodOf((await get(B, "/sitemap.xml")).text, productUrl);
  check(again === sitemapBefore, "warm: B's sitemap.xml is served from its cache (same lastmod twice)");

  console.log("\n[2] session made on A");
  const session = await login(A, siteUrl);
  check(session.status === 200 && Boolean(session.cookie), "login on A: 200 with a session cookie", `status ${session.status}`);
  if (!session.cookie) return;
  const onB = await get(B, "/api/admin/profile", { cookie: session.cookie });
  check(onB.status === 200, "GET /api/admin/profile on B with A's cookie: 200", `status ${onB.status}`);
  const noCookie = await get(B, "/api/admin/profile");
  check(noCookie.status === 401, "GET /api/admin/profile on B without it: 401", `status ${noCookie.status}`);

  console.log("\n[1] change through A, then B's very next load of each page");
  const tag = `(multi ${randomBytes(2).toString("hex")})`;
  const change = await changeNames(A, session.cookie, siteUrl, product, category, tag);
  check(
    change.statuses.every((s) => s === 200),
    `PUT product and category names through A: ${change.statuses.join(", ")}`,
    change.bodies.join(" | "),
  );
  for (const page of pages) {
    const res = await get(B, page.path);
    const [good, detail] = expectFresh(page, res, change.names, sitemapBefore, productUrl);
    check(good, `B ${detail}`);
  }
  for (const page of pages) {
    const res = await get(A, page.path);
    const [good, detail] = expectFresh(page, res, change.names, sitemapBefore, productUrl);
    check(good, `A ${detail}`);
  }
  // And a change made through B shows on A (the other direction).
  const tag2 = `(multi ${randomBytes(2).toString("hex")})`;
  const sessionB = await login(B, siteUrl);
  const back = await changeNames(B, sessionB.cookie, siteUrl, product, category, tag2);
  check(
    back.statuses.every((s) => s === 200),
    `PUT names through B: ${back.statuses.join(", ")}`,
  );
  const onA = await get(A, `/products/${product.slug}`);
  check(onA.text.includes(back.names.product), `A's next product page shows B's change "${back.names.product}"`);
  const homeA = await get(A, "/");
  check(homeA.text.includes(back.names.category), `A's next home page shows B's change "${back.names.category}"`);

  console.log("\n[3] rate limit shared through Redis (contact: 5 per client per 10 minutes)");
  const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  const statuses = [];
  for (let i = 1; i <= 6; i++) statuses.push((await contact(i % 2 ? A : B, ip, i)).status);
  check(
    statuses.slice(0, 5).every((s) => s === 201),
    `messages 1-5 alternating A/B: ${statuses.slice(0, 5).join(", ")}`,
  );
  check(statuses[5] === 429, `6th message (on B): ${statuses[5]}`);
  const seventh = (await contact(A, ip, 7)).status;
  check(seventh === 429, `7th message (on A): ${seventh}`);
  const other = (await contact(B, "198.51.100.251", 8)).status;
  check(other === 201, `another client is not limited: ${other}`);
}

/** A raw request (no compression asked for), from `localAddress` when given: status, headers and the exact bytes. */
function rawRequest(port, pathname, { method = "GET", headers = {}, body, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: pathname, method, headers, localAddress, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Declares `bytes` of body and starts sending: the answer nginx gives once it
 * has read the headers (it refuses by Content-Length and closes; sending stops
 * then, so an EPIPE or reset after the answer is expected).
 */
function oversizedUpload(port, bytes) {
  return new Promise((resolve, reject) => {
    const boundary = "----oversized";
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/admin/products/import?dryRun=1",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": bytes },
        agent: false,
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            /* checked by the caller */
          }
          resolve({ status: res.statusCode, text, json });
        });
        res.on("error", reject);
      },
    );
    req.on("error", () => {});
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    const more = () => {
      while (sent < bytes && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return req.once("drain", more);
      }
    };
    more();
  });
}

const NGINX = "/usr/sbin/nginx";
let nginxProc = null;

/** nginx with the documented config, its instance addresses and port replaced, in a folder of its own. */
async function startNginx(A, B) {
  const dir = path.join(tmp, "nginx");
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const site = readFileSync(path.join(root, "docs/nginx/storefront.conf"), "utf8")
    .replace("127.0.0.1:3001", `127.0.0.1:${A.port}`)
    .replace("127.0.0.1:3002", `127.0.0.1:${B.port}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  writeFileSync(path.join(dir, "storefront.conf"), site);
  // As root nginx's workers would switch to nobody, who cannot use this run's private folder.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${dir}/${t};`).join(" ");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `${user}worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\n` +
      `events { worker_connections 256; }\nhttp { access_log ${dir}/access.log; ${temp} include ${dir}/storefront.conf; }\n`,
  );
  nginxProc = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  nginxProc.stderr.on("data", (d) => (stderr += d));
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if (nginxProc.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await rawRequest(port, "/healthz");
      return port;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`nginx did not listen: ${stderr}`);
}

function stopNginx() {
  if (!nginxProc || nginxProc.exitCode !== null) return;
  nginxProc.kill("SIGTERM");
  nginxProc = null;
}

async function phaseNginx(A, B) {
  console.log("\n[5] behind nginx (docs/nginx/storefront.conf), TRUST_PROXY=1");
  const port = await startNginx(A, B);

  const given = await rawRequest(port, "/api/categories", { headers: { "X-Request-Id": "edge-id-5" } });
  check(given.status === 200 && given.headers["x-request-id"] === "edge-id-5", "a request id sent to nginx comes back from the instance");
  const made = await rawRequest(port, "/api/categories");
  check(
    /^[0-9a-f]{32}$/.test(String(made.headers["x-request-id"])),
    "without one, nginx's own request id is the instance's",
    String(made.headers["x-request-id"]),
  );

  // Home is a shared prerendered page: the same bytes whichever way it is fetched.
  const direct = await rawRequest(A.port, "/");
  const directB = await rawRequest(B.port, "/");
  const proxied = await Promise.all([1, 2, 3, 4].map(() => rawRequest(port, "/")));
  check(
    proxied.every((p) => p.status === 200 && (p.body.equals(direct.body) || p.body.equals(directB.body))),
    `the home page through nginx is byte-identical to the instances' own (${direct.body.length} bytes)`,
  );
  check((await rawRequest(port, "/metrics")).status === 404, "/metrics is not served through nginx");

  // The client's address is the one nginx saw: 127.0.0.2's sixth message is refused, 127.0.0.3's first is not,
  // and what a client writes in X-Forwarded-For itself changes nothing.
  const message = (n) =>
    JSON.stringify({ firstName: "Edge", lastName: `Client ${n}`, email: "edge@example.com", company: "", message: `Through nginx ${n}` });
  const post = (localAddress, n, headers = {}) =>
    rawRequest(port, "/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: message(n),
      localAddress,
    });
  const statuses = [];
  for (let n = 1; n <= 5; n++) statuses.push((await post("127.0.0.2", n, { "X-Forwarded-For": `198.51.100.${n}` })).status);
  const sixth = await post("127.0.0.2", 6, { "X-Forwarded-For": "198.51.100.99" });
  const other = await post("127.0.0.3", 7);
  check(
    statuses.every((s) => s === 201) && sixth.status === 429 && other.status === 201,
    "client addresses pass through: 127.0.0.2's 6th contact message is 429 whatever X-Forwarded-For it sends, 127.0.0.3's first is 201",
    `${statuses.join(",")} then ${sixth.status}, other ${other.status}`,
  );

  const tooLarge = await oversizedUpload(port, 61 * 1024 * 1024);
  check(
    tooLarge.status === 413 && /60 MB/.test(String(tooLarge.json?.errors?.file)),
    "an upload over the proxy's limit is refused by nginx with a 413 whose JSON names the file and the limit",
    `${tooLarge.status} ${tooLarge.text.slice(0, 200)}`,
  );
  check((await get(A, "/api/categories")).status === 200, "the instances answer as before after the refused upload");

  check((await get(B, "/readyz")).status === 200, "B is ready before it stops");
  await stopServer(B);
  const after = await Promise.all(Array.from({ length: 10 }, () => rawRequest(port, "/api/categories")));
  const ready = await rawRequest(port, "/readyz");
  check(
    after.every((r) => r.status === 200) && ready.status === 200,
    "with B stopped, nginx answers every request from A (10 of 10, and /readyz)",
    after.map((r) => r.status).join(","),
  );
  stopNginx();
}

async function startPrivateRedis() {
  const port = await freePort();
  const proc = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const r = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  r.on("error", () => {});
  for (let i = 0; i < 40; i++) {
    try {
      await r.connect();
      await r.ping();
      r.disconnect();
      return { proc, port };
    } catch {
      await sleep(100);
    }
  }
  r.disconnect();
  proc.kill("SIGKILL");
  throw new Error("private redis-server did not start");
}

async function stopPrivateRedis() {
  if (!privateRedis) return;
  const { proc } = privateRedis;
  privateRedis = null;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const gone = new Promise((r) => proc.once("exit", r));
  proc.kill("SIGKILL");
  await gone;
}

async function phaseRedisOutage(siteUrl) {
  console.log("\n[4] Redis down and back (a redis-server of this run's own)");
  privateRedis = await startPrivateRedis();
  const port = privateRedis.port;
  const env = { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: prefix };
  const [pa, pb] = [await freePort(), await freePort()];
  const A = startServer("A2", pa, DIST_A, { ...env, SITE_URL: siteUrl });
  const B = startServer("B2", pb, DIST_B, { ...env, SITE_URL: siteUrl });
  await Promise.all([waitReady(A), waitReady(B)]);
  const { product, category } = await pickCatalogue(A);
  const pages = pagesFor(product, category);
  await warm(A, pages);
  await warm(B, pages);
  const session = await login(A, siteUrl);

  await stopPrivateRedis();
  const down = [];
  for (const page of pages) down.push((await get(A, page.path)).status, (await get(B, page.path)).status);
  check(
    down.every((s) => s === 200),
    `Redis down: every page still 200 on A and B (${down.length} loads)`,
  );
  const tag = `(outage ${randomBytes(2).toString("hex")})`;
  const change = await changeNames(A, session.cookie, siteUrl, product, category, tag);
  check(
    change.statuses.every((s) => s === 200),
    `Redis down: admin change through A answers ${change.statuses.join(", ")}`,
  );
  const selfSeen = await get(A, `/products/${product.slug}`);
  check(selfSeen.status === 200 && selfSeen.text.includes(change.names.product), "Redis down: A's next product page shows A's own change");
  const limited = (await contact(B, "203.0.113.9", 1)).status;
  check(limited === 201, `Redis down: contact form on B still answers (${limited}, memory counters)`);

  privateRedis = {
    proc: spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" }),
    port,
  };
  const started = Date.now();
  let seen = false;
  while (Date.now() - started < 30_000) {
    const res = await get(B, `/products/${product.slug}`);
    if (res.status !== 200) {
      fail(`Redis back: B answered ${res.status}`);
      break;
    }
    if (res.text.includes(change.names.product)) {
      seen = true;
      break;
    }
    await sleep(200);
  }
  check(seen, `Redis back: B's product page shows the change made during the outage (after ${Date.now() - started} ms)`);
  const home = await get(B, "/");
  check(home.text.includes(change.names.category), "Redis back: B's home shows the category change too");
  const warned = readFileSync(A.log, "utf8").includes("shared cache tags: Redis unavailable");
  check(warned, "A logged that Redis was unavailable");
  await Promise.all([stopServer(A), stopServer(B)]);
  await stopPrivateRedis();
}

async function cleanup(keepBuild) {
  stopNginx();
  await Promise.all([...servers].map(stopServer));
  await stopPrivateRedis();
  try {
    await pgAdmin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  } catch (e) {
    console.warn(`could not drop ${dbName}: ${e instanceof Error ? e.message : e}`);
  }
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await r.connect();
    let cursor = "0";
    do {
      const [next, keys] = await r.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      cursor = next;
      if (keys.length) await r.del(...keys);
    } while (cursor !== "0");
  } catch (e) {
    console.warn(`could not delete the Redis keys ${prefix}*: ${e instanceof Error ? e.message : e}`);
  } finally {
    r.disconnect();
  }
  rmSync(path.join(root, DIST_B), { recursive: true, force: true });
  if (!keepBuild) rmSync(path.join(root, DIST_A), { recursive: true, force: true });
  rmSync(tmp, { recursive: true, force: true });
}

async function main() {
  await reachable(`PostgreSQL (${PG_ADMIN_URL})`, () => pgAdmin("SELECT 1"));
  await reachable(`Redis (${REDIS_URL})`, async () => {
    const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await r.connect();
      await r.ping();
    } finally {
      r.disconnect();
    }
  });

  const reuse = args.has("--reuse-build") && existsSync(path.join(root, DIST_A, "BUILD_ID"));
  const started = Date.now();
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
    cleanup(args.has("--keep-build") || reuse).finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    console.log(`database ${dbName}, Redis prefix ${prefix}`);
    await pgAdmin(`CREATE DATABASE "${dbName}"`);
    if ((await runTs("scripts/prepare-db.ts", { env: commonEnv })) !== 0) throw new Error("migrate/seed failed");

    const [portA, portB] = [await freePort(), await freePort()];
    // One public address for both, as behind a load balancer (and the same in a
    // reused build, whose sitemap has it baked in). Writes send it as Origin.
    const siteUrl = "http://storefront.test";
    if (!reuse) {
      console.log(`building once into ${DIST_A} (against ${dbName})...`);
      const tsconfig = readFileSync(path.join(root, "tsconfig.json"), "utf8");
      const code = await run(bin("next"), ["build"], { env: { ...commonEnv, NEXT_DIST_DIR: DIST_A, SITE_URL: siteUrl, REDIS_URL: "" } });
      restoreTsconfig(tsconfig);
      if (code !== 0) throw new Error("build failed");
    } else {
      console.log(`reusing the build in ${DIST_A}`);
    }
    rmSync(path.join(root, DIST_B), { recursive: true, force: true });
    cpSync(path.join(root, DIST_A), path.join(root, DIST_B), {
      recursive: true,
      filter: (src) => !src.startsWith(path.join(root, DIST_A, "cache")),
    });

    const shared = { REDIS_URL, REDIS_PREFIX: prefix, SITE_URL: siteUrl };
    const A = startServer("A", portA, DIST_A, shared);
    const B = startServer("B", portB, DIST_B, shared);
    await Promise.all([waitReady(A), waitReady(B)]);
    console.log(`A on ${A.base} (${DIST_A}), B on ${B.base} (${DIST_B})`);

    await phaseSharedRedis(A, B, siteUrl);
    if (!existsSync(NGINX)) {
      if (ci) fail("nginx is not installed (apt-get install -y nginx): required under CI");
      else console.log("\n[5] skipped: nginx is not installed (apt-get install -y nginx)");
    } else await phaseNginx(A, B);
    await Promise.all([stopServer(A), stopServer(B)]);

    if (args.has("--no-outage")) console.log("\n[4] skipped (--no-outage)");
    else if ((await run("sh", ["-c", "command -v redis-server >/dev/null"])) !== 0) {
      if (ci) fail("redis-server is not installed: required under CI");
      else console.log("\n[4] skipped: redis-server is not installed");
    } else await phaseRedisOutage(siteUrl);
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e));
    for (const s of servers) console.log(`--- ${s.name} log (tail) ---\n${readFileSync(s.log, "utf8").slice(-4000)}`);
  } finally {
    if (!interrupted) await cleanup(args.has("--keep-build") || reuse);
  }
  console.log(`\n${passes} passed, ${failures} failed (${Math.round((Date.now() - started) / 1000)} s)`);
  process.exit(failures > 0 ? 1 : 0);
}

await main();
