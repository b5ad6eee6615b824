// @ts-check
// At most a few page renders at once; the rest wait their turn, first come,
// first served. A render holds memory until its answer is sent: the React
// tree, the RSC payload, and the whole page, which the server keeps until
// complete for its script policy (page-csp.mjs). Under a burst of pages that
// are not cached (search results, admin screens), memory grew with the number
// of renders in flight (RSS 290 MB idle, 685 MB under 32 connections on the
// search page), while two cores finish them no sooner when more run at once.

/**
 * @param {number} limit how many renders may run at once
 */
export function renderSlots(limit) {
  let active = 0;
  /** @type {(() => void)[]} */
  const waiting = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  return {
    /**
     * Runs `render` when a slot is free; the slot is held until `res` closes
     * (sent, or the client gone). A client that left while waiting is not rendered for.
     * @param {import("node:http").ServerResponse} res
     * @param {() => Promise<unknown>} render
     */
    async run(res, render) {
      if (active < limit) active++;
      else await new Promise((resolve) => waiting.push(() => resolve(undefined)));
      if (res.destroyed) return release();
      let held = true;
      res.once("close", () => {
        if (!held) return;
        held = false;
        release();
      });
      return render();
    },
    /** Renders running and waiting (tests, diagnostics). */
    get usage() {
      return { active, waiting: waiting.length };
    },
  };
}

/**
 * One render per address at a time, for pages the server keeps per address
 * (a search results page): a request that comes while the same address is
 * being rendered for another waits for that render to end, then is answered
 * from the page it kept, instead of rendering it again. Without this, a kept
 * search page that expired under load, or a link to one search followed by
 * many at once, was rendered by every request that arrived meanwhile (p99
 * 357–635 ms at 32 connections in the full bench).
 * @param {{ maxWaitMs?: number }} [options] how long a request waits at most before rendering itself
 */
export function oneRenderPerAddress({ maxWaitMs = 10_000 } = {}) {
  /** @type {Map<string, Promise<void>>} */
  const underway = new Map();
  return {
    /**
     * Resolves true once the render under way for `address` has ended (or
     * after maxWaitMs): try the kept page then. Resolves false at once when
     * none is under way: the caller renders, and the address is marked as
     * being rendered until `res` closes.
     * @param {string} address
     * @param {import("node:http").ServerResponse} res
     */
    async waitForRender(address, res) {
      const underwayRender = underway.get(address);
      if (underwayRender) {
        /** @type {NodeJS.Timeout | undefined} */
        let timer;
        await Promise.race([underwayRender, new Promise((resolve) => (timer = setTimeout(resolve, maxWaitMs)))]);
        clearTimeout(timer);
        return true;
      }
      /** @type {Promise<void>} */
      const done = new Promise((resolve) => res.once("close", () => resolve()));
      underway.set(address, done);
      void done.then(() => {
        if (underway.get(address) === done) underway.delete(address);
      });
      return false;
    },
    /** Addresses being rendered (tests, diagnostics). */
    get underway() {
      return underway.size;
    },
  };
}

/**
 * Whether a request is for a page Next renders (not the API, its static files or an uploaded image).
 * @param {import("node:http").IncomingMessage} req
 */
export function isPageRequest(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = req.url ?? "/";
  return !path.startsWith("/api/") && !path.startsWith("/_next/") && !path.startsWith("/uploads/");
}
