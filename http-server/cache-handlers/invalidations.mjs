// @ts-check
// This instance's own tag invalidations, ordered by a counter instead of a clock.
//
// Next 16 decides whether a cached page or "use cache" entry predates an
// invalidation by comparing times from two clocks: its page cache stamps
// entries and its revalidateTag writes the tags manifest with Date.now(), its
// "use cache" handler writes the same manifest with performance.timeOrigin +
// performance.now(), and the expiry check requires the invalidation time to
// be at or before the latter. The two clocks drift apart in a long-running
// process (measured here: about 1.5 ms a minute, Date.now() pulling ahead).
// Once Date.now() is ahead by more than the time between a change and the
// next request, that request is answered from the entry the change should have
// dropped, and the server's own page cache then keeps the stale page.
//
// So the handlers (./incremental-cache.mjs, ./use-cache.mjs) also note, for
// every entry they store, how many invalidations this instance had made, and
// give no entry whose tags were invalidated after that. No clock is read.
// Invalidations from other instances (./shared-tags.mjs) keep their times:
// those come from other machines' clocks anyway.

const STATE = Symbol.for("storefront.cache-invalidations");
/** Entries noted at most; past that the notes start again (an entry without one counts as older than every invalidation). */
const MAX_NOTED = 20_000;

/**
 * @typedef {{ count: number, tags: Map<string, number>, stored: Map<string, number> }} State
 * `count` invalidations made so far; `tags` a tag's count at its last invalidation;
 * `stored` an entry's count when it was stored, by handler-qualified key.
 */
const slots = /** @type {{ [STATE]?: State }} */ (/** @type {unknown} */ (globalThis));
// Next loads each handler module on its own; the record is one per process.
const state = (slots[STATE] ??= { count: 0, tags: new Map(), stored: new Map() });

/**
 * An invalidation with immediate effect (revalidateTag with `expire: 0`, or no
 * durations). One that only marks entries stale (an `expire` in the future)
 * keeps them servable, as Next does, and is not recorded.
 * @param {string[]} tags
 * @param {{ expire?: number }} [durations]
 */
export function recordInvalidated(tags, durations) {
  if (tags.length === 0) return;
  if (durations && !(durations.expire !== undefined && durations.expire <= 0)) return;
  state.count += 1;
  for (const tag of tags) state.tags.set(tag, state.count);
}

/**
 * Notes that the entry `key` is stored now. A "use cache" entry is noted when
 * its fill begins; a page when its render has ended, so a render that read the
 * data just before a change and is stored just after it counts as newer: the
 * app invalidates once more two seconds after each change for that
 * (src/server/cache.ts).
 * @param {string} key
 */
export function noteStored(key) {
  if (state.stored.size >= MAX_NOTED && !state.stored.has(key)) state.stored.clear();
  state.stored.set(key, state.count);
}

/**
 * True when one of `tags` was invalidated after the entry `key` was stored (or
 * at all, for an entry this process did not store: the build's pages, or an
 * entry whose note was dropped).
 * @param {string} key
 * @param {readonly string[]} tags
 */
export function invalidatedSinceStored(key, tags) {
  if (state.tags.size === 0) return false;
  const stored = state.stored.get(key) ?? 0;
  for (const tag of tags) if ((state.tags.get(tag) ?? 0) > stored) return true;
  return false;
}
