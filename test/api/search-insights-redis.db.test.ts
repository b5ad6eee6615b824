/**
 * Search insights with several instances: with REDIS_URL the "this client
 * searched this term today" marks are kept in Redis, so a client flooding a
 * term through every instance still counts once.
 */
import { deleteRunKeys, inspector, PREFIX } from "../redis-limits";
import { GET as searchRoute } from "@/app/api/products/search/route";
import { db } from "@/server/db/client";
import { settleNotifications } from "@/server/mail/notify";
import { disconnectRateLimitStore, sharedRedis } from "@/server/rate-limit";
import { call } from "../api";
import { useTestDatabase } from "../db";

useTestDatabase();
const redis = inspector();

const search = (q: string, ip: string) =>
  call(searchRoute, "GET", "/api/products/search", { query: { q }, headers: { "x-forwarded-for": ip } });

/**
 * The first search loads the search's code and the catalogue index while the
 * Redis client connects; on a busy CI machine that once held the thread past
 * the client's 2 s connect timeout, so the marks went to memory meanwhile (as
 * designed) and none reached Redis. One search first; then the marks and the
 * log start clean, with the connection up.
 */
beforeAll(async () => {
  await search("warm up", "192.0.2.1");
  await settleNotifications();
  const until = Date.now() + 15_000;
  while ((await sharedRedis()) === "down" && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  await deleteRunKeys(redis);
  await db.searchLog.deleteMany();
});

afterAll(async () => {
  await disconnectRateLimitStore();
  await deleteRunKeys(redis);
  redis.disconnect();
});

test("150 searches by one client count once, three clients three; the marks are in Redis until the day ends, hashed", async () => {
  for (let i = 0; i < 150; i++) await search("redis flood", "203.0.113.30");
  for (const ip of ["198.51.100.31", "198.51.100.32", "198.51.100.33"]) for (let i = 0; i < 20; i++) await search("redis three", ip);
  await settleNotifications();
  const rows = await db.searchLog.findMany({ orderBy: { query: "asc" } });
  expect(rows.map(({ query, searches }) => ({ query, searches }))).toEqual([
    { query: "redis flood", searches: 1 },
    { query: "redis three", searches: 3 },
  ]);

  const keys = (await redis.keys(`${PREFIX}seen:search:*`)).sort();
  expect(keys).toHaveLength(4);
  expect(keys.join(" ")).not.toMatch(/203\.0\.113|redis flood/);
  const ttl = await redis.pttl(keys[0]);
  const endOfDay = Date.parse(new Date().toISOString().slice(0, 10) + "T00:00:00Z") + 86_400_000 - Date.now();
  expect(ttl).toBeGreaterThan(0);
  expect(ttl).toBeLessThanOrEqual(endOfDay + 1000);

  // Another instance (its memory knows nothing of these searches) finds the mark in Redis.
  const local = (globalThis as unknown as Record<symbol, { seen: Map<string, true> }>)[Symbol.for("storefront.searchLog")];
  expect(local.seen.size).toBe(0);
});
