import "server-only";
import { createHash } from "node:crypto";
import Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/env";
import { logger } from "@/server/logger.mjs";
import { metrics } from "@/server/metrics.mjs";

/**
 * The limits of docs/security.md ("Limits"), counted by rate-limiter-flexible: in this
 * process's memory, or with REDIS_URL in Redis (keys under REDIS_PREFIX) so
 * every instance shares them. Each count is an atomic increment, so requests
 * arriving together cannot all slip under a limit. While Redis is unreachable
 * or slow, each limit is counted in memory instead (the library's insurance
 * limiter) rather than failing the request or dropping the limit.
 */
export interface Limit {
  /** counter namespace, e.g. "contact" */
  name: string;
  max: number;
  windowMs: number;
  /** The key is a secret or personal (a session, an e-mail address): only its hash is stored. */
  hashKey?: boolean;
}

export interface LimitState {
  allowed: boolean;
  retryAfterSeconds: number;
}

export const LIMITS = {
  /** Public contact form: 5 messages per client per 10 minutes. */
  contact: { name: "contact", max: 5, windowMs: 10 * 60_000 },
  /** Quote requests: 10 per client per hour. */
  quote: { name: "quote", max: 10, windowMs: 60 * 60_000 },
  /** Answers on private quote pages (accept, decline, messages): 20 per client per 10 minutes. */
  quoteAnswer: { name: "quote-answer", max: 20, windowMs: 10 * 60_000 },
  /** Login attempts per client address (a successful one is given back): 20 per 15 minutes. */
  loginClient: { name: "login-ip", max: 20, windowMs: 15 * 60_000 },
  /**
   * Login attempts per username and client address (cleared by a successful one):
   * 10 per 15 minutes. Never per username alone, or anyone could lock the admin out.
   */
  loginPair: { name: "login-user-ip", max: 10, windowMs: 15 * 60_000 },
  /** Current-password checks per admin session (a right one is given back): 10 per 15 minutes. */
  passwordCheck: { name: "password-check", max: 10, windowMs: 15 * 60_000, hashKey: true },
  /** Quick-order lists matched (each up to 500 lines against the whole catalogue): 30 per client per 10 minutes. */
  quickOrder: { name: "quick-order", max: 30, windowMs: 10 * 60_000 },
  /** Buyer confirmations of quote requests per recipient address: 3 per day. */
  confirmation: { name: "quote-confirmation", max: 3, windowMs: 24 * 60 * 60_000, hashKey: true },
  /** Sign-in links asked for, per address: 5 per hour (a mailbox is not flooded). */
  signInAddress: { name: "sign-in-address", max: 5, windowMs: 60 * 60_000, hashKey: true },
  /** Sign-in links asked for, per client: 20 per hour (one client cannot mail every address). */
  signInClient: { name: "sign-in-client", max: 20, windowMs: 60 * 60_000 },
  /** E-mail changes asked for, per new address: 5 per hour (as sign-in links: a mailbox is not flooded). */
  emailChangeAddress: { name: "email-change-address", max: 5, windowMs: 60 * 60_000, hashKey: true },
  /** E-mail changes asked for, per client: 20 per hour. */
  emailChangeClient: { name: "email-change-client", max: 20, windowMs: 60 * 60_000 },
  /** Requests with one API key, whichever its route: 600 a minute; each key counts on its own. */
  apiKey: { name: "api-key", max: 600, windowMs: 60_000 },
} satisfies Record<string, Limit>;

let redis: Redis | null | undefined;
let firstConnect: Promise<void> = Promise.resolve();

function redisClient(): Redis | null {
  if (redis !== undefined) return redis;
  if (!env.REDIS_URL) return (redis = null);
  const client = new Redis(env.REDIS_URL, {
    keyPrefix: env.REDIS_PREFIX,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // A slow Redis must not hold requests: after this the count goes to memory.
    commandTimeout: 1_000,
    // Unreachable Redis: fail at once (and count in memory) rather than queue.
    enableOfflineQueue: false,
    // After disconnect, ioredis holds the process this long for a socket that may already be gone.
    disconnectTimeout: 500,
  });
  let down = false;
  client.on("error", (e) => {
    if (!down) logger.warn({ reason: e.message }, "rate limit: Redis unavailable; counting in memory meanwhile");
    down = true;
  });
  client.on("ready", () => {
    if (down) logger.warn("rate limit: Redis is back; counting there again");
    down = false;
  });
  // Right after start the connection is still being made: the first requests
  // wait for it (briefly), so they are counted where the other instances see them.
  firstConnect = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2_000);
    client.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
    client.once("end", resolve);
  });
  return (redis = client);
}

const limiters = new Map<string, RateLimiterAbstract>();

async function limiterFor(limit: Limit): Promise<RateLimiterAbstract> {
  const client = redisClient();
  await firstConnect;
  let limiter = limiters.get(limit.name);
  if (!limiter) {
    const options = { keyPrefix: `rl:${limit.name}`, points: limit.max, duration: Math.ceil(limit.windowMs / 1000) };
    const memory = new RateLimiterMemory(options);
    limiter = client
      ? new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: memory, rejectIfRedisNotReady: true })
      : memory;
    limiters.set(limit.name, limiter);
  }
  return limiter;
}

const keyOf = (limit: Limit, key: string) => (limit.hashKey ? createHash("sha256").update(key).digest("base64url") : key);

/** Counts one event (atomically, whatever else is counted meanwhile) and tells whether it is within the limit. */
export async function consume(limit: Limit, key: string): Promise<LimitState> {
  const limiter = await limiterFor(limit);
  try {
    await limiter.consume(keyOf(limit, key));
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (e) {
    if (e instanceof RateLimiterRes) {
      metrics.rateLimitRefusals.inc({ limit: limit.name });
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) };
    }
    throw e;
  }
}

/** Gives back one counted event (one that turned out not to be what the limit is for). */
export async function giveBack(limit: Limit, key: string): Promise<void> {
  await (await limiterFor(limit)).reward(keyOf(limit, key));
}

/** Forgets the key's count. */
export async function reset(limit: Limit, key: string): Promise<void> {
  await (await limiterFor(limit)).delete(keyOf(limit, key));
}

/** Counts one buyer confirmation to this address; false once the day's allowance is used. */
export async function allowConfirmationTo(email: string): Promise<boolean> {
  return (await consume(LIMITS.confirmation, email.trim().toLowerCase())).allowed;
}

/**
 * Marks `key` as seen until `ttlMs` has passed; true when it was not seen yet.
 * In Redis when REDIS_URL is set (one atomic SET NX, so instances agree), else
 * null: the caller keeps its own record. Null too while Redis is unreachable.
 */
export async function firstSeenShared(key: string, ttlMs: number): Promise<boolean | null> {
  const client = redisClient();
  if (!client) return null;
  await firstConnect;
  if (client.status !== "ready") return null;
  try {
    return (await client.set(`seen:${key}`, "1", "PX", Math.max(1, Math.ceil(ttlMs)), "NX")) === "OK";
  } catch {
    return null;
  }
}

/**
 * The Redis connection (keys under REDIS_PREFIX) for other small shared records
 * (src/server/instances.ts): "none" without REDIS_URL, "down" while unreachable.
 */
export async function sharedRedis(): Promise<Redis | "none" | "down"> {
  const client = redisClient();
  if (!client) return "none";
  await firstConnect;
  return client.status === "ready" ? client : "down";
}

/** Closes the Redis connection (tests; a process that ends anyway need not). */
export async function disconnectRateLimitStore(): Promise<void> {
  const client = redis;
  redis = undefined;
  limiters.clear();
  if (client) await client.quit().catch(() => client.disconnect());
}
