// @ts-check
// State of the whole process that the HTTP server (http-server/) and the app Next
// runs both touch. Next's bundle and the server, which Node loads from disk,
// each load this file as a module instance of their own, so the state lives on
// globalThis under the names below, never in module variables. The server
// reaches it through src/http-bridge.mjs only.
import { AsyncLocalStorage } from "node:async_hooks";

const PAGE_GENERATION = Symbol.for("storefront.pageGeneration");
const REQUEST_SCOPE = Symbol.for("storefront.request-scope");
const SEARCH_LOG_HOOKS = Symbol.for("storefront.searchLogHooks");
const SEARCH_API = Symbol.for("storefront.searchApi");

/**
 * What a request's scope holds: its id, and what the cache handlers note on it (http-server/cache-handlers/shared-tags.mjs).
 * @typedef {{ requestId?: string }} RequestScope
 */

/**
 * How the HTTP server reaches the app's search log, which it cannot import:
 * it counts the searches it answers from a kept copy, and writes what is
 * gathered when it stops.
 * @typedef {{ countRepeatedSearch: (q: string, forwardedFor?: string | null) => void, flushSearchLog: () => Promise<void> }} SearchLogHooks
 */

/**
 * How the HTTP server answers GET /api/products/search for a term without
 * Next's routing: the app's own search and search log, which the server cannot
 * import. `answer` gives the JSON body and the corrected query, if any.
 * @typedef {{ answer: (q: string, forwardedFor: string | null) => Promise<{ body: string, correctedQuery: string | null }> }} SearchApi
 */

/**
 * @typedef {{
 *   [PAGE_GENERATION]?: number,
 *   [REQUEST_SCOPE]?: AsyncLocalStorage<RequestScope>,
 *   [SEARCH_LOG_HOOKS]?: SearchLogHooks,
 *   [SEARCH_API]?: SearchApi,
 * }} Slots
 */
const slots = /** @type {Slots} */ (globalThis);

/**
 * The version of the public pages as a whole: raised by every admin change
 * (src/server/cache.ts, next to Next's own tag invalidation). The server's
 * page and API caches answer only with what they kept under the current
 * version, so a change shows on the very next request.
 */
export function pageGeneration() {
  return slots[PAGE_GENERATION] ?? 0;
}

/** Every page kept so far is out of date. */
export function pagesChanged() {
  slots[PAGE_GENERATION] = pageGeneration() + 1;
}

/**
 * One scope per HTTP request, set by the server around Next's handler: it
 * carries the request id to the logger, and lets the cache handlers make one
 * Redis check per request however many cache reads the request makes.
 */
export function requestScopeStorage() {
  return (slots[REQUEST_SCOPE] ??= new AsyncLocalStorage());
}

/**
 * The search log's hooks, put here when the app loads it.
 * @param {SearchLogHooks} hooks
 */
export function provideSearchLogHooks(hooks) {
  slots[SEARCH_LOG_HOOKS] = hooks;
}

/** The search log's hooks, or undefined until the app has loaded it (no search answered through Next yet). */
export function searchLogHooks() {
  return slots[SEARCH_LOG_HOOKS];
}

/**
 * The search API's answerer, put here when the app loads its route.
 * @param {SearchApi} api
 */
export function provideSearchApi(api) {
  slots[SEARCH_API] = api;
}

/** The search API's answerer, or undefined until the app has loaded it (no search API request answered through Next yet). */
export function searchApi() {
  return slots[SEARCH_API];
}
