// @ts-check
// GET /api/products/search?q=… for a term whose answer is not kept
// (api-cache.mjs) is answered here by the app's own search (src/http-bridge.mjs:
// searchApi), without Next's request handling. At 100,000 products a new term
// cost about 5 ms of CPU through Next, of which Next's routing, request and
// response objects took about 2 ms: as much as the search and its database
// reads together. Only the plain shape is answered here: GET with `q` its one
// parameter and no NUL in it. Anything else, and every request until the app
// has loaded the route (which provides the answerer), goes to the route
// handler, which gives the same answer with the same headers
// (src/app/api/products/search/route.ts); a failure here is left to it too.
import { logger, searchApi } from "../src/http-bridge.mjs";
import { apiSearchTerm } from "./api-cache.mjs";
import { securityHeaders } from "./security-headers.mjs";

/**
 * The term of a request answered here, or null (then Next answers it).
 * @param {import("node:http").IncomingMessage} req
 */
export function directSearchTerm(req) {
  if (req.method !== "GET") return null;
  const term = apiSearchTerm(req.url ?? "");
  // A NUL is refused 400 by the route's wrapper (src/server/http/route.ts), with its message.
  return term === null || term.includes("\0") ? null : term;
}

/** @type {Map<boolean, Record<string, string>>} Made once per setting, not per answer. */
const HEADERS = new Map();
/**
 * The headers of the route's answer: the site's security headers (next.config.mjs gives
 * them to every answer of Next's), JSON, never stored.
 * @param {{ https: boolean }} options
 */
function answerHeaders({ https }) {
  let headers = HEADERS.get(https);
  if (!headers) {
    headers = {};
    for (const { key, value } of securityHeaders({ https })) headers[key] = value;
    headers["Cache-Control"] = "no-store";
    headers["Content-Type"] = "application/json; charset=utf-8";
    HEADERS.set(https, headers);
  }
  return { ...headers };
}

/**
 * Answers a plain search API request with the app's search; true if it did,
 * false when Next is to answer (not the plain shape, the app's route not loaded
 * yet, or the search failed).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ https: boolean }} options
 */
export async function answerSearchHere(req, res, options) {
  const api = searchApi();
  const term = api ? directSearchTerm(req) : null;
  if (!api || term === null) return false;
  let found;
  try {
    found = await api.answer(term, headerText(req.headers["x-forwarded-for"]));
  } catch (err) {
    logger.warn({ err }, "search API answered here failed; Next's route answers");
    return false;
  }
  const headers = answerHeaders(options);
  if (found.correctedQuery) headers["X-Showing-Results-For"] = encodeURIComponent(found.correctedQuery);
  headers["Content-Length"] = String(Buffer.byteLength(found.body));
  res.writeHead(200, headers);
  res.end(found.body);
  return true;
}

/** @param {string | string[] | undefined} value */
const headerText = (value) => (Array.isArray(value) ? value.join(", ") : (value ?? null));
