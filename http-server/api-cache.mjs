// Public catalogue reads the server answers again from memory, by the page
// cache's rules (page-csp.mjs):
//   - GET /api/categories (the categories with their product counts) is the
//     same for every caller and changes only with the catalogue, yet each
//     answer through Next's route handler cost about five times a kept page;
//   - GET /api/products/search?q=… depends on its term and the catalogue only.
//     Each answer through Next, even from its cached results, costs as much as
//     rendering a page, and at 100,000 products its garbage set the server's
//     peak memory under load. A repeat is still counted in the admin's search
//     insights (onRepeat, as for a kept search page).
//   - GET /api/categories/{slug}/facets?… and …/filtered?… (what a filter click asks) depend on
//     its address and the catalogue only; kept in the searches' store.
// An answer is kept for KEPT_SECONDS at most, only under the page generation it
// was made in (an admin change raises it), and with several instances only
// until any of them invalidates something (changedSince). /api/categories is
// kept only at that exact address; a search only when `q` is its one
// parameter. Both kinds are kept in bounded stores (the page cache's kind),
// least recently used out first, so a stream of new terms cannot grow memory.
// A search's or a filter set's answer is kept from its address's second
// request on (asked-before.mjs).
import { pageGeneration, ROUTES } from "../src/http-bridge.mjs";
import { doorkeeper } from "./asked-before.mjs";
import { BoundedStore } from "./bounded-store.mjs";
import { onlyQueryTerm } from "./page-cache.mjs";

const KEPT_SECONDS = 60;
const CATEGORIES = ROUTES.apiCategories;
const SEARCH_PATH = ROUTES.apiSearch;
const FACETS = ROUTES.apiFacets;
/** Headers that belong to one answer, never replayed (compression, which runs before this, sets the encoding per request). */
const PER_ANSWER = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "x-request-id"]);

/**
 * @typedef {import("./http-types.mjs").Chunk} Chunk
 * @typedef {import("./http-types.mjs").WriteCallback} WriteCallback
 */
/** @typedef {{ headers: Record<string, unknown>, body: Buffer, generation: number, madeAt: number, expires: number }} KeptAnswer */
const sizeOf = (/** @type {KeptAnswer} */ entry) => entry.body.length;
/** @type {BoundedStore<KeptAnswer>} GET /api/categories, one address */
const kept = new BoundedStore({ maxBytes: 4 * 1024 * 1024, sizeOf, maxEntryShare: 1 });
/** @type {BoundedStore<KeptAnswer>} searches and facets */
const keptSearches = new BoundedStore({ maxBytes: 8 * 1024 * 1024, sizeOf, maxEntryShare: 1 / 4 });

/** Search and filter set answers: kept from an address's second request on (asked-before.mjs, ADR 36). */
const askedBefore = doorkeeper(4096);

/**
 * The term of a search API address whose answer may be kept (`q` its one parameter), or null.
 * @param {string} address
 */
export function apiSearchTerm(address) {
  return onlyQueryTerm(address, SEARCH_PATH);
}

/** How many search answers are kept and their bytes (diagnostics, tests). */
export function apiSearchUsage() {
  const { entries, bytes } = keptSearches.usage();
  return { answers: entries, bytes };
}

/**
 * Whether the server keeps the answer to this request (then it checks the shared invalidations first).
 * @param {import("node:http").IncomingMessage} req
 */
export function isKeptApiRequest(req) {
  const address = req.url ?? "";
  return req.method === "GET" && (address === CATEGORIES || apiSearchTerm(address) !== null || FACETS.test(address));
}

/**
 * Answers from the kept copy when there is a current one; true if it did.
 * `onRepeat(address, req)` is told of each search answered so.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ changedSince?: (timestamp: number) => boolean, onRepeat?: (address: string, req: import("node:http").IncomingMessage) => void }} [options]
 */
export function answerFromApiCache(req, res, { changedSince, onRepeat } = {}) {
  if (!isKeptApiRequest(req)) return false;
  const address = req.url ?? "";
  const search = address !== CATEGORIES;
  const store = search ? keptSearches : kept;
  const entry = store.get(address);
  if (!entry) return false;
  if (entry.generation !== pageGeneration() || Date.now() >= entry.expires || changedSince?.(entry.madeAt)) {
    store.delete(address);
    return false;
  }
  store.touch(address, entry);
  res.writeHead(200, { ...entry.headers, "content-length": entry.body.length });
  res.end(entry.body);
  if (search) onRepeat?.(address, req);
  return true;
}

/**
 * Patches `res` (before Next writes to it) to keep a 200 answer to a kept
 * address as it goes out (a search or filter set: from its second request);
 * any other answer passes untouched.
 * @param {import("node:http").IncomingMessage} req
 * @param {any} res a ServerResponse whose methods are replaced here, which its overloaded types cannot describe
 */
export function keepApiAnswer(req, res) {
  if (!isKeptApiRequest(req)) return;
  const address = req.url ?? "";
  if (address !== CATEGORIES && !askedBefore(address)) return;
  const generation = pageGeneration();
  const madeAt = Date.now();
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {Record<string, unknown>} */
  const given = {};
  /**
   * @param {Chunk | WriteCallback | null | undefined} chunk
   * @param {BufferEncoding | WriteCallback | undefined} encoding
   */
  const collect = (chunk, encoding) => {
    if (chunk == null || typeof chunk === "function" || chunk.length === 0) return;
    const charset = /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8");
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk, charset) : Buffer.from(chunk));
  };
  /**
   * @param {number} status
   * @param {...unknown} rest a status message and/or headers
   */
  res.writeHead = function (status, ...rest) {
    for (const arg of rest)
      if (arg && typeof arg === "object" && !Array.isArray(arg)) for (const [k, v] of Object.entries(arg)) given[k.toLowerCase()] = v;
    return original.writeHead.call(res, status, ...rest);
  };
  /**
   * @param {Chunk} chunk
   * @param {BufferEncoding | WriteCallback} [encoding]
   * @param {WriteCallback} [cb]
   */
  res.write = function (chunk, encoding, cb) {
    collect(chunk, encoding);
    return original.write.call(res, chunk, encoding, cb);
  };
  /**
   * @param {Chunk | WriteCallback | null} [chunk]
   * @param {BufferEncoding | WriteCallback} [encoding]
   * @param {WriteCallback} [cb]
   */
  res.end = function (chunk, encoding, cb) {
    collect(chunk, encoding);
    Object.assign(res, original);
    const headers = Object.fromEntries(Object.entries({ ...res.getHeaders(), ...given }).filter(([k]) => !PER_ANSWER.has(k)));
    if (res.statusCode === 200 && headers["set-cookie"] === undefined && generation === pageGeneration()) {
      const entry = { headers, body: Buffer.concat(chunks), generation, madeAt, expires: Date.now() + KEPT_SECONDS * 1000 };
      (address === CATEGORIES ? kept : keptSearches).set(address, entry);
    }
    return original.end.call(res, chunk, encoding, cb);
  };
}
