// @ts-check
// Most search terms and filter sets are asked once. Keeping each API answer
// as it went out copied it whole (twice) and held it long enough to reach
// V8's old generation, whose collections then stalled every answer: at
// 100,000 products the search API's p99 for a new term each request was
// 59-68 ms with every answer kept, 38-44 ms with only repeats kept. So the
// API answers' store asks this first, and keeps an address's answer from its
// second request on (a "doorkeeper" in front of the cache). Kept pages do not
// use it: requests for a search page being rendered wait for that one render
// and take the page it kept (render-slots.mjs, ADR 36).

/**
 * A doorkeeper remembering the last `max` addresses asked once, as 32-bit
 * FNV-1a hashes (a collision only keeps an answer one request early).
 * @param {number} max
 * @returns {(address: string) => boolean} whether the address was asked once lately (and is now let in); if not, it is remembered
 */
export function doorkeeper(max) {
  /** @type {Set<number>} oldest first */
  const askedOnce = new Set();
  return (address) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < address.length; i++) h = Math.imul(h ^ address.charCodeAt(i), 0x01000193);
    if (askedOnce.delete(h)) return true;
    if (askedOnce.size >= max) askedOnce.delete(/** @type {number} */ (askedOnce.values().next().value));
    askedOnce.add(h);
    return false;
  };
}
