// Gives each HTML answer a Content-Security-Policy whose script-src lists the
// hashes of that page's framework scripts (inline-scripts.mjs). A header must
// precede the body it describes, so an HTML answer is held until it is
// complete: cached pages are written whole anyway; a page rendered on request
// reaches the browser when its render ends instead of in streamed pieces.
// Every other answer passes through untouched.
import { inlineScriptHashes } from "./inline-scripts.mjs";
import { contentSecurityPolicy } from "./security-headers.mjs";

const CSP = "content-security-policy";

/**
 * Policies of recently served pages by ETag (Next derives it from the body),
 * so a cached page is checked once, not on every request. Safe even if two
 * bodies shared an ETag: a policy only ever lists scripts that passed the
 * check in some page, so a clash could block a page's own scripts, never allow
 * another's.
 */
const policyByEtag = new Map();
const POLICY_CACHE_SIZE = 500;

function policyFor(body, etag, https, onRefused, url) {
  const key = typeof etag === "string" && etag ? `${https}:${etag}` : null;
  const known = key && policyByEtag.get(key);
  if (known) return known;
  const { hashes, refused } = inlineScriptHashes(body.toString("utf8"));
  if (refused > 0) onRefused?.(refused, url);
  const policy = contentSecurityPolicy({ https, scriptHashes: hashes });
  if (key) {
    if (policyByEtag.size >= POLICY_CACHE_SIZE) policyByEtag.delete(policyByEtag.keys().next().value);
    policyByEtag.set(key, policy);
  }
  return policy;
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
 * HTML answer gets its hash-based policy. `https` adds upgrade-insecure-requests.
 */
export function hashPageScripts(req, res, { https = false, onRefused } = {}) {
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
      // (RFC 9111 4.3.4): without a policy here, the copy keeps the one with its hashes.
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
    const body = Buffer.concat(chunks);
    restore();
    if (!res.headersSent) {
      const etag = res.getHeader("etag") ?? headerIn(head?.find((a) => a && typeof a === "object"), "etag");
      res.setHeader(CSP, policyFor(body, etag, https, onRefused, req.url));
      if (head) {
        const [status, ...rest] = head;
        original.writeHead.call(res, status, ...rest.map((a) => (a && typeof a === "object" ? withoutHeader(a, CSP) : a)));
      }
    }
    return original.end.call(res, body, cb);
  };
}
