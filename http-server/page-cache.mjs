// The page kept per address, which doubles as a page cache (ADRs 8 and 11).
// A page Next marks as shared and cacheable (Cache-Control s-maxage, no
// cookie), and a search results page or a category's filtered view for a
// minute (keptSearchTerm, isFilteredView), is answered again from here (by
// page-csp.mjs, which adds its script policy), the same bytes each time, until
// it expires or an admin change raises the page generation
// (src/server/process-slots.mjs), or, with several instances, until any of
// them invalidates a cache tag (shared through Redis,
// cache-handlers/shared-tags.mjs). Next then renders it again.
//
// Every page served is kept with its ETag and where its framework scripts are,
// so a cached page is hashed and checked once and a repeat is recognised by
// comparing its bytes (a memcmp). (Next's own ETag, off in next.config.mjs,
// hashed every answer in JavaScript: ~17 % of the server's time on a 250 KB
// page.) Only 200 answers are kept, each kind of address in a bounded store of
// its own: every new ?x= value is a new address (Next answers it with the same
// page), and a stream of them, of new search terms or filter sets, or of
// unknown paths, must not push the site's pages out.
import { createHash } from "node:crypto";
import { pageGeneration, ROUTES } from "../src/http-bridge.mjs";
import { BoundedStore } from "./bounded-store.mjs";
import { frameworkScriptOffsets } from "./inline-scripts.mjs";

/**
 * @typedef {import("node:http").OutgoingHttpHeaders} Headers
 * @typedef {{ headers: Headers, vary: string[], generation: number, madeAt: number, expires: number }} Replay
 *   how to answer a kept page again without Next (replayOf)
 * @typedef {{ body: Buffer, etag: string }} SharedVariant
 * @typedef {{
 *   text: string | undefined,
 *   source: string | undefined,
 *   body: Buffer,
 *   etag: string,
 *   offsets: number[],
 *   bodies: [number, number][],
 *   refused: number,
 *   shared?: SharedVariant | null,
 *   replay?: Replay,
 * }} PageFacts
 *   a page as kept (pageFacts): `text` the string it was written as, `source` the digest of its bytes,
 *   where its framework scripts are (frameworkScriptOffsets), its shared variant once made (null: it has
 *   no <head>), and how to replay it when it may be reused
 */

const size = (/** @type {PageFacts} */ facts) => facts.body.length + (facts.shared?.body.length ?? 0) + (facts.text?.length ?? 0) * 2;
const store = (/** @type {number} */ maxBytes) => new BoundedStore({ maxBytes, sizeOf: size });
const stores = {
  paths: store(64 * 1024 * 1024),
  queries: store(8 * 1024 * 1024),
  searches: store(16 * 1024 * 1024),
  filters: store(16 * 1024 * 1024),
};

/**
 * The search results page (/search?q=…) is rendered by Next on every request
 * (it reads the query), yet it depends on nothing but its address and the
 * catalogue: no cookie, no session, the same cards for every buyer. So the
 * page rendered for an address that asks for `q` alone is kept like a shared
 * page, for SEARCH_KEPT_SECONDS at most and, like every kept page, only until
 * the catalogue changes. Any other parameter sends the request to Next (a
 * stream of made-up parameters must not fill the store; the page's router
 * state holds its full address, so it is only replayed to that address).
 */
const SEARCH_PATH = ROUTES.searchPage;
const SEARCH_KEPT_SECONDS = 60;

/**
 * The `q` of an address at `path` whose one parameter is `q`, or null.
 * @param {string} address
 * @param {string} path
 */
export function onlyQueryTerm(address, path) {
  if (!address.startsWith(`${path}?`)) return null;
  const params = new URLSearchParams(address.slice(path.length + 1));
  const keys = [...params.keys()];
  return keys.length === 1 && keys[0] === "q" ? params.get("q") : null;
}

/**
 * The term of a search address that may be answered from a kept page, or null.
 * @param {string} address
 */
export function keptSearchTerm(address) {
  return onlyQueryTerm(address, SEARCH_PATH);
}

/**
 * A category's filtered view (/categories/{slug}?width=18, which src/proxy.ts
 * sends to the filter route) likewise depends on its address and the catalogue
 * only, and is kept the same way, in a store of its own: a stream of new
 * filter sets can push out only other filtered views.
 */
const FILTERED_VIEW = ROUTES.filteredView;
export const isFilteredView = (/** @type {string} */ address) => FILTERED_VIEW.test(address);

const storeFor = (/** @type {string} */ address) =>
  address.startsWith(`${SEARCH_PATH}?`)
    ? stores.searches
    : isFilteredView(address)
      ? stores.filters
      : address.includes("?")
        ? stores.queries
        : stores.paths;

/** How many pages the page cache holds and their bytes, per store (diagnostics, tests). */
export function pageCacheUsage() {
  return Object.fromEntries(
    Object.entries(stores).map(([name, s]) => {
      const { entries, bytes } = s.usage();
      return [name, { pages: entries, bytes }];
    }),
  );
}

export const digest = (/** @type {Buffer} */ bytes) => createHash("sha1").update(bytes).digest("base64url");

export const bytesOf = (/** @type {(string | Buffer)[]} */ written) =>
  Buffer.concat(written.map((c) => (typeof c === "string" ? Buffer.from(c, "utf8") : c)));

/**
 * @param {Buffer} raw
 * @param {string | undefined} text
 * @param {string | undefined} source its digest, when already made
 * @returns {PageFacts}
 */
function factsOf(raw, text, source) {
  return { text, source, body: raw, etag: `"${source ?? digest(raw)}"`, ...frameworkScriptOffsets(raw.toString("latin1")) };
}

/**
 * The page written to `address`, as kept: `written` the answer as written,
 * strings or Buffers. A cached page comes as one string, the same one each
 * time, so a repeat is known by comparing strings (identity first) and costs
 * no UTF-8 encoding; a page written as other bytes is recognised by their
 * digest. `keep`: false for an answer other than a 200, which is checked but
 * not kept (and drops what was kept at its address).
 * @param {string} address
 * @param {(string | Buffer)[]} written
 * @param {boolean} keep
 * @returns {PageFacts}
 */
export function pageFacts(address, written, keep) {
  const kept = storeFor(address);
  if (!keep) {
    kept.delete(address);
    return factsOf(bytesOf(written), undefined, undefined);
  }
  const text = written.length === 1 && typeof written[0] === "string" ? written[0] : undefined;
  const known = kept.get(address);
  if (known && text !== undefined && known.text === text) return kept.touch(address, known);
  const raw = bytesOf(written);
  const source = digest(raw);
  if (known && known.source === source) {
    // Same page, written differently (a string this time, or another string object): keep the newest.
    kept.update(address, known, (f) => (f.text = text));
    return kept.touch(address, known);
  }
  const facts = factsOf(raw, text, source);
  kept.set(address, facts);
  return facts;
}

/**
 * Records the shared variant made for a kept page (page-csp.mjs), counting its bytes.
 * @param {string} address
 * @param {PageFacts} facts
 * @param {SharedVariant | null} shared
 */
export function keepSharedVariant(address, facts, shared) {
  storeFor(address).update(address, facts, (f) => (f.shared = shared));
  return shared;
}

/** Drops what is kept at this address (its new answer may not be reused). @param {string} address */
export function forgetPage(address) {
  storeFor(address).delete(address);
}

/** Headers that belong to one answer, never replayed from the page cache. */
const PER_ANSWER = new Set([
  "content-security-policy",
  "etag",
  "content-length",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "x-nextjs-cache",
  "x-request-id",
]);

/** The request headers (other than Accept-Encoding, which compression handles) that Next says its answer depends on. */
const varyHeaders = (/** @type {unknown} */ vary) =>
  String(vary ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h && h !== "accept-encoding");

/**
 * The seconds a shared cache may keep an answer with this Cache-Control (its s-maxage, unless private or no-store), or 0.
 * @param {string} cacheControl
 */
export function sharedMaxAge(cacheControl) {
  const maxAge = /(?:^|,)\s*s-maxage=(\d+)/i.exec(cacheControl);
  if (!maxAge || /\b(?:private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  return Number(maxAge[1]);
}

/**
 * How to answer this address again without Next, or undefined when the page
 * may not be reused: only a fresh 200 to a GET that Next marks as shared and
 * cacheable (`s-maxage`, not private or no-store), or to a search address
 * (keptSearchTerm) or a filtered view (isFilteredView), that sets no cookie, and whose request carried none of the
 * headers Next varies it by. It is kept for `s-maxage` seconds at most, as a
 * shared cache would (a search for SEARCH_KEPT_SECONDS).
 * @param {import("node:http").IncomingMessage} req
 * @param {number} status
 * @param {Headers | undefined} headers
 * @param {number} generation the page generation the page was rendered under
 * @param {number} madeAt when its render began
 * @returns {Replay | undefined}
 */
export function replayOf(req, status, headers, generation, madeAt) {
  if (req.method !== "GET" || status !== 200 || !headers || headers["set-cookie"] !== undefined) return undefined;
  // A stale copy Next served while it renders a fresh one in the background would outlive that render here.
  if (String(headers["x-nextjs-cache"] ?? "").toUpperCase() === "STALE") return undefined;
  const shared = sharedMaxAge(String(headers["cache-control"] ?? ""));
  const seconds =
    keptSearchTerm(req.url ?? "") !== null ? SEARCH_KEPT_SECONDS : shared || (isFilteredView(req.url ?? "") ? SEARCH_KEPT_SECONDS : 0);
  if (!seconds) return undefined;
  const vary = varyHeaders(headers.vary);
  if (vary.includes("*") || vary.some((h) => req.headers[h] !== undefined)) return undefined;
  const kept = Object.fromEntries(Object.entries(headers).filter(([k]) => !PER_ANSWER.has(k)));
  return { headers: kept, vary, generation, madeAt, expires: Date.now() + seconds * 1000 };
}

/**
 * The kept page that may answer this address now for a request with these
 * headers, or undefined: kept under the current page generation, not expired,
 * and the request has none of the headers the page varies by. `changedSince(t)`,
 * with several instances, says whether another instance invalidated anything
 * after time t (the shared invalidations, brought up to date by the caller):
 * a page rendered before that is not reused.
 * @param {string} address
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {{ changedSince?: (timestamp: number) => boolean }} [options]
 * @returns {(PageFacts & { replay: Replay }) | undefined}
 */
export function freshPage(address, headers, { changedSince } = {}) {
  const facts = storeFor(address).get(address);
  const replay = facts?.replay;
  if (!facts || !replay || replay.generation !== pageGeneration() || Date.now() >= replay.expires) return undefined;
  if (changedSince?.(replay.madeAt)) return undefined;
  if (replay.vary.some((h) => headers[h] !== undefined)) return undefined;
  return /** @type {PageFacts & { replay: Replay }} */ (facts);
}

/**
 * Whether the page cache holds a current copy of this address for a request with these headers, without answering.
 * @param {string} address
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {{ changedSince?: (timestamp: number) => boolean }} [options]
 */
export function hasFreshPage(address, headers, options) {
  return freshPage(address, headers, options) !== undefined;
}

/** Marks a kept page as just served. @param {string} address @param {PageFacts} facts */
export function servedPage(address, facts) {
  storeFor(address).touch(address, facts);
}
