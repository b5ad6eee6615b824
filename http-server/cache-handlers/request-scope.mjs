// One object per HTTP request, set by http-server/index.mjs around Next's handler,
// so the cache handlers make one Redis check per request however many cache
// reads the request makes (a page with a dynamic part reads the page cache and
// then "use cache" data). Without it (another server in front of Next) each
// read just makes its own check. The scope's store is the app's too: its logger
// reads the request id from it (src/server/process-slots.mjs). No settings are
// read here: http-server/index.mjs imports this before it loads .env.
import { requestScopeStorage } from "../../src/http-bridge.mjs";

/** @typedef {import("../../src/http-bridge.mjs").RequestScope} RequestScope */

const storage = requestScopeStorage();

/**
 * Runs `fn` (Next's request handler) inside a scope of its own, which starts
 * with `values` (the request id, read by src/server/logger.mjs).
 * @template T
 * @param {RequestScope} values
 * @param {() => T} fn
 */
export function withRequestScope(values, fn) {
  return storage.run({ ...values }, fn);
}

/** The current request's scope object, or null outside one. */
export function currentRequestScope() {
  return storage.getStore() ?? null;
}
