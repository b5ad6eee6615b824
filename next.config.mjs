import { fileURLToPath } from "node:url";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { securityHeaders as securityHeaderList } from "./http-server/security-headers.mjs";
import { runtimeEnv } from "./src/runtime-env.mjs";

const settings = runtimeEnv();

/**
 * Security headers on every response (http-server/security-headers.mjs).
 * Pages are cached and shared by all visitors, so the Content-Security-Policy
 * cannot be rendered with a per-request nonce: http-server/index.mjs replaces
 * this policy on each HTML page as it is sent, with a fresh nonce that only the
 * page's framework scripts carry; every other answer keeps this one (scripts
 * from this origin only).
 */
const securityHeaders = securityHeaderList({ dev: !settings.production, https: settings.https });

/**
 * Cache handlers: Next's own, extended (http-server/cache-handlers/). Every
 * cached page and "use cache" entry is checked against this instance's tag
 * invalidations by count, since Next's own check compares two clocks that
 * drift apart (invalidations.mjs). With REDIS_URL set (several instances,
 * README "Several instances") they also check the tag invalidations shared
 * through Redis, so an admin change made on one instance shows on every
 * instance's next request. Entries themselves stay per instance (memory and
 * its own NEXT_DIST_DIR).
 */
const cacheHandlers = {
  cacheHandler: fileURLToPath(new URL("./http-server/cache-handlers/incremental-cache.mjs", import.meta.url)),
  cacheHandlers: { default: fileURLToPath(new URL("./http-server/cache-handlers/use-cache.mjs", import.meta.url)) },
};

/** @type {import('next').NextConfig} */
const nextConfig = {
  cacheComponents: true,
  // Unmatched addresses render src/app/global-not-found.tsx, so the storefront and the admin can be
  // separate root layouts (ADR 30). Still behind a flag in Next 16.
  experimental: { globalNotFound: true },
  // Off for the app, on for each shared page (their `prefetch = "partial"`): a page rendered per request then
  // skips the second, runtime-prefetch render Next embeds in it (ADR 24).
  partialPrefetching: false,
  poweredByHeader: false,
  // http-server/index.mjs compresses, after it has added the page's script nonce.
  compress: false,
  // http-server/index.mjs sets HTML pages' ETags (and answers their 304s) from a
  // hash it makes once per page version; Next's hashes every answer in JavaScript.
  generateEtags: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // prom-client: the server and the app count into one registry (src/server/metrics.mjs).
  serverExternalPackages: ["prom-client"],
  // Each build/test server may keep its own output folder: two
  // servers sharing one .next fight over its page cache on disk.
  distDir: settings.distDir,
  async redirects() {
    // The search lives at /search?q=… (ADR 5). The old /products?search=…
    // (old links, bookmarks) moves there for good, its query carried along.
    return [{ source: "/products", has: [{ type: "query", key: "search" }], destination: "/search", permanent: true }];
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // A buyer's private quote page is reachable only through its link: never indexed, never stored.
      { source: "/quotes/:token*", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
    ];
  },
};

/** @param {string} phase */
export default function config(phase) {
  return phase === PHASE_PRODUCTION_BUILD ? nextConfig : { ...nextConfig, ...cacheHandlers };
}
