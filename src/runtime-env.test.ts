import path from "node:path";
import { isHttpsSite, runtimeEnv } from "./runtime-env.mjs";

test.each([
  [{ SITE_URL: "https://shop.example.com" }, true],
  [{ NEXTAUTH_URL: "https://shop.example.com" }, true],
  [{ SITE_URL: "https://shop.example.com", NEXTAUTH_URL: "http://localhost:3000" }, true],
  [{ SITE_URL: " HTTPS://shop.example.com " }, true],
  [{ SITE_URL: "http://localhost:3000", NEXTAUTH_URL: "http://localhost:3000" }, false],
  [{ SITE_URL: "", NEXTAUTH_URL: "" }, false],
  [{}, false],
])("the site is https for %j: %s", (vars, https) => {
  expect(isHttpsSite(vars)).toBe(https);
});

test("runtimeEnv reads the server's settings with their defaults", () => {
  expect(runtimeEnv({})).toEqual({
    port: 3000,
    host: "0.0.0.0",
    databaseUrl: `file:${path.resolve("data", "app.db")}`,
    trustProxy: 0,
    logLevel: "info",
    metricsToken: "",
    distDir: ".next",
    production: false,
    building: false,
    https: false,
    redisUrl: "",
    redisPrefix: "storefront:",
    cacheTagsMaxAgeMs: 0,
    renderConcurrency: 4,
    serverExecArgv: ["--max-old-space-size=256", "--max-semi-space-size=4"],
    serverProcessEnv: { MALLOC_MMAP_THRESHOLD_: "131072" },
    buildInputs: "|||",
  });
  const set = runtimeEnv({
    PORT: "4000",
    HOST: "127.0.0.1",
    NEXT_DIST_DIR: ".next-b",
    NODE_ENV: "production",
    REDIS_URL: " redis://r:6379 ",
    REDIS_PREFIX: "shop:",
    CACHE_TAGS_MAX_AGE_MS: "250",
    SITE_URL: "https://shop.example.com",
    DATA_DIR: "/srv/data",
  });
  expect(set).toMatchObject({
    port: 4000,
    host: "127.0.0.1",
    distDir: ".next-b",
    production: true,
    https: true,
    redisUrl: "redis://r:6379",
    redisPrefix: "shop:",
    cacheTagsMaxAgeMs: 250,
  });
  expect(set.buildInputs).toBe("|/srv/data|https://shop.example.com|");
  expect(set.databaseUrl).toBe("file:/srv/data/app.db");
  expect(runtimeEnv({ DATABASE_URL: " postgresql://db/shop " }).databaseUrl).toBe("postgresql://db/shop");
  expect([runtimeEnv({ TRUST_PROXY: "true" }).trustProxy, runtimeEnv({ TRUST_PROXY: "2" }).trustProxy]).toEqual([1, 2]);
  expect([runtimeEnv({ LOG_LEVEL: "DEBUG" }).logLevel, runtimeEnv({ LOG_LEVEL: "loud" }).logLevel]).toEqual(["debug", "info"]);
  expect(runtimeEnv({ METRICS_TOKEN: " secret-token-0123456789 " }).metricsToken).toBe("secret-token-0123456789");
  expect(runtimeEnv({ CACHE_TAGS_MAX_AGE_MS: "soon" }).cacheTagsMaxAgeMs).toBe(0);
  expect(runtimeEnv({ RENDER_CONCURRENCY: "8" }).renderConcurrency).toBe(8);
  expect(runtimeEnv({ RENDER_CONCURRENCY: "0" }).renderConcurrency).toBe(4);
  expect(runtimeEnv({ SERVER_HEAP_MB: "256" }).serverExecArgv).toEqual(["--max-old-space-size=256", "--max-semi-space-size=4"]);
  expect(runtimeEnv({ SERVER_HEAP_MB: "12" }).serverExecArgv).toEqual([]);
  expect(runtimeEnv({ SERVER_HEAP_MB: "0" }).serverExecArgv).toEqual([]);
  expect(runtimeEnv({ SERVER_HEAP_MB: "" }).serverExecArgv).toEqual(["--max-old-space-size=256", "--max-semi-space-size=4"]);
  expect(runtimeEnv({ SERVER_HEAP_MB: "512" }).serverExecArgv).toEqual(["--max-old-space-size=512", "--max-semi-space-size=4"]);
  expect(runtimeEnv({ MALLOC_MMAP_THRESHOLD_: "65536" }).serverProcessEnv).toEqual({ MALLOC_MMAP_THRESHOLD_: "65536" });
});
