// @ts-check
// The endpoints for the machines that run the site, answered by the server
// before Next (so never cached, counted by no rate limit, logged at debug):
// - GET /healthz: 200 while the process can answer at all (no database call).
// - GET /readyz: 200 when the database, its migrations and Redis are fine
//   (http-server/readiness.mjs); 503 naming what is not, and 503 from the moment a
//   shutdown begins.
// - GET /metrics: Prometheus text (src/server/metrics.mjs), only with
//   "Authorization: Bearer $METRICS_TOKEN"; 404 without the setting, 401 for a
//   missing or wrong token.
import { createHash, timingSafeEqual } from "node:crypto";
import { metrics } from "../src/http-bridge.mjs";

const PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/** @param {string | undefined} url */
export function isOpsPath(url) {
  return PATHS.has((url ?? "/").split("?")[0]);
}

const HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function json(res, status, body, headers = {}) {
  res.writeHead(status, { ...HEADERS, ...headers, "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

const digest = (/** @type {string} */ text) => createHash("sha256").update(text).digest();
/**
 * Compared as hashes, in constant time: the answer's timing tells nothing of the token.
 * @param {string | undefined} header
 * @param {string} token
 */
function tokenMatches(header, token) {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ ready: { problems(): Promise<Record<string, string>> }, isClosing: () => boolean, metricsToken: string }} options
 */
export async function answerOps(req, res, { ready, isClosing, metricsToken }) {
  const path = (req.url ?? "/").split("?")[0];
  // Any body is dropped unread; the connection closes after the answer.
  if (req.method !== "GET" && req.method !== "HEAD") return json(res, 405, { message: "Method Not Allowed" }, { Allow: "GET, HEAD" });
  if (path === "/healthz") return json(res, 200, { status: "ok" });
  if (path === "/readyz") {
    if (isClosing()) return json(res, 503, { status: "not ready", failed: { shutdown: "the server is shutting down" } });
    const failed = await ready.problems();
    if (res.destroyed) return;
    if (Object.keys(failed).length) return json(res, 503, { status: "not ready", failed });
    return json(res, 200, { status: "ready" });
  }
  if (!metricsToken) return json(res, 404, { message: "Not found" });
  if (!tokenMatches(req.headers.authorization, metricsToken)) {
    return json(
      res,
      401,
      { message: "Unauthorized: GET /metrics takes Authorization: Bearer <METRICS_TOKEN>" },
      { "WWW-Authenticate": "Bearer" },
    );
  }
  const text = await metrics.registry.metrics();
  res.writeHead(200, { ...HEADERS, "Content-Type": metrics.registry.contentType });
  res.end(text);
}
