import "server-only";
import { randomUUID } from "node:crypto";
import { sharedRedis } from "@/server/rate-limit";

/**
 * The instances serving the site, as Redis has seen them: each writes its
 * heartbeat (a sorted set of instance ids by last beat) every
 * HEARTBEAT_MS; one whose last beat is older than SEEN_WITHIN_MS has stopped.
 */
export const HEARTBEAT_MS = 10_000;
export const SEEN_WITHIN_MS = 30_000;
const KEY = "instances";
const id = randomUUID();

export async function beat(): Promise<void> {
  const client = await sharedRedis();
  if (typeof client === "string") return;
  await client.zadd(KEY, Date.now(), id);
}

/** How many instances beat within SEEN_WITHIN_MS; "none" without Redis, "down" while it is unreachable. */
export async function instancesSeen(): Promise<number | "none" | "down"> {
  const client = await sharedRedis();
  if (typeof client === "string") return client;
  try {
    await client.zremrangebyscore(KEY, "-inf", Date.now() - SEEN_WITHIN_MS);
    return await client.zcard(KEY);
  } catch {
    return "down";
  }
}
