/**
 * Throttling with the limit counters in a real Redis (REDIS_URL), as several
 * instances share them: the same behaviour, and the counts are in Redis.
 */
import { deleteRunKeys, inspector, PREFIX } from "../redis-limits";
import { disconnectRateLimitStore } from "@/server/rate-limit";
import { throttlingSuite } from "../throttling-suite";

const redis = inspector();

throttlingSuite();

test("the counts are kept in Redis, under this run's prefix", async () => {
  expect(await redis.get(`${PREFIX}rl:login-ip:10.61.0.1`)).toBe("61");
  expect(await redis.get(`${PREFIX}rl:contact:10.66.0.1`)).toBe("6");
});

afterAll(async () => {
  await disconnectRateLimitStore();
  await deleteRunKeys(redis);
  redis.disconnect();
});
