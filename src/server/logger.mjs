// @ts-check
// The one logger of the server (http-server/index.mjs, its cache handlers) and of
// the app Next runs: JSON lines on stdout (pino), each with its time, level,
// message and, inside a request, that request's id (set by http-server/index.mjs
// in the request scope). One instance per process, kept on globalThis, as the
// server loads this file from disk while the app has it in its bundle. Created
// on first use: the server loads .env after its imports, and LOG_LEVEL may be there.
import { format } from "node:util";
import pino from "pino";
import { runtimeEnv } from "../runtime-env.mjs";
import { requestScopeStorage } from "./process-slots.mjs";

const KEY = Symbol.for("storefront.logger");

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/**
 * A text with its e-mail addresses hidden: error messages (SMTP's, Prisma's) can quote a buyer's.
 * @param {string} text
 */
export function scrub(text) {
  return text.replace(EMAIL, "[e-mail]");
}

const RECENT = Symbol.for("storefront.recent-errors");
/**
 * What this file keeps on globalThis (see the top of this file).
 * @typedef {{
 *   [KEY]?: import("pino").Logger,
 *   [RECENT]?: { at: number, message: string }[],
 * }} Globals
 */
const global = /** @type {Globals} */ (globalThis);
/** Times and texts of this process's error lines, newest last (at most the last 1,000). */
const recent = (global[RECENT] ??= []);

/**
 * The text an error line is shown by (admin dashboard): its message and its error's, hidden as the log hides them.
 * @param {unknown[]} args what the log call was given
 */
function errorText(args) {
  const [first, second] = args;
  const fields = first && typeof first === "object" ? /** @type {Record<string, any>} */ (first) : {};
  const msg = typeof first === "string" ? first : typeof second === "string" ? second : "";
  const err = first instanceof Error ? first : fields.err instanceof Error ? fields.err : null;
  const where =
    typeof fields.status === "number" && typeof fields.path === "string" ? ` (${fields.method} ${fields.path}: ${fields.status})` : "";
  return scrub(`${msg}${where}${err ? `: ${err.message}` : ""}`).slice(0, 300);
}

/**
 * This process's error lines in the last `withinMs`: how many, and the newest one's text and time.
 * @param {number} withinMs
 * @returns {{ count: number, last: { message: string, at: string } | null }}
 */
export function recentErrors(withinMs) {
  const since = Date.now() - withinMs;
  const within = recent.filter((e) => e.at >= since);
  const last = within.at(-1);
  return { count: within.length, last: last ? { message: last.message, at: new Date(last.at).toISOString() } : null };
}

/** @param {unknown} e */
function serializeError(e) {
  const out = pino.stdSerializers.err(/** @type {Error} */ (e));
  if (!out || typeof out !== "object") return out;
  if (typeof out.message === "string") out.message = scrub(out.message);
  if (typeof out.stack === "string") out.stack = scrub(out.stack);
  return out;
}

/** Fields never written, whatever a caller passes: they carry credentials or personal data. */
const REDACTED = ["password", "token", "cookie", "authorization", "email", "body", "headers"].flatMap((k) => [k, `*.${k}`]);

function create() {
  // Written synchronously: a line logged just before the process exits (a failed start, the end of a shutdown) is not lost.
  return pino(
    {
      level: runtimeEnv().logLevel,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin() {
        const requestId = requestScopeStorage().getStore()?.requestId;
        return requestId ? { requestId } : {};
      },
      redact: { paths: REDACTED, censor: "[redacted]" },
      serializers: { err: serializeError, error: serializeError },
      hooks: {
        logMethod(args, method, level) {
          if (level >= 50) {
            recent.push({ at: Date.now(), message: errorText(args) });
            if (recent.length > 1_000) recent.shift();
          }
          method.apply(this, /** @type {Parameters<typeof method>} */ (args.map((a) => (typeof a === "string" ? scrub(a) : a))));
        },
      },
    },
    pino.destination({ dest: 1, sync: true }),
  );
}

/** @returns {import("pino").Logger} */
function instance() {
  return (global[KEY] ??= create());
}

/**
 * The logger: `logger.info("message")`, `logger.error({ err }, "what failed")`.
 * @type {import("pino").Logger}
 */
export const logger = /** @type {any} */ (
  new Proxy(
    {},
    {
      get(own, key) {
        // What was set on the proxy itself (a test's spy) first.
        if (Object.hasOwn(own, key)) return /** @type {any} */ (own)[key];
        const l = instance();
        const value = /** @type {any} */ (l)[key];
        return typeof value === "function" ? value.bind(l) : value;
      },
    },
  )
);

/**
 * Makes what Next and the libraries write with console.* JSON lines of the
 * logger too (the server calls it first thing), so every line on stdout parses.
 */
export function logConsoleAsJson() {
  /** @param {"info" | "warn" | "error" | "debug"} level */
  const to =
    (level) =>
    (/** @type {unknown[]} */ ...args) => {
      const err = args.find((a) => a instanceof Error);
      const text = format(...args.map((a) => (a === err ? /** @type {Error} */ (a).message : a)));
      if (err) logger[level]({ err }, text);
      else logger[level](text);
    };
  console.log = to("info");
  console.info = to("info");
  console.warn = to("warn");
  console.error = to("error");
  console.debug = to("debug");
}
