import { fileURLToPath } from "node:url";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";

/**
 * Security headers on every response. Pages are cached and shared by all
 * visitors, so the Content-Security-Policy cannot carry a per-request nonce;
 * it is allowlist-based instead: scripts only from this origin (plus Next's
 * inline bootstrap), no plugins, no framing, no foreign form targets. Images
 * may come from any https host because the admin sets image URLs.
 */
const https = /^https:\/\//.test(process.env.NEXTAUTH_URL || process.env.SITE_URL || "");
const dev = process.env.NODE_ENV !== "production";

const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  `connect-src 'self'${dev ? " ws: wss:" : ""}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "manifest-src 'self'",
  ...(https ? ["upgrade-insecure-requests"] : []),
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ...(https ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }] : []),
];

/**
 * Several instances (README "Several instances"): with REDIS_URL set, the
 * running server checks its cached pages and "use cache" data against tag
 * invalidations shared through Redis, so an admin change made on one instance
 * shows on every instance's next request. Entries themselves stay per instance
 * (memory and its own NEXT_DIST_DIR). Without REDIS_URL nothing changes: Next's
 * default handlers. The build never uses them, so one build serves either way.
 */
const sharedCacheHandlers = (process.env.REDIS_URL || "").trim()
  ? {
      cacheHandler: fileURLToPath(new URL("./src/server/cache-handlers/incremental-cache.mjs", import.meta.url)),
      cacheHandlers: { default: fileURLToPath(new URL("./src/server/cache-handlers/use-cache.mjs", import.meta.url)) },
    }
  : {};

/** @type {import('next').NextConfig} */
const nextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Each build/test server may keep its own output folder (see STACK-NOTES: two
  // servers must not share one .next).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

/** @param {string} phase */
export default function config(phase) {
  return phase === PHASE_PRODUCTION_BUILD ? nextConfig : { ...nextConfig, ...sharedCacheHandlers };
}
