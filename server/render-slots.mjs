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

/** Whether a request is for a page Next renders (not the API, its static files or an uploaded image). */
export function isPageRequest(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = req.url ?? "/";
  return !path.startsWith("/api/") && !path.startsWith("/_next/") && !path.startsWith("/uploads/");
}
