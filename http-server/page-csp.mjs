// Gives each HTML answer a Content-Security-Policy whose script-src allows
// that page's framework scripts only (inline-scripts.mjs), two ways (ADR 10):
// - a page Next marks as shared (Cache-Control s-maxage, no cookie): the
//   SHA-256 of each framework script, in a <meta> placed first in its <head>,
//   made once per page version, so every visitor (and any CDN between) gets
//   the same bytes and headers. The header then leaves script-src to the page
//   (a meta has no size limit; the hashes of dozens of scripts made headers of
//   several KB, past what some proxies accept);
// - any other page (admin, search, a quote): a nonce made for this one answer,
//   sent in the header before the body, and written into those <script> tags
//   as each piece of the page streams through (a piece ends before any script
//   whose end has not arrived yet, so each script is judged whole).
// A shared page is held until complete (its hashes need the whole page; it is
// written whole anyway). Every other answer passes through untouched. See
// ADRs 3 and 10.
//
// The page kept per address doubles as a page cache (answerFromPageCache):
// a page Next marks as shared and cacheable (Cache-Control s-maxage, no
// cookie), and a search results page or a category's filtered view for a
// minute (keptSearchTerm, isFilteredView), is
// answered from here, the same bytes each time, until it expires or an
// admin change raises the page generation (src/server/process-slots.mjs), or, with
// several instances, until any of them invalidates a cache tag (shared through
// Redis, ../cache-handlers/shared-tags.mjs). Next then renders it again.
// See ADRs 8 and 11.
import { createHash, randomBytes } from "node:crypto";
import { matchesIfNoneMatch, pageGeneration, ROUTES } from "../src/http-bridge.mjs";
import { frameworkScriptOffsets, streamableLength } from "./inline-scripts.mjs";
import { contentSecurityPolicy, pageScriptPolicy } from "./security-headers.mjs";

const CSP = "content-security-policy";

/**
 * @typedef {import("node:http").OutgoingHttpHeaders} Headers
 * @typedef {import("./http-types.mjs").Chunk} Chunk
 * @typedef {import("./http-types.mjs").WriteCallback} WriteCallback
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

/**
 * The last page served at each address, with its ETag and where its framework
 * scripts are: a cached page is hashed and checked once, and a repeat is
 * recognised by comparing its bytes (a memcmp). Least recently served out
 * first, bounded by bytes. (Next's own ETag, off in next.config.mjs, hashed
 * every answer in JavaScript: ~17 % of the server's time on a 250 KB page.)
 *
 * Only 200 answers are kept, and addresses with a query string keep to a
 * smaller store of their own: every new ?x= value is a new address (Next
 * answers it with the same page), and a stream of them, or of unknown paths,
 * must not push the site's pages out.
 */
class Kept {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, PageFacts>} */
    this.pages = new Map();
  }
  /** @param {string} address */
  get(address) {
    return this.pages.get(address);
  }
  /**
   * Marks the entry as just served.
   * @param {string} address
   * @param {PageFacts} facts
   */
  touch(address, facts) {
    this.pages.delete(address);
    this.pages.set(address, facts);
    return facts;
  }
  /** @param {string} address */
  delete(address) {
    const known = this.pages.get(address);
    if (!known) return;
    this.pages.delete(address);
    this.bytes -= size(known);
  }
  /**
   * @param {string} address
   * @param {PageFacts} facts
   */
  set(address, facts) {
    this.delete(address);
    if (size(facts) > this.maxBytes / 8) return;
    this.pages.set(address, facts);
    this.bytes += size(facts);
    for (const [key, entry] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(key);
      this.bytes -= size(entry);
    }
  }
  /**
   * Counts a shared variant made for an entry after it was stored (see sharedVariant).
   * @param {string} address
   * @param {PageFacts} facts
   * @param {number} bytes
   */
  grew(address, facts, bytes) {
    if (this.pages.get(address) === facts) this.bytes += bytes;
  }
  /**
   * Keeps the byte count right when an entry's text is replaced.
   * @param {PageFacts} facts
   * @param {string | undefined} text
   */
  replaceText(facts, text) {
    this.bytes -= size(facts);
    facts.text = text;
    this.bytes += size(facts);
  }
}
const kept = {
  paths: new Kept(64 * 1024 * 1024),
  queries: new Kept(8 * 1024 * 1024),
  searches: new Kept(16 * 1024 * 1024),
  filters: new Kept(16 * 1024 * 1024),
};
const keptFor = (/** @type {string} */ address) =>
  address.startsWith(`${SEARCH_PATH}?`)
    ? kept.searches
    : isFilteredView(address)
      ? kept.filters
      : address.includes("?")
        ? kept.queries
        : kept.paths;

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

/** How many pages the page cache holds and their bytes, with and without a query string (diagnostics, tests). */
export function pageCacheUsage() {
  return Object.fromEntries(Object.entries(kept).map(([name, k]) => [name, { pages: k.pages.size, bytes: k.bytes }]));
}

/**
 * `written`: the answer as written, strings or Buffers. A cached page comes
 * as one string, the same one each time, so a repeat is known by comparing
 * strings (identity first) and costs no UTF-8 encoding; a page written as
 * other bytes is recognised by their digest.
 * `keep`: false for an answer other than a 200, which is checked but not kept.
 * @param {string} address
 * @param {(string | Buffer)[]} written
 * @param {boolean} keep
 * @returns {PageFacts}
 */
function pageFacts(address, written, keep) {
  const store = keptFor(address);
  if (!keep) {
    store.delete(address);
    return factsOf(bytesOf(written), undefined, undefined);
  }
  const text = written.length === 1 && typeof written[0] === "string" ? written[0] : undefined;
  const known = store.get(address);
  if (known && text !== undefined && known.text === text) return store.touch(address, known);
  const raw = bytesOf(written);
  const source = sha1(raw);
  if (known && known.source === source) {
    // Same page, written differently (a string this time, or another string object): keep the newest.
    store.replaceText(known, text);
    return store.touch(address, known);
  }
  const facts = factsOf(raw, text, source);
  store.set(address, facts);
  return facts;
}

/**
 * @param {Buffer} raw
 * @param {string | undefined} text
 * @param {string | undefined} source
 * @returns {PageFacts}
 */
function factsOf(raw, text, source) {
  return { text, source, body: raw, etag: `"${sha1(raw)}"`, ...frameworkScriptOffsets(raw.toString("latin1")) };
}

const sha1 = (/** @type {Buffer} */ bytes) => createHash("sha1").update(bytes).digest("base64url");

const bytesOf = (/** @type {(string | Buffer)[]} */ written) =>
  Buffer.concat(written.map((c) => (typeof c === "string" ? Buffer.from(c, "utf8") : c)));

const size = (/** @type {PageFacts} */ facts) => facts.body.length + (facts.shared?.body.length ?? 0) + (facts.text?.length ?? 0) * 2;

const HEAD = /<head\b[^>]*>/i;

/**
 * The same page for every visitor: its script policy in a <meta> placed first
 * in its <head>, listing the SHA-256 of each of its framework scripts, so its
 * bytes and headers need no nonce and a CDN or browser may keep and replay
 * them. Made once per page version; null when the page has no <head> (it then
 * keeps the per-answer nonce).
 * @param {string} address
 * @param {PageFacts} facts
 * @returns {SharedVariant | null}
 */
function sharedVariant(address, facts) {
  if (facts.shared !== undefined) return facts.shared;
  const { body, bodies } = facts;
  const head = HEAD.exec(body.subarray(0, 64 * 1024).toString("latin1"));
  if (!head) return (facts.shared = null);
  const hashes = [
    ...new Set(bodies.map(([from, to]) => `'sha256-${createHash("sha256").update(body.subarray(from, to)).digest("base64")}'`)),
  ];
  const meta = Buffer.from(`<meta http-equiv="Content-Security-Policy" content="${pageScriptPolicy(hashes)}">`, "latin1");
  const at = head.index + head[0].length;
  const sent = Buffer.concat([body.subarray(0, at), meta, body.subarray(at)]);
  facts.shared = { body: sent, etag: `"${sha1(sent)}"` };
  keptFor(address).grew(address, facts, sent.length);
  return facts.shared;
}

/**
 * The page with ` nonce="…"` written at each offset.
 * @param {Buffer} body
 * @param {number[]} offsets
 * @param {string} nonce
 */
function withNonce(body, offsets, nonce) {
  const attribute = Buffer.from(` nonce="${nonce}"`, "latin1");
  const pieces = [];
  let from = 0;
  for (const at of offsets) {
    pieces.push(body.subarray(from, at), attribute);
    from = at;
  }
  pieces.push(body.subarray(from));
  return Buffer.concat(pieces);
}

/**
 * The answer's headers, lower-cased: those set on `res` and those given to writeHead; undefined for raw header arrays.
 * @param {import("node:http").ServerResponse} res
 * @param {unknown[] | null} head what writeHead was given: the status, then a message and/or headers
 * @returns {Headers | undefined}
 */
function answerHeaders(res, head) {
  const headers = { ...res.getHeaders() };
  for (const arg of head?.slice(1) ?? []) {
    if (Array.isArray(arg)) return undefined;
    if (arg && typeof arg === "object") for (const [k, v] of Object.entries(arg)) headers[k.toLowerCase()] = v;
  }
  return headers;
}

/**
 * @param {Headers | undefined} headers
 * @param {string} name lower-case
 */
function headerIn(headers, name) {
  if (!headers || typeof headers !== "object" || Array.isArray(headers)) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/**
 * Headers as given to writeHead without `name` (raw header arrays are left as they are).
 * @template {object} T
 * @param {T} headers
 * @param {string} name lower-case
 * @returns {T}
 */
function withoutHeader(headers, name) {
  if (!headers || typeof headers !== "object" || Array.isArray(headers)) return headers;
  return /** @type {T} */ (Object.fromEntries(Object.entries(headers).filter(([k]) => k.toLowerCase() !== name)));
}

/** Headers that belong to one answer, never replayed from the page cache. */
const PER_ANSWER = new Set([
  CSP,
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
function replayOf(req, status, headers, generation, madeAt) {
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
 * The seconds a shared cache may keep an answer with this Cache-Control (its s-maxage, unless private or no-store), or 0.
 * @param {string} cacheControl
 */
function sharedMaxAge(cacheControl) {
  const maxAge = /(?:^|,)\s*s-maxage=(\d+)/i.exec(cacheControl);
  if (!maxAge || /\b(?:private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  return Number(maxAge[1]);
}

/**
 * Whether the page cache holds a current copy of this address for a request
 * with these headers (what answerFromPageCache would answer from), without answering.
 * @param {string} address
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {{ changedSince?: (t: number) => boolean }} [options]
 */
export function hasFreshPage(address, headers, { changedSince } = {}) {
  const replay = keptFor(address).get(address)?.replay;
  if (!replay || replay.generation !== pageGeneration() || Date.now() >= replay.expires) return false;
  if (changedSince?.(replay.madeAt)) return false;
  return !replay.vary.some((h) => headers[h] !== undefined);
}

/**
 * Answers a GET from the page cache (see the top of this file) when this
 * address has a page kept under the current page generation, not expired, and
 * the request has none of the headers the page varies by; true if it did.
 * `changedSince(t)`, with several instances, says whether another instance
 * invalidated anything after time t (the shared invalidations, brought up to
 * date by the caller): a page rendered before that is not reused.
 * `onRepeat(address, req)` is told of each answer given from a kept page.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ https?: boolean, changedSince?: (timestamp: number) => boolean, onRepeat?: (address: string, req: import("node:http").IncomingMessage) => void }} [options]
 */
export function answerFromPageCache(req, res, { https = false, changedSince, onRepeat } = {}) {
  if (req.method !== "GET") return false;
  const address = req.url ?? "";
  const store = keptFor(address);
  const facts = store.get(address);
  const replay = facts?.replay;
  if (!replay || replay.generation !== pageGeneration() || Date.now() >= replay.expires) return false;
  if (changedSince?.(replay.madeAt)) return false;
  if (replay.vary.some((h) => req.headers[h] !== undefined)) return false;
  store.touch(address, facts);
  onRepeat?.(address, req);
  const shared = sharedVariant(address, facts);
  const etag = shared ? shared.etag : facts.etag;
  if (matchesIfNoneMatch(req.headers["if-none-match"], etag)) {
    res.writeHead(304, { ...withoutHeader(replay.headers, "content-type"), etag });
    res.end();
    return true;
  }
  if (shared) {
    res.writeHead(200, {
      ...replay.headers,
      etag,
      [CSP]: contentSecurityPolicy({ https, scriptsInPage: true }),
      "content-length": shared.body.length,
    });
    res.end(shared.body);
    return true;
  }
  const nonce = randomBytes(16).toString("base64");
  const sent = withNonce(facts.body, facts.offsets, nonce);
  res.writeHead(200, {
    ...replay.headers,
    etag: facts.etag,
    [CSP]: contentSecurityPolicy({ https, nonce }),
    "content-length": sent.length,
  });
  res.end(sent);
  return true;
}

/**
 * Patches `res` (before Next writes to it, after any compression layer) so an
 * HTML answer gets its policy (see the top of this file). A page Next marks
 * as shared is held until complete, then goes out with its hashes; any other
 * page streams as Next writes it, each piece with the nonce on its framework
 * scripts, and a search page that may be kept (keptSearchTerm) is also
 * gathered whole for the page cache. `https` adds upgrade-insecure-requests.
 * @param {import("node:http").IncomingMessage} req
 * @param {any} res a ServerResponse (with compression's flush) whose methods are replaced here, which its overloaded types cannot describe
 * @param {{ https?: boolean, onRefused?: (count: number, url: string | undefined) => void, cachePages?: boolean }} [options]
 */
export function addPageScriptPolicy(req, res, { https = false, onRefused, cachePages = false } = {}) {
  // A page rendered while an admin change lands may hold data from before it: only one begun after is reused.
  const generation = pageGeneration();
  const madeAt = Date.now();
  const address = req.url ?? "";
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders, flush: res.flush };
  /**
   * "pass": not HTML, untouched; "hold": a shared page (or HEAD), sent whole at the end; "stream": any other HTML page.
   * @type {"pass" | "hold" | "stream" | undefined}
   */
  let mode;
  /** @type {[number, ...unknown[]] | null} What writeHead was given while the page is held. */
  let head = null;
  /** @type {(string | Buffer)[]} */
  const chunks = [];
  /** While streaming: the nonce, the page not sent yet (bytes as latin1), the scripts refused so far, and how to replay the page if it is kept. */
  /** @type {{ nonce: string, pending: string, refused: number, replay: ReturnType<typeof replayOf> }} */
  const streamed = { nonce: "", pending: "", refused: 0, replay: undefined };

  const restore = () => {
    for (const [name, fn] of Object.entries(original)) {
      if (fn) res[name] = fn;
      else delete res[name];
    }
  };
  /**
   * @template {object} T
   * @param {T} h
   * @param {...string} names
   */
  const drop = (h, ...names) => names.reduce(withoutHeader, h);
  /**
   * Decides once, when the answer starts (`args`: what writeHead was given, if it was).
   * @param {number} [status]
   * @param {unknown[]} [args]
   */
  const decide = (status = res.statusCode, args = []) => {
    if (mode !== undefined) return mode;
    const headers = answerHeaders(res, [status, ...args]);
    const type = String(headerIn(headers, "content-type") ?? "");
    if (status === 304) {
      // A browser revalidating its copy applies the 304's headers to that copy
      // (RFC 9111 4.3.4): without a policy here, the copy keeps its own (whose nonce is in its body).
      res.removeHeader(CSP);
      mode = "pass";
    } else if (!/^\s*text\/html\b/i.test(type)) mode = "pass";
    else if (req.method === "HEAD" || sharedMaxAge(String(headers?.["cache-control"] ?? "")) > 0) mode = "hold";
    else {
      mode = "stream";
      streamed.nonce = randomBytes(16).toString("base64");
      if (cachePages) {
        streamed.replay = replayOf(req, status, headers, generation, madeAt);
        if (!streamed.replay) keptFor(address).delete(address);
      }
      // Its length grows by the nonce attributes, and a page made per request gets no ETag.
      for (const name of ["content-length", "etag"]) res.removeHeader(name);
      res.setHeader(CSP, contentSecurityPolicy({ https, nonce: streamed.nonce }));
    }
    if (mode === "pass") restore();
    return mode;
  };
  /**
   * Strings stay strings when UTF-8 (see pageFacts); anything else becomes its bytes.
   * @param {Chunk} chunk
   * @param {BufferEncoding | undefined} encoding
   * @returns {string | Buffer}
   */
  const keep = (chunk, encoding) =>
    typeof chunk === "string"
      ? !encoding || /^utf-?8$/i.test(encoding)
        ? chunk
        : Buffer.from(chunk, encoding)
      : Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk);
  /**
   * The next piece of a streamed page that can be sent, with the nonce on its
   * framework scripts: all that has come, up to any script not yet whole
   * (everything at the end); null if none yet.
   * @param {Chunk | null | undefined} chunk
   * @param {BufferEncoding | undefined} encoding
   * @param {boolean} final
   */
  const nextPiece = (chunk, encoding, final) => {
    if (chunk != null && chunk.length !== 0) {
      const kept = keep(chunk, encoding);
      if (streamed.replay) chunks.push(kept);
      streamed.pending += typeof kept === "string" ? Buffer.from(kept, "utf8").toString("latin1") : kept.toString("latin1");
    }
    const cut = final ? streamed.pending.length : streamableLength(streamed.pending);
    if (cut === 0) return null;
    const piece = streamed.pending.slice(0, cut);
    streamed.pending = streamed.pending.slice(cut);
    const { offsets, refused } = frameworkScriptOffsets(piece);
    streamed.refused += refused;
    return withNonce(Buffer.from(piece, "latin1"), offsets, streamed.nonce);
  };

  /**
   * @param {number} status
   * @param {...unknown} rest a status message and/or headers
   */
  res.writeHead = function (status, ...rest) {
    const how = decide(status, rest);
    if (how === "pass") {
      if (status === 304) rest = rest.map((a) => (a && typeof a === "object" ? withoutHeader(a, CSP) : a));
      return original.writeHead.call(res, status, ...rest);
    }
    if (how === "stream") {
      return original.writeHead.call(
        res,
        status,
        ...rest.map((a) => (a && typeof a === "object" ? drop(a, CSP, "content-length", "etag") : a)),
      );
    }
    head = [status, ...rest];
    return res;
  };
  res.flushHeaders = function () {
    if (decide() !== "hold") return original.flushHeaders.call(res);
  };
  res.flush = function () {
    if (decide() !== "hold" && original.flush) return original.flush.call(res);
  };
  /**
   * @param {Chunk} chunk
   * @param {BufferEncoding | WriteCallback} [encoding]
   * @param {WriteCallback} [cb]
   */
  res.write = function (chunk, encoding, cb) {
    const how = decide();
    if (how === "pass") return original.write.call(res, chunk, encoding, cb);
    if (typeof encoding === "function") [cb, encoding] = [encoding, undefined];
    if (how === "stream") {
      const piece = nextPiece(chunk, encoding, false);
      if (piece) return original.write.call(res, piece, cb);
    } else if (chunk != null && chunk.length !== 0) chunks.push(keep(chunk, encoding));
    if (cb) process.nextTick(cb);
    return true;
  };
  /**
   * @param {Chunk | WriteCallback | null} [chunk]
   * @param {BufferEncoding | WriteCallback} [encoding]
   * @param {WriteCallback} [cb]
   */
  res.end = function (chunk, encoding, cb) {
    const how = decide();
    if (how === "pass") return original.end.call(res, chunk, encoding, cb);
    if (typeof chunk === "function") [cb, chunk] = [chunk, undefined];
    else if (typeof encoding === "function") [cb, encoding] = [encoding, undefined];
    // Still a function only when `chunk` was the callback too, and then there is no chunk to decode.
    const charset = typeof encoding === "function" ? undefined : encoding;
    if (how === "stream") return endStream(chunk, charset, cb);
    if (chunk != null && chunk.length !== 0) chunks.push(keep(chunk, charset));
    restore();
    if (res.headersSent) return original.end.call(res, bytesOf(chunks), cb);
    const status = head ? head[0] : res.statusCode;
    if (req.method === "HEAD") {
      // No body to hash or check: only its policy (the length stays what the GET would have had, near enough).
      res.setHeader(CSP, contentSecurityPolicy({ https, nonce: randomBytes(16).toString("base64") }));
      if (head) original.writeHead.call(res, status, ...head.slice(1).map((a) => (a && typeof a === "object" ? drop(a, CSP) : a)));
      return original.end.call(res, undefined, cb);
    }
    const facts = pageFacts(address, chunks, status === 200);
    if (facts.refused > 0) onRefused?.(facts.refused, req.url);
    // A page Next marks as shared goes out in its shared variant, the same bytes for everyone, from the first answer on.
    const replay = replayOf(req, status, answerHeaders(res, head), generation, madeAt);
    if (cachePages) facts.replay = generation === pageGeneration() ? replay : undefined;
    const shared = replay ? sharedVariant(address, facts) : null;
    const etag = shared ? shared.etag : facts.etag;
    if (status === 200) {
      res.setHeader("etag", etag);
      if (matchesIfNoneMatch(req.headers["if-none-match"], etag)) {
        // A 304 carries no policy: the browser's copy keeps its own (RFC 9111 4.3.4).
        for (const name of [CSP, "content-length", "content-type"]) res.removeHeader(name);
        if (head)
          original.writeHead.call(
            res,
            304,
            ...head.slice(1).map((a) => (a && typeof a === "object" ? drop(a, CSP, "content-length", "content-type", "etag") : a)),
          );
        else res.statusCode = 304;
        return original.end.call(res, undefined, cb);
      }
    }
    const nonce = shared ? undefined : randomBytes(16).toString("base64");
    // The nonce is made whenever there is no shared variant.
    const sent = shared ? shared.body : withNonce(facts.body, facts.offsets, /** @type {string} */ (nonce));
    res.setHeader(CSP, shared ? contentSecurityPolicy({ https, scriptsInPage: true }) : contentSecurityPolicy({ https, nonce }));
    // The whole page is here: its length (it grew by the <meta> or the nonce attributes), as a repeat from the cache has.
    res.setHeader("content-length", sent.length);
    if (head) {
      original.writeHead.call(
        res,
        status,
        ...head.slice(1).map((a) => (a && typeof a === "object" ? drop(a, CSP, "content-length", "etag") : a)),
      );
    }
    return original.end.call(res, sent, cb);
  };
  /**
   * The rest of a streamed page; a search page that may be kept is kept now, whole.
   * @param {Chunk | null | undefined} chunk
   * @param {BufferEncoding | undefined} encoding
   * @param {WriteCallback | undefined} cb
   */
  function endStream(chunk, encoding, cb) {
    const piece = nextPiece(chunk, encoding, true);
    restore();
    if (streamed.refused > 0) onRefused?.(streamed.refused, req.url);
    if (streamed.replay && generation === pageGeneration()) pageFacts(address, chunks, true).replay = streamed.replay;
    return original.end.call(res, piece ?? undefined, cb);
  }
}
