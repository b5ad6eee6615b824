// @ts-check
// The settings read by the code that runs before, or beside, the app's own
// modules: the HTTP server (http-server/index.mjs), the start script,
// next.config.mjs and the cache handlers Next loads from it. They are plain
// JavaScript that Node runs without a build, so they cannot import
// src/env.ts; they import this instead, and src/env.ts takes what it shares
// with them (https) from here too. Nothing else reads process.env (lint).
// A function, not a constant: the server loads .env first, then reads.
import path from "node:path";

/**
 * True when the site's public address is https: SITE_URL or NEXTAUTH_URL
 * starts with https://. Either is enough, so a site whose address is https
 * never gets cookies without the Secure flag.
 * @param {{ SITE_URL?: string, NEXTAUTH_URL?: string }} vars
 */
export function isHttpsSite(vars) {
  return [vars.SITE_URL, vars.NEXTAUTH_URL].some((url) => /^\s*https:\/\//i.test(url ?? ""));
}

/**
 * The server's heap limit unless SERVER_HEAP_MB says otherwise. Without a
 * limit V8 lets the heap grow with the load (700 MB of RSS at peak under the
 * serving bench's load at 100,000 products); with 256 MB it stayed under 360
 * MB at the same rates, and an import of 50,000 rows into that catalogue went
 * through (469 MB of RSS at its peak).
 */
const DEFAULT_HEAP_MB = 256;

/**
 * With a heap limit, the young generation's semi-spaces are held to 4 MB (V8's
 * own bound on 64-bit is 16). A server answering new search terms at 32
 * connections keeps the renders in flight alive across each scavenge, and a
 * larger nursery was simply more resident memory: at 100,000 products, four
 * alternating pairs of runs put the peak RSS at 407, 410, 404, 371 MB against
 * 432, 429, 430, 441, at the same CPU per answer within the runs' noise
 * (51.8 against 50.0 ms a new search page, 7.7 against 7.5 a new search API
 * answer; docs/performance.md).
 */
const SEMI_SPACE_MB = 4;

/** pino's levels; src/env.ts validates LOG_LEVEL against the same list. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/**
 * @param {Record<string, string | undefined>} [vars] the environment (process.env unless a test gives another)
 */
export function runtimeEnv(vars = process.env) {
  const dataDir = path.resolve(vars.DATA_DIR || "data");
  const databaseUrl = (vars.DATABASE_URL || "").trim() || `file:${path.join(dataDir, "app.db")}`;
  const trust = (vars.TRUST_PROXY || "false").trim().toLowerCase();
  const level = (vars.LOG_LEVEL || "").trim().toLowerCase();
  const maxAge = Number(vars.CACHE_TAGS_MAX_AGE_MS || 0);
  const renders = Number(vars.RENDER_CONCURRENCY || 4);
  const heap = (vars.SERVER_HEAP_MB ?? "").trim() === "" ? DEFAULT_HEAP_MB : Number(vars.SERVER_HEAP_MB);
  return {
    /** PORT (3000) and HOST ("0.0.0.0"): where the server listens. */
    port: Number(vars.PORT || 3000),
    host: vars.HOST || "0.0.0.0",
    /** DATABASE_URL (SQLite DATA_DIR/app.db unless set): the server's readiness check queries it (http-server/readiness.mjs). */
    databaseUrl,
    /** TRUST_PROXY as src/env.ts reads it (true is 1): a proxy's X-Request-Id is kept. */
    trustProxy: trust === "true" ? 1 : /^\d+$/.test(trust) ? Number(trust) : 0,
    /** LOG_LEVEL (info): the least severe log lines written (src/server/logger.mjs). */
    logLevel: LOG_LEVELS.includes(level) ? level : "info",
    /** METRICS_TOKEN ("" without: no /metrics): the bearer token GET /metrics asks for. */
    metricsToken: (vars.METRICS_TOKEN || "").trim(),
    /** NEXT_DIST_DIR: the build's folder, one per server on a shared machine. */
    distDir: vars.NEXT_DIST_DIR || ".next",
    production: vars.NODE_ENV === "production",
    /** `next build` is running (NEXT_PHASE), where nothing connects to Redis. */
    building: vars.NEXT_PHASE === "phase-production-build",
    https: isHttpsSite(vars),
    /** REDIS_URL ("" without): several instances share rate limits and cache invalidations. */
    redisUrl: (vars.REDIS_URL || "").trim(),
    redisPrefix: (vars.REDIS_PREFIX ?? "storefront:").trim(),
    /** CACHE_TAGS_MAX_AGE_MS: how long an instance may reuse its last check of the shared invalidations (0: check per request). */
    cacheTagsMaxAgeMs: Number.isFinite(maxAge) && maxAge > 0 ? maxAge : 0,
    /** RENDER_CONCURRENCY (4): pages the server renders at once; more wait their turn. */
    renderConcurrency: Number.isInteger(renders) && renders > 0 ? renders : 4,
    /** SERVER_HEAP_MB (DEFAULT_HEAP_MB unless set; 0: Node's own limits): the server's JavaScript heap, as Node flags for its process. */
    serverExecArgv: Number.isInteger(heap) && heap >= 64 ? [`--max-old-space-size=${heap}`, `--max-semi-space-size=${SEMI_SPACE_MB}`] : [],
    /**
     * What npm start adds to the server's environment. MALLOC_MMAP_THRESHOLD_
     * (131072 unless set): glibc gives every allocation of 128 KB or more (a
     * page's bytes, an answer in flight) its own mapping, returned to the
     * system when freed. By default glibc raises that threshold as such blocks
     * are freed, up to 32 MB, and then keeps them in its heap, where the holes
     * they leave stay resident: 50 MB of the server's RSS under the serving
     * bench's load at 100,000 products, at the same rates. Other C libraries
     * ignore it.
     */
    serverProcessEnv: { MALLOC_MMAP_THRESHOLD_: vars.MALLOC_MMAP_THRESHOLD_ || "131072" },
    /** What a build is made from besides the sources: start.mjs builds again when it changes. */
    buildInputs: [vars.DATABASE_URL, vars.DATA_DIR, vars.SITE_URL, vars.NEXTAUTH_URL].map((v) => v || "").join("|"),
  };
}
