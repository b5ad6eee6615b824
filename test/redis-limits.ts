/**
 * Imported first by a test file, before any app module reads its settings:
 * points the rate limits at a Redis with a key prefix of this run's own, and
 * deletes that run's keys afterwards.
 */
import { randomBytes } from "node:crypto";
import Redis from "ioredis";

export const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
export const PREFIX = `test-rl-${process.pid}-${randomBytes(4).toString("hex")}:`;

process.env.REDIS_URL = REDIS_URL;
process.env.REDIS_PREFIX = PREFIX;

/** A client of its own, to look at what the app wrote. */
export function inspector(): Redis {
  return new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
}

export async function deleteRunKeys(client: Redis): Promise<void> {
  let cursor = "0";
  do {
    const [next, keys] = await client.scan(cursor, "MATCH", `${PREFIX}*`, "COUNT", 1000);
    if (keys.length) await client.del(...keys);
    cursor = next;
  } while (cursor !== "0");
}
