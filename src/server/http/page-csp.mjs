// Gives each HTML answer a Content-Security-Policy whose script-src allows
// that page's framework scripts only (inline-scripts.mjs), by a nonce made for
// this one answer and written into those <script> tags as the page is sent.
// Cached pages stay cached: the nonce is added on the way out, not rendered.
// (Hashes would need no rewriting, but a page has dozens of inline scripts and
// their hashes made headers of several KB, past what some proxies accept.)
// A header must precede the body it describes, so an HTML answer is held until
// it is complete: cached pages are written whole anyway; a page rendered on
// request reaches the browser when its render ends instead of in streamed
// pieces. Every other answer passes through untouched.
import { randomBytes } from "node:crypto";
import { frameworkScriptOffsets } from "./inline-scripts.mjs";
import { contentSecurityPolicy } from "./security-headers.mjs";

const CSP = "content-security-policy";

/**
 * Where the framework scripts of recently served pages are, by ETag, with the
 * page itself: a cached page is checked once, and a repeat is recognised by
 * comparing its bytes (a memcmp), never by the ETag alone. Bounded by bytes.
 */
const checked = new Map();
const CHECKED_MAX_BYTES = 64 * 1024 * 1024;
let checkedBytes = 0;

function scriptOffsets(body, etag) {
  const known = typeof etag === "string" ? checked.get(etag) : undefined;
  if (known && known.body.equals(body)) return known;
  const found = frameworkScriptOffsets(body.toString("latin1"));
  if (typeof etag === "string" && body.length <= CHECKED_MAX_BYTES / 8) {
    if (known) checkedBytes -= known.body.length;
    checked.set(etag, { body, ...found });
    checkedBytes += body.length;
    for (const [key, entry] of checked) {
      if (checkedBytes <= CHECKED_MAX_BYTES) break;
      checked.delete(key);
      checkedBytes -= entry.body.length;
    }
  }
  return found;
}

/** The page with ` nonce="…"` written at each offset. */
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

function headerIn(headers, name) {
  if (!headers || typeof headers !== "object" || Array.isArray(headers)) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

function withoutHeader(headers, name) {
  if (!headers || typeof headers !== "object" || Array.isArray(headers)) return headers;
  return Object.fromEntries(Object.entries(headers).filter(([k]) => k.toLowerCase() !== name));
}

/**
 * Patches `res` (before Next writes to it, after any compression layer) so an
 * HTML answer gets its nonce-based policy. `https` adds upgrade-insecure-requests.
 */
export function addPageScriptPolicy(req, res, { https = false, onRefused } = {}) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders, flush: res.flush };
  let buffering;
  let head = null;
  const chunks = [];

  const restore = () => {
    for (const [name, fn] of Object.entries(original)) {
      if (fn) res[name] = fn;
      else delete res[name];
    }
  };
  /** Decides once, when the answer starts: HTML is held, anything else goes straight through. */
  const decide = (headers, status = res.statusCode) => {
    if (buffering !== undefined) return buffering;
    if (status === 304) {
      // A browser revalidating its copy applies the 304's headers to that copy
      // (RFC 9111 4.3.4): without a policy here, the copy keeps its own (whose nonce is in its body).
      res.removeHeader(CSP);
      buffering = false;
    } else {
      const type = String(headerIn(headers, "content-type") ?? res.getHeader("content-type") ?? "");
      buffering = /^\s*text\/html\b/i.test(type);
    }
    if (!buffering) restore();
    return buffering;
  };
  const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, encoding || "utf8") : Buffer.from(chunk));

  res.writeHead = function (status, ...rest) {
    const headers = rest.find((a) => a && typeof a === "object");
    if (!decide(headers, status)) {
      if (status === 304) rest = rest.map((a) => (a && typeof a === "object" ? withoutHeader(a, CSP) : a));
      return original.writeHead.call(res, status, ...rest);
    }
    head = [status, ...rest];
    return res;
  };
  res.flushHeaders = function () {
    if (!decide()) return original.flushHeaders.call(res);
  };
  res.flush = function () {
    if (!decide() && original.flush) return original.flush.call(res);
  };
  res.write = function (chunk, encoding, cb) {
    if (!decide()) return original.write.call(res, chunk, encoding, cb);
    if (typeof encoding === "function") [cb, encoding] = [encoding, undefined];
    if (chunk != null && chunk.length !== 0) chunks.push(toBuffer(chunk, encoding));
    if (cb) process.nextTick(cb);
    return true;
  };
  res.end = function (chunk, encoding, cb) {
    if (!decide()) return original.end.call(res, chunk, encoding, cb);
    if (typeof chunk === "function") [cb, chunk] = [chunk, undefined];
    else if (typeof encoding === "function") [cb, encoding] = [encoding, undefined];
    if (chunk != null && chunk.length !== 0) chunks.push(toBuffer(chunk, encoding));
    let body = Buffer.concat(chunks);
    restore();
    if (!res.headersSent) {
      const nonce = randomBytes(16).toString("base64");
      const etag = res.getHeader("etag") ?? headerIn(head?.find((a) => a && typeof a === "object"), "etag");
      const { offsets, refused } = scriptOffsets(body, etag);
      if (refused > 0) onRefused?.(refused, req.url);
      body = withNonce(body, offsets, nonce);
      res.setHeader(CSP, contentSecurityPolicy({ https, nonce }));
      // The body grew by the nonce attributes.
      if (res.hasHeader("content-length")) res.setHeader("content-length", body.length);
      if (head) {
        const [status, ...rest] = head;
        const drop = (h) => withoutHeader(withoutHeader(h, CSP), "content-length");
        original.writeHead.call(res, status, ...rest.map((a) => (a && typeof a === "object" ? drop(a) : a)));
      }
    }
    return original.end.call(res, body, cb);
  };
}
