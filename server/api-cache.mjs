// Public catalogue reads the server answers again from memory, by the page
// cache's rules (page-csp.mjs): GET /api/categories (the categories with their
// product counts) is the same for every caller and changes only with the
// catalogue, yet each answer through Next's route handler cost about five
// times a kept page. Its answer is kept for KEPT_SECONDS at most, only under
// the page generation it was made in (an admin change raises it), and with
// several instances only until any of them invalidates something (changedSince).
// Only the exact addresses listed are kept, so the store stays a few KB.
import { pageGeneration } from "./page-generation.mjs";

const KEPT_SECONDS = 60;
const KEPT_ADDRESSES = new Set(["/api/categories"]);
/** Headers that belong to one answer, never replayed (compression, which runs before this, sets the encoding per request). */
const PER_ANSWER = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"]);

/** @type {Map<string, { headers: Record<string, unknown>, body: Buffer, generation: number, madeAt: number, expires: number }>} */
const kept = new Map();

/** Whether the server keeps the answer to this request (then it checks the shared invalidations first). */
export function isKeptApiRequest(req) {
  return req.method === "GET" && KEPT_ADDRESSES.has(req.url ?? "");
}

/**
 * Answers from the kept copy when there is a current one; true if it did.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ changedSince?: (timestamp: number) => boolean }} [options]
 */
export function answerFromApiCache(req, res, { changedSince } = {}) {
  if (!isKeptApiRequest(req)) return false;
  const entry = kept.get(req.url ?? "");
  if (!entry || entry.generation !== pageGeneration() || Date.now() >= entry.expires || changedSince?.(entry.madeAt)) return false;
  res.writeHead(200, { ...entry.headers, "content-length": entry.body.length });
  res.end(entry.body);
  return true;
}

/**
 * Patches `res` (before Next writes to it) to keep a 200 answer to a kept
 * address as it goes out; any other answer passes untouched.
 * @param {import("node:http").IncomingMessage} req
 * @param {any} res a ServerResponse whose methods are replaced here, which its overloaded types cannot describe
 */
export function keepApiAnswer(req, res) {
  if (!isKeptApiRequest(req)) return;
  const address = req.url ?? "";
  const generation = pageGeneration();
  const madeAt = Date.now();
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {Record<string, unknown>} */
  const given = {};
  const collect = (chunk, encoding) => {
    if (chunk == null || typeof chunk === "function" || chunk.length === 0) return;
    const charset = /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8");
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk, charset) : Buffer.from(chunk));
  };
  res.writeHead = function (status, ...rest) {
    for (const arg of rest) if (arg && typeof arg === "object" && !Array.isArray(arg)) for (const [k, v] of Object.entries(arg)) given[k.toLowerCase()] = v;
    return original.writeHead.call(res, status, ...rest);
  };
  res.write = function (chunk, encoding, cb) {
    collect(chunk, encoding);
    return original.write.call(res, chunk, encoding, cb);
  };
  res.end = function (chunk, encoding, cb) {
    collect(chunk, encoding);
    Object.assign(res, original);
    const headers = Object.fromEntries(Object.entries({ ...res.getHeaders(), ...given }).filter(([k]) => !PER_ANSWER.has(k)));
    if (res.statusCode === 200 && headers["set-cookie"] === undefined && generation === pageGeneration()) {
      kept.set(address, { headers, body: Buffer.concat(chunks), generation, madeAt, expires: Date.now() + KEPT_SECONDS * 1000 });
    }
    return original.end.call(res, chunk, encoding, cb);
  };
}
