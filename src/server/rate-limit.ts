import "server-only";
import Redis from "ioredis";
import { env } from "@/env";

/**
 * Fixed-window counters. One instance keeps them in memory; with REDIS_URL set
 * every instance shares them through Redis (INCR + PEXPIRE), so a limit holds
 * across instances (keys under REDIS_PREFIX). If Redis is unreachable the limit
 * falls back to memory for that call rather than failing the request.
 */
export interface Limit {
  /** counter namespace, e.g. "contact" */
  name: string;
  max: number;
  windowMs: number;
}

export interface LimitState {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

const memory = new Map<string, { count: number; resetAt: number }>();

function memoryHit(key: string, windowMs: number, add: number): { count: number; resetAt: number } {
  const now = Date.now();
  let entry = memory.get(key);
  if (!entry || entry.resetAt <= now) {
    entry = { count: 0, resetAt: now + windowMs };
    memory.set(key, entry);
    if (memory.size > 50_000) for (const [k, v] of memory) if (v.resetAt <= now) memory.delete(k);
  }
  entry.count += add;
  return entry;
}

let redis: Redis | null | undefined;
function redisClient(): Redis | null {
  if (redis !== undefined) return redis;
  if (!env.REDIS_URL) return (redis = null);
  redis = new Redis(env.REDIS_URL, {
    keyPrefix: env.REDIS_PREFIX,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // A slow Redis must not hold requests: after this the call falls back to memory.
    commandTimeout: 1_000,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  redis.on("error", (e) => console.warn(`rate limit: Redis error (${e.message}); using memory counters meanwhile`));
  return redis;
}

/**
 * Whether Redis can take the call. Right after start the connection is still
 * being made: wait for it (briefly) so the first requests count in Redis too,
 * not in this instance's memory where the other instances cannot see them.
 */
let firstConnect: Promise<void> | undefined;
async function usable(client: Redis): Promise<boolean> {
  if (client.status === "wait" || client.status === "connecting" || client.status === "connect") {
    firstConnect ??= new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      client.once("ready", () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await firstConnect;
  }
  return client.status === "ready";
}

async function hit(limit: Limit, id: string, add: number): Promise<LimitState> {
  const key = `rl:${limit.name}:${id}`;
  const client = redisClient();
  if (client && (await usable(client))) {
    try {
      const res = await client.multi().incrby(key, add).pexpire(key, limit.windowMs, "NX").pttl(key).exec();
      const count = Number(res?.[0]?.[1] ?? 0);
      const ttl = Number(res?.[2]?.[1] ?? limit.windowMs);
      return { allowed: count <= limit.max, count, retryAfterSeconds: Math.ceil(Math.max(ttl, 0) / 1000) };
    } catch (e) {
      console.warn(`rate limit: Redis failed (${e instanceof Error ? e.message : e}); using memory`);
    }
  }
  const entry = memoryHit(key, limit.windowMs, add);
  return { allowed: entry.count <= limit.max, count: entry.count, retryAfterSeconds: Math.ceil((entry.resetAt - Date.now()) / 1000) };
}

/** Counts one event and tells whether it is within the limit. */
export function consume(limit: Limit, id: string): Promise<LimitState> {
  return hit(limit, id, 1);
}

/** Tells the current state without counting. */
export function peek(limit: Limit, id: string): Promise<LimitState> {
  return hit(limit, id, 0);
}

export async function reset(limit: Limit, id: string): Promise<void> {
  const key = `rl:${limit.name}:${id}`;
  memory.delete(key);
  const client = redisClient();
  if (client && (await usable(client))) await client.del(key).catch(() => {});
}

/** The documented limits (README "Limits"). */
export const LIMITS = {
  /** Public contact form: 5 messages per client per 10 minutes. */
  contact: { name: "contact", max: 5, windowMs: 10 * 60_000 },
  /** Quote requests: 10 per client per hour. */
  quote: { name: "quote", max: 10, windowMs: 60 * 60_000 },
  /** Failed logins per client address: 20 per 15 minutes. */
  loginClient: { name: "login-ip", max: 20, windowMs: 15 * 60_000 },
  /** Failed logins per username (whether or not it exists): 10 per 15 minutes. */
  loginUser: { name: "login-user", max: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;
