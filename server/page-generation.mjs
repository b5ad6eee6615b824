// The version of the public pages as a whole: raised by every admin change
// (src/server/cache.ts, next to Next's own tag invalidation). The custom
// server's page cache (page-csp.mjs) answers only with pages kept under the
// current version, so a change shows on the very next request.
// A global, not module state: Next's bundled server code and server/index.mjs
// load this file as two module instances in one process.
const KEY = Symbol.for("storefront.pageGeneration");
const global = /** @type {{ [KEY]?: number }} */ (globalThis);

/** The current version. */
export function pageGeneration() {
  return global[KEY] ?? 0;
}

/** Every page kept so far is out of date. */
export function pagesChanged() {
  global[KEY] = pageGeneration() + 1;
}
