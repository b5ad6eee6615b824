// The production HTTP server: Next's request handler behind Node's http server.
// Unlike `next start` it (1) appends the address of the socket it accepted to
// X-Forwarded-For for rate limits (Next only fills that header when absent, so
// a client could pick its own key; src/server/http/request-info.ts picks the
// client's entry by TRUST_PROXY), (2) gives each HTML page a
// Content-Security-Policy that only its framework scripts pass (by their hashes
// on a shared page, held until complete; by a nonce on any other, streamed),
// then compresses, (3) answers again the pages Next marks as shared and
// cacheable, and a search results page for a minute, from the copy it kept,
// until an admin change on any instance (http-server/page-cache.mjs), and
// GET /api/categories the same way (http-server/api-cache.mjs), and a new
// search API term with the app's search without Next's routing (search-api.mjs),
// (4) refuses, unread, the bodies Next would parse as server actions (the site
// has none), (5) drains in-flight requests on SIGTERM/SIGINT before exiting,
// (6) renders at most RENDER_CONCURRENCY pages at once, queueing the rest
// (render-slots.mjs), (7) before it listens, checks that it recognises every inline script the
// framework writes, and refuses to start if not (http-server/startup-probe.mjs), and
// (8) answers GET /healthz, /readyz and /metrics itself (http-server/ops-endpoints.mjs),
// gives every request an id (X-Request-Id) and logs it as one JSON line (src/server/logger.mjs).
import { randomUUID } from "node:crypto";
import http from "node:http";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Duplex } from "node:stream";
import { fileURLToPath } from "node:url";
import compression from "compression";
import nextModule from "next";
import { answerFromApiCache, apiSearchTerm, isKeptApiRequest, keepApiAnswer } from "./api-cache.mjs";
import { hasFreshPage, isFilteredView, keptSearchTerm } from "./page-cache.mjs";
import { addPageScriptPolicy, answerFromPageCache } from "./page-csp.mjs";
import { isPageRequest, oneRenderPerAddress, renderSlots } from "./render-slots.mjs";
import { probeFrameworkScripts } from "./startup-probe.mjs";
import { cacheHashedIcon } from "./icon-cache.mjs";
import { answerSearchHere } from "./search-api.mjs";
import { checkRouterStateParser, hasMalformedRouterState } from "./router-state.mjs";
import { answerOps, isOpsPath } from "./ops-endpoints.mjs";
import { readiness } from "./readiness.mjs";
import { loggedPath, routeNamer } from "./request-labels.mjs";
import { currentRequestScope, withRequestScope } from "./cache-handlers/request-scope.mjs";
import { logConsoleAsJson, logger, metrics, provide, ROUTES, runtimeEnv, searchLogHooks } from "../src/http-bridge.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

/** The app's folder: Next reads its build there, and .env sits there. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Settings in .env, without overriding what the environment already sets.
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
logConsoleAsJson();
const settings = runtimeEnv();
const { port, https } = settings;
const hostname = settings.host;
// Next's own compression is off (next.config.mjs): it would sit above the page policy and hand it gzip.
const compress = compression();
/**
 * With REDIS_URL several instances share tag invalidations through Redis. The
 * page cache then checks them too before it answers: one small call, shared
 * by the requests that arrive while it is under way (or reused for
 * CACHE_TAGS_MAX_AGE_MS), so a change made through another instance shows on
 * this one's very next request. Loaded only now: it reads its settings, which
 * .env may hold, when first imported.
 */
const sharedTags = settings.redisUrl ? await import("./cache-handlers/shared-tags.mjs") : null;
/**
 * A search answered from a kept results page or a kept search API answer is
 * still counted in the admin's search insights, once per client like a search
 * Next answers (the client read from X-Forwarded-For, which onRequest sets to
 * one string). The app's search log provides the hook once it has loaded.
 * @param {string} address
 * @param {IncomingMessage} req
 */
function onRepeat(address, req) {
  const term = keptSearchTerm(address) ?? apiSearchTerm(address);
  if (term !== null) searchLogHooks()?.countRepeatedSearch(term, /** @type {string} */ (req.headers["x-forwarded-for"]));
}
const cacheOptions = { https, changedSince: sharedTags?.changedSince, onRepeat };
/** Pages rendered at once (RENDER_CONCURRENCY); the rest queue, so a burst of uncached pages does not grow memory with it (render-slots.mjs). */
const pageRenders = renderSlots(settings.renderConcurrency);
provide("renderQueue", () => pageRenders.usage.waiting);
/**
 * A search results page or a filtered view a browser loads is rendered once at a time per address; requests
 * meanwhile get the page that render keeps (render-slots.mjs). Not Next's own requests for
 * its RSC payload (an `RSC` header), which the kept HTML does not answer.
 */
const searchRenders = oneRenderPerAddress();
const sharesSearchRender = (/** @type {IncomingMessage} */ req) =>
  req.headers.rsc === undefined && (keptSearchTerm(req.url ?? "") !== null || isFilteredView(req.url ?? ""));

/**
 * On a client disconnect `compression` never ends its zlib stream, which then
 * outlives the response (Next's router server works around it the same way).
 * @param {ServerResponse} res
 */
function releaseCompressionStream(res) {
  const noop = () => {};
  const stream = res.on("drain", noop);
  if (stream === res || !(stream instanceof Duplex)) return void res.off("drain", noop);
  stream.destroy();
}

const refusedPaths = new Set();
/**
 * An inline script that is not the framework's gets no nonce (so the browser blocks it): say so once per path.
 * @param {number} count
 * @param {string | undefined} url
 */
function reportRefused(count, url) {
  const path = (url || "/").split("?")[0];
  if (refusedPaths.has(path) || refusedPaths.size > 1000) return;
  refusedPaths.add(path);
  logger.warn(
    { path: loggedPath(path), count },
    "inline script(s) not written by the framework got no nonce (the browser will block them)",
  );
}

/**
 * Headers of the answers given here without Next (malformed URLs, refused
 * bodies): as strict as next.config.mjs's, as they have no content to allow anything for.
 */
const BARE_ANSWER_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cache-Control": "no-store",
};
/**
 * A short answer from here: JSON under /api/, plain text elsewhere.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
function answerBare(req, res, status, message, headers = {}) {
  const api = (req.url || "/").startsWith("/api/");
  res.writeHead(status, {
    ...BARE_ANSWER_HEADERS,
    ...headers,
    "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
  });
  res.end(api ? JSON.stringify({ message }) : message);
}

/**
 * A path with a malformed %-escape (e.g. /api/products/%E0%A4%A): Next's
 * router fails to decode such a dynamic segment and answers a bare 500. It is
 * the client's error, so it is answered 400 here.
 * @param {string | undefined} url
 */
function hasMalformedEscape(url) {
  try {
    decodeURIComponent((url || "/").split("?")[0]);
    return false;
  } catch {
    return true;
  }
}

/** @typedef {[status: number, message: string, headers: Record<string, string>]} Refusal */
/**
 * Next reads a POST with a form body or a Next-Action header as a server
 * action, up to its 1 MB limit, and answers a larger one 500, whatever the
 * page. This site has no server actions, so such requests are refused here
 * before any of the body is read: pages take no writes at all (405); the API
 * reads JSON only, each route within its own limit (src/server/http/body.ts),
 * so a form body there is 415, but for the routes that take a file as a
 * multipart form (route handlers, never read as server actions; each reads
 * the form within its own limit), and the buyer's sign-in and sign-out, whose
 * pages are plain HTML forms that work without scripts (url-encoded, a few
 * bytes, read within 4 KB). Returns the refusal as [status, message,
 * headers], or null. The routes are the app's (ROUTES in src/http-bridge.mjs).
 * @param {IncomingMessage} req
 * @returns {Refusal | null}
 */
function refusedWrite(req) {
  if (!(req.url || "/").startsWith("/api/")) {
    return req.method === "GET" || req.method === "HEAD" ? null : [405, "Method Not Allowed", { Allow: "GET, HEAD" }];
  }
  if (req.method !== "POST") return null;
  const type = req.headers["content-type"] || "";
  const path = (req.url || "/").split("?")[0];
  const fileForm = /^\s*multipart\/form-data\b/i.test(type) && ROUTES.fileUploads.some((route) => route.test(path));
  const plainForm =
    /^\s*application\/x-www-form-urlencoded\b/i.test(type) && (ROUTES.plainForms.has(path) || ROUTES.plainAccountForms.test(path));
  const form = /^\s*(?:multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type);
  return (form && !fileForm && !plainForm) || req.headers["next-action"] !== undefined
    ? [415, "The API reads JSON bodies only (Content-Type: application/json)", {}]
    : null;
}

/**
 * The rest of a refused body is read and dropped as it arrives: closing at
 * once would reset a connection the client is still sending on, and a reset
 * makes the client's system discard the answer it has not read yet. Its bytes
 * are counted (Content-Length or chunked alike); past this many the server
 * stops reading, sends its end of the connection (FIN, after the answer) and
 * closes it for good a little later (a "lingering close"), so an endless body
 * costs neither memory nor an endless read, and the client still gets the answer.
 */
const REFUSED_BODY_DRAIN_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 2_000;
/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {Refusal} refusal
 */
function refuse(req, res, [status, message, headers]) {
  let dropped = 0;
  const onData = (/** @type {Buffer} */ chunk) => {
    dropped += chunk.length;
    if (dropped <= REFUSED_BODY_DRAIN_BYTES) return;
    req.off("data", onData);
    req.pause();
    req.socket.end();
    setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  };
  req.on("data", onData);
  answerBare(req, res, status, message, headers);
}

/** Next's CommonJS entry is the function itself, though its types describe a default export. */
const next = /** @type {typeof import("next").default} */ (/** @type {unknown} */ (nextModule));
const app = next({ dev: false, dir: root, port, hostname: hostname === "0.0.0.0" ? "localhost" : hostname });
await app.prepare();
const handle = app.getRequestHandler();
/**
 * Next renders a page's HTML again while it answers a client navigation's RSC
 * request for it when it has no current copy (a page new since the build, or
 * after an invalidation, or past its revalidation time), and keeps that HTML
 * with the RSC request's `?_rsc=…` address in its router state: from then on
 * every visitor got those bytes, not the page's own. So before such a request
 * the page is rendered once as plain HTML (or the render already under way is
 * awaited), through this server, and Next answers the RSC request from what
 * that render kept. Pages that are never shared (per visitor, or with side
 * effects on a GET) are left alone; a path found not shared is remembered and
 * skipped after.
 *
 * That cannot close every window: an admin change can land between the plain
 * render and the RSC request, and a page past its revalidation time is
 * rendered again in the background of whichever request comes first. So a
 * navigation's copy is also recognised whenever it is served
 * (NAVIGATION_COPY): it is not kept here, and Next renders the page again at
 * once (repairPage); a navigation waiting on its plain render waits for that too.
 */
const NEVER_SHARED = /^\/(admin|account|quotes|search|csp-probe)(\/|\?|$)/;
const notShared = new Set();
/** @type {Map<string, Promise<void>>} */
const htmlRenders = new Map();
/** @type {Map<string, Promise<void>>} */
const repairs = new Map();

/** @param {IncomingMessage} req */
async function htmlRenderedFirst(req) {
  const url = new URL(req.url ?? "/", "http://internal");
  url.searchParams.delete("_rsc");
  const address = url.pathname + url.search;
  if (NEVER_SHARED.test(address) || notShared.has(url.pathname)) return;
  if (hasFreshPage(address, {}, cacheOptions)) return;
  let render = htmlRenders.get(address);
  if (!render) {
    render = renderHtml(address, url.pathname)
      .then(() => repairs.get(address))
      .finally(() => htmlRenders.delete(address));
    htmlRenders.set(address, render);
  }
  await render;
}

/**
 * The secret with which Next renders a kept page again on request (on-demand
 * revalidation: a GET with `x-prerender-revalidate` set to the build's preview
 * mode id, from its prerender manifest). Read once; the server does not start without it.
 */
const revalidationSecret = (() => {
  const file = path.resolve(root, settings.distDir, "prerender-manifest.json");
  const id = existsSync(file) ? JSON.parse(readFileSync(file, "utf8"))?.preview?.previewModeId : undefined;
  if (typeof id !== "string" || id.length < 16) {
    logger.fatal({ file }, "the build's prerender manifest has no preview mode id: Next's on-demand revalidation changed");
    process.exit(1);
  }
  return id;
})();
const REVALIDATE_HEADER = "x-prerender-revalidate";
/** One repair per address at a time, and none again within this long (a page whose own text holds the mark is not repaired in a loop). */
const REPAIR_AGAIN_AFTER_MS = 60_000;
/** @type {Map<string, number>} */
const repairedAt = new Map();

/**
 * Has Next render a shared page again from a plain GET, in place of the copy
 * it rendered for a navigation: the answer replaces Next's kept copy and is
 * kept here like any other.
 * @param {string} address
 */
function repairPage(address) {
  const last = repairedAt.get(address);
  if (repairs.has(address) || (last !== undefined && Date.now() - last < REPAIR_AGAIN_AFTER_MS)) return;
  if (repairedAt.size >= 10_000) repairedAt.clear();
  repairedAt.set(address, Date.now());
  logger.info({ path: loggedPath(address.split("?")[0]) }, "a page Next kept was its copy for a navigation: rendering it again");
  const repair = renderHtml(address, address.split("?")[0], { [REVALIDATE_HEADER]: revalidationSecret }).finally(() =>
    repairs.delete(address),
  );
  repairs.set(address, repair);
}

/**
 * GETs the address from this server as an anonymous visitor would; never fails (the RSC request goes on either way).
 * @param {string} address
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @returns {Promise<void>}
 */
function renderHtml(address, path, headers = {}) {
  return new Promise((resolve) => {
    const get = http.get(
      { host: hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname, port, path: address, headers, timeout: 15_000 },
      (res) => {
        // Only a plain visitor's answer says whether the path is shared (a repair's may say otherwise).
        if (!headers[REVALIDATE_HEADER] && !/s-maxage/.test(String(res.headers["cache-control"] ?? ""))) {
          if (notShared.size >= 10_000) notShared.clear();
          notShared.add(path);
        }
        res.resume();
        res.on("end", () => resolve(undefined));
        res.on("error", () => resolve(undefined));
      },
    );
    get.on("timeout", () => get.destroy());
    get.on("error", () => resolve(undefined));
  });
}

let closing = false;
const ready = readiness({ databaseUrl: settings.databaseUrl, redisUrl: settings.redisUrl, root });
const opsOptions = { ready, isClosing: () => closing, metricsToken: settings.metricsToken };
const routes = routeNamer(path.resolve(root, settings.distDir));

/** A proxy's request id is kept (TRUST_PROXY) when it is a plain token; otherwise one is made. */
const GIVEN_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** @param {IncomingMessage} req */
function requestIdOf(req) {
  const given = settings.trustProxy > 0 ? req.headers["x-request-id"] : undefined;
  return typeof given === "string" && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/**
 * Once an answer is over (sent, or the client gone: 499): its log line and its
 * metrics. The probes a balancer or Prometheus sends every few seconds log at debug only.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} url the address as asked for
 * @param {string} requestId
 * @param {number} started performance.now() when it arrived
 */
function recordAnswer(req, res, url, requestId, started) {
  const seconds = (performance.now() - started) / 1000;
  const status = res.writableFinished || res.headersSent ? res.statusCode : 499;
  const ops = isOpsPath(url);
  const labels = {
    method: METHODS.has(req.method ?? "") ? req.method : "other",
    route: ops ? url.split("?")[0] : routes.routeOf(url),
    status: String(status),
  };
  metrics.requests.inc(labels);
  metrics.duration.observe(labels, seconds);
  if (status >= 500) metrics.serverErrors.inc();
  const line = { requestId, method: req.method, path: loggedPath(url), status, ms: Math.round(seconds * 10_000) / 10 };
  if (ops) logger.debug(line, "request");
  else if (status >= 500) logger.error(line, "request");
  else logger.info(line, "request");
}
/** @type {Set<ServerResponse>} Answers being worked on. */
const inFlight = new Set();
/**
 * Every request, the start-up probe's included.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
function onRequest(req, res) {
  const started = performance.now();
  const requestId = requestIdOf(req);
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  // As asked for: Next rewrites req.url for its own routing (a missing quote's page becomes /quotes-link-not-found).
  const url = req.url || "/";
  // Once: on "finish" (the last byte handed to the system), or on "close" when the client left first.
  let recorded = false;
  const record = () => {
    if (!recorded) recordAnswer(req, res, url, requestId, started);
    recorded = true;
  };
  res.once("finish", record);
  res.once("close", record);
  // Health, readiness and metrics: answered here, never cached, counted by no rate limit.
  if (isOpsPath(req.url)) return void answerOps(req, res, opsOptions);
  // While draining, a request that arrives on an open keep-alive connection is
  // still answered, and its connection then closes.
  if (closing) res.setHeader("Connection", "close");
  inFlight.add(res);
  // An answer collects "close" listeners that go with it: up to four of ours, and two each time Next pipes
  // a stream into it, which it does several times for a page with a prerendered shell and
  // per-request parts (11 on an admin page). Node warns at 10 as if they leaked.
  res.setMaxListeners(20);
  res.on("close", () => inFlight.delete(res));
  const socketIp = req.socket.remoteAddress || "unknown";
  const prior = req.headers["x-forwarded-for"];
  req.headers["x-forwarded-for"] = prior ? `${prior}, ${socketIp}` : socketIp;
  if (hasMalformedEscape(req.url)) {
    return answerBare(
      req,
      res,
      400,
      req.url?.startsWith("/api/") ? "Malformed URL: invalid %-escape in the path" : "Bad Request: malformed URL",
    );
  }
  const refused = refusedWrite(req);
  if (refused) return refuse(req, res, refused);
  if (hasMalformedRouterState(req)) return answerBare(req, res, 400, "Bad Request: malformed Next-Router-State-Tree header");
  compress(req, res, () => {
    res.once("close", () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
    // One scope per request: the page cache and the shared-cache handlers make one Redis check per request.
    withRequestScope({ requestId }, async () => {
      const page = isPageRequest(req);
      const keptApi = isKeptApiRequest(req);
      // Only pages and the listed API reads are kept; static files and the rest of the API need no check of the shared invalidations here.
      if ((page && req.method === "GET") || keptApi) {
        if (sharedTags) await sharedTags.ensureFreshFor(currentRequestScope());
        const lookup = (/** @type {"hit" | "miss"} */ result) => metrics.cacheLookups.inc({ cache: keptApi ? "api" : "page", result });
        // A repair (repairPage) is for Next to render, not to be answered from the copy kept here.
        const repair = req.headers[REVALIDATE_HEADER] === revalidationSecret;
        if (!repair && (keptApi ? answerFromApiCache(req, res, cacheOptions) : answerFromPageCache(req, res, cacheOptions)))
          return lookup("hit");
        if (
          page &&
          !repair &&
          sharesSearchRender(req) &&
          (await searchRenders.waitForRender(req.url ?? "", res)) &&
          answerFromPageCache(req, res, cacheOptions)
        )
          return lookup("hit");
        lookup("miss");
      }
      if (keptApi) keepApiAnswer(req, res);
      if (keptApi && (await answerSearchHere(req, res, { https }))) return;
      if (page && req.method === "GET" && req.headers.rsc === "1") await htmlRenderedFirst(req);
      cacheHashedIcon(req, res);
      addPageScriptPolicy(req, res, { https, onRefused: reportRefused, cachePages: true, onNavigationCopy: repairPage });
      return page ? pageRenders.run(res, () => handle(req, res)) : handle(req, res);
    }).catch((e) => {
      logger.error({ err: e, requestId }, "request failed");
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "Internal server error" }));
    });
  });
}

try {
  checkRouterStateParser();
  await probeFrameworkScripts(onRequest);
} catch (e) {
  logger.fatal(e instanceof Error ? e.message : String(e));
  process.exit(1);
}

const server = http.createServer(onRequest);
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => logger.info({ port }, `Ready on http://localhost:${port}`));

/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  if (closing) return;
  // First /readyz answers 503 (to a balancer's probe on a connection still open), then the drain.
  closing = true;
  logger.info({ signal, inFlight: inFlight.size }, "shutting down: not ready; finishing in-flight requests, then exiting");
  // No new connections (idle keep-alive ones are closed now); exit once every open one has
  // closed and the search counts still gathering (src/server/catalog/search/search-log.ts) are written.
  server.close(async () => {
    await Promise.race([searchLogHooks()?.flushSearchLog(), new Promise((r) => setTimeout(r, 5_000))]);
    ready.close();
    process.exit(0);
  });
  // A keep-alive connection with an answer in progress would otherwise stay
  // open after it and hold the exit until the 15 s limit: each closes once its answer is sent.
  for (const res of inFlight) {
    if (!res.headersSent) res.setHeader("Connection", "close");
    else res.on("finish", () => setImmediate(() => server.closeIdleConnections()));
  }
  setTimeout(() => {
    logger.error({ inFlight: inFlight.size }, "shutdown: requests still running after 15 s; exiting anyway");
    process.exit(0);
  }, 15_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
