// "use cache" handler (next.config.mjs `cacheHandlers.default`).
//
// Entries stay in this instance's memory, in Next's own default handler. What
// is added: this instance's invalidations, counted rather than timed
// (./invalidations.mjs), and, with REDIS_URL, tag invalidations shared through
// Redis (./shared-tags.mjs).
// - get drops an entry whose tags were invalidated here after it was stored;
// - refreshTags (once per request, before its first "use cache" read) brings
//   the shared invalidations up to date;
// - get drops an entry whose explicit tags another instance invalidated after
//   it was made (a stale-only mark serves it once more and refreshes it, as
//   Next's default does);
// - getExpiration adds the shared times of the implicit (path) tags, so
//   revalidatePath on another instance counts too;
// - updateTags records the invalidation locally and shares it.
// Interface: node_modules/next/dist/server/lib/cache-handlers/types.d.ts (checked: tsconfig.server.json).
import * as defaultHandlerModule from "next/dist/server/lib/cache-handlers/default.js";
import { currentRequestScope } from "./request-scope.mjs";
import { invalidatedSinceStored, noteStored, recordInvalidated } from "./invalidations.mjs";
import { ensureFreshFor, isExpired, isStale, latestExpiration, recordInvalidation } from "./shared-tags.mjs";

/** The module is CommonJS: Node gives its exports as `default`, a transpiler (the tests') as the namespace itself. */
const { createDefaultCacheHandler } = /** @type {typeof defaultHandlerModule} */ (
  /** @type {any} */ (defaultHandlerModule).default ?? defaultHandlerModule
);
/**
 * The in-memory "use cache" store's bound: 8 MB, not Next's default 50 (cacheMaxMemorySize). What it
 * holds that is read again is small and hot (settings, page texts, listings whose pages this server
 * keeps anyway), and the least recently read goes first; what fills it is a search listing per new
 * term, never read again. At 100,000 products a stream of new search terms filled 50 MB, and the
 * server's peak RSS was 449–451 MB with 50 and 427–433 MB with 8, at the same CPU per answer
 * (docs/performance.md, "The 'use cache' store's size").
 */
const MAX_BYTES = 8 * 1024 * 1024;
const local = createDefaultCacheHandler(MAX_BYTES);

/** @param {string} key */
const noteKey = (key) => `data:${key}`;

/** @type {import("next/dist/server/lib/cache-handlers/types.js").CacheHandler} */
const handler = {
  async get(cacheKey, softTags) {
    const entry = await local.get(cacheKey, softTags);
    if (!entry) return undefined;
    if (invalidatedSinceStored(noteKey(cacheKey), entry.tags)) return undefined;
    if (isExpired(entry.tags, entry.timestamp)) return undefined;
    if (isStale(entry.tags, entry.timestamp)) return { ...entry, revalidate: -1 };
    return entry;
  },

  set(cacheKey, pendingEntry) {
    noteStored(noteKey(cacheKey));
    return local.set(cacheKey, pendingEntry);
  },

  async refreshTags() {
    // Shares the request's check with its page-cache reads (a page with a
    // dynamic part has read the page cache first).
    await Promise.all([local.refreshTags(), ensureFreshFor(currentRequestScope())]);
  },

  async getExpiration(tags) {
    const own = await local.getExpiration(tags);
    return Math.max(own, latestExpiration(tags));
  },

  async updateTags(tags, durations) {
    recordInvalidated(tags, durations);
    await Promise.all([local.updateTags(tags, durations), recordInvalidation(tags, durations)]);
  },
};

export default handler;
