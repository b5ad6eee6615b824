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
// ADRs 3 and 10. Which pages are kept and may be answered again is
// page-cache.mjs's; answerFromPageCache sends such a page with its policy.
import { randomBytes, createHash } from "node:crypto";
import { matchesIfNoneMatch, pageGeneration } from "../src/http-bridge.mjs";
import { frameworkScriptOffsets, streamCutter } from "./inline-scripts.mjs";
import { bytesOf, digest, forgetPage, freshPage, keepSharedVariant, pageFacts, replayOf, servedPage, sharedMaxAge } from "./page-cache.mjs";
import { contentSecurityPolicy, pageScriptPolicy } from "./security-headers.mjs";

const CSP = "content-security-policy";
/**
 * What a page's HTML holds when Next rendered it while answering a client
 * navigation (an RSC request) rather than a plain GET: the router state it
 * seeds names the address with the navigation's cache-busting `?_rsc=…`. Next
 * keeps that copy and serves it as the page; the server has it rendered again
 * (http-server/index.mjs, repairPage). A start-up check and a test watch that
 * a navigation's copy still looks so.
 */
export const NAVIGATION_COPY = "?_rsc=";

/**
 * @typedef {import("node:http").OutgoingHttpHeaders} Headers
 * @typedef {import("./http-types.mjs").Chunk} Chunk
 * @typedef {import("./http-types.mjs").WriteCallback} WriteCallback
 * @typedef {import("./page-cache.mjs").PageFacts} PageFacts
 * @typedef {import("./page-cache.mjs").SharedVariant} SharedVariant
 */

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
  if (!head) return keepSharedVariant(address, facts, null);
  const hashes = [
    ...new Set(bodies.map(([from, to]) => `'sha256-${createHash("sha256").update(body.subarray(from, to)).digest("base64")}'`)),
  ];
  const meta = Buffer.from(`<meta http-equiv="Content-Security-Policy" content="${pageScriptPolicy(hashes)}">`, "latin1");
  const at = head.index + head[0].length;
  const sent = Buffer.concat([body.subarray(0, at), meta, body.subarray(at)]);
  return keepSharedVariant(address, facts, { body: sent, etag: `"${digest(sent)}"` });
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

/**
 * Answers a GET from the page cache when it holds a page that may answer it
 * now (freshPage, with `changedSince` as it takes it), with the page's policy;
 * true if it did. `onRepeat(address, req)` is told of each answer given so.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ https?: boolean, changedSince?: (timestamp: number) => boolean, onRepeat?: (address: string, req: import("node:http").IncomingMessage) => void }} [options]
 */
export function answerFromPageCache(req, res, { https = false, changedSince, onRepeat } = {}) {
  if (req.method !== "GET") return false;
  const address = req.url ?? "";
  const facts = freshPage(address, req.headers, { changedSince });
  if (!facts) return false;
  const { replay } = facts;
  servedPage(address, facts);
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
 * `onNavigationCopy(address)` is told when a shared page's HTML is a copy
 * Next rendered while answering a client navigation (NAVIGATION_COPY); such
 * a copy is not kept.
 * @param {import("node:http").IncomingMessage} req
 * @param {any} res a ServerResponse (with compression's flush) whose methods are replaced here, which its overloaded types cannot describe
 * @param {{ https?: boolean, onRefused?: (count: number, url: string | undefined) => void, cachePages?: boolean, onNavigationCopy?: (address: string) => void }} [options]
 */
export function addPageScriptPolicy(req, res, { https = false, onRefused, cachePages = false, onNavigationCopy } = {}) {
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
  /**
   * While streaming: the nonce, what holds back the page not sent yet, the scripts refused so far, and how to replay the page if it is kept.
   * @type {{ nonce: string, cutter: ReturnType<typeof streamCutter>, refused: number, replay: ReturnType<typeof replayOf> }}
   */
  const streamed = { nonce: "", cutter: streamCutter(), refused: 0, replay: undefined };

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
        if (!streamed.replay) forgetPage(address);
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
        : // Buffer.from copies a Uint8Array byte by byte in JavaScript; this copies it natively.
          Buffer.copyBytesFrom(chunk);
  /**
   * The next piece of a streamed page that can be sent, with the nonce on its
   * framework scripts: all that has come, up to any script not yet whole
   * (everything at the end); null if none yet.
   * @param {Chunk | null | undefined} chunk
   * @param {BufferEncoding | undefined} encoding
   * @param {boolean} final
   */
  const nextPiece = (chunk, encoding, final) => {
    let bytes = null;
    if (chunk != null && chunk.length !== 0) {
      const kept = keep(chunk, encoding);
      if (streamed.replay) chunks.push(kept);
      bytes = typeof kept === "string" ? Buffer.from(kept, "utf8") : kept;
    }
    // The scan reads the piece as latin1 text and the nonce goes into its bytes at the same offsets: they are never encoded again.
    const piece = streamed.cutter.push(bytes, final);
    if (!piece) return null;
    const { offsets, refused } = frameworkScriptOffsets(piece.text);
    streamed.refused += refused;
    return offsets.length === 0 ? piece.bytes : withNonce(piece.bytes, offsets, streamed.nonce);
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
    const navigationCopy = status === 200 && facts.body.includes(NAVIGATION_COPY);
    if (navigationCopy) onNavigationCopy?.(address);
    const replay = navigationCopy ? undefined : replayOf(req, status, answerHeaders(res, head), generation, madeAt);
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
