// Cache-tag invalidations shared by several app instances through Redis.
//
// Each instance keeps its cache entries where Next keeps them (the "use cache"
// entries in memory, the pages in its own build folder). Only the tag
// invalidation times are shared: a Redis hash `<prefix>cache:tags` maps a tag
// to "<stale ms>:<expired ms>" (the same two times Next's own tags manifest
// keeps), and a counter `<prefix>cache:version` goes up with every change.
//
// - An invalidation (revalidateTag / revalidatePath) on any instance writes
//   the hash, bumps the counter and publishes it, in one Redis call.
// - Before it serves anything from its caches, an instance asks Redis for the
//   counter (one small call, shared by all requests that arrive while it is in
//   flight) and reloads the hash only when the counter moved. So a change made
//   through instance A is seen by instance B's very next request. With
//   CACHE_TAGS_MAX_AGE_MS > 0 a check is reused for that long instead, and the
//   pub/sub message keeps the instance current in the meantime.
// - Times learnt from another instance are moved forward to the moment this
//   instance learnt them, so a clock that runs ahead cannot make an entry
//   rendered before the change look newer than it.
// - Redis down or slow: a warning is logged once, the instance goes on with
//   its local cache behaviour (never an error page), its own invalidations are
//   queued and written when Redis is back, and it then reloads the hash.
//
// Loaded by Next as plain ESM (next.config.mjs `cacheHandler`/`cacheHandlers`),
// outside the app bundle, hence .mjs and its settings from src/runtime-env.mjs
// (src/env.ts's schema documents REDIS_URL, REDIS_PREFIX and CACHE_TAGS_MAX_AGE_MS).
// Inactive without REDIS_URL and during `next build`.
import { Redis } from "ioredis";
import { logger, runtimeEnv } from "../../src/http-bridge.mjs";

const STATE = Symbol.for("storefront.shared-cache-tags");

/**
 * The durations an invalidation may carry (Next's revalidateTag / updateTags): `expire` in seconds.
 * @typedef {{ expire?: number }} Durations
 */
/** A tag's times in this instance's clock (ms): marked stale at, expired at. */
/** @typedef {{ stale: number, expired: number | undefined }} TagTimes */
/**
 * The main client, with the two scripts above defined on it at run time (defineCommand).
 * @typedef {Redis & {
 *   storefrontReadTags(tagsKey: string, versionKey: string, version: string): Promise<unknown>,
 *   storefrontWriteTags(tagsKey: string, versionKey: string, ...args: string[]): Promise<unknown>,
 * }} TagsClient
 */
const LOG = "shared cache tags:";

/** Writes tags whose event is newer than the stored one; bumps and publishes the version when anything changed. */
const WRITE_SCRIPT = `
local changed = false
for i = 2, #ARGV, 3 do
  local tag, stale, expired = ARGV[i], ARGV[i + 1], ARGV[i + 2]
  local cur = redis.call('HGET', KEYS[1], tag)
  local curStale, curExpired = 0, ''
  if cur then
    local s, e = string.match(cur, '^(%d*):(%d*)$')
    curStale = tonumber(s) or 0
    curExpired = e or ''
  end
  if tonumber(stale) > curStale then
    if expired == '' then expired = curExpired end
    redis.call('HSET', KEYS[1], tag, stale .. ':' .. expired)
    changed = true
  end
end
if changed then
  local v = redis.call('INCR', KEYS[2])
  redis.call('PUBLISH', ARGV[1], tostring(v))
  return tostring(v)
end
return redis.call('GET', KEYS[2]) or '0'
`;

/** The version; and the whole hash too when the caller's version is not current. */
const READ_SCRIPT = `
local v = redis.call('GET', KEYS[2]) or '0'
if v == ARGV[1] then return {v} end
return {v, redis.call('HGETALL', KEYS[1])}
`;

function settings() {
  const env = runtimeEnv();
  return {
    enabled: Boolean(env.redisUrl) && !env.building,
    url: env.redisUrl,
    prefix: env.redisPrefix,
    maxAgeMs: env.cacheTagsMaxAgeMs,
    timeoutMs: 500,
  };
}

function createState() {
  const s = settings();
  return {
    ...s,
    keys: { tags: `${s.prefix}cache:tags`, version: `${s.prefix}cache:version`, channel: `${s.prefix}cache:invalidated` },
    /** @type {Map<string, TagTimes>} tag → { stale, expired? } in this instance's clock. */
    tags: new Map(),
    /** @type {Map<string, string>} tag → the raw "stale:expired" last seen in Redis (or written by this instance). */
    raw: new Map(),
    /** The version the local map reflects; null: never loaded (or to be reloaded in full). */
    version: /** @type {string | null} */ (null),
    loadedOnce: false,
    client: /** @type {TagsClient | null} */ (null),
    subscriber: /** @type {Redis | null} */ (null),
    inflight: /** @type {Promise<void> | null} */ (null),
    queued: /** @type {Promise<void> | null} */ (null),
    lastCheckStart: 0,
    /** @type {Map<string, [number, number | undefined]>} Own invalidations not yet written to Redis (tag → [stale, expired]). */
    unsent: new Map(),
    batch: /** @type {Promise<void> | null} */ (null),
    firstConnection: /** @type {Promise<void> | null} */ (null),
    announced: false,
    down: false,
  };
}

const global = /** @type {{ [STATE]?: ReturnType<typeof createState> }} */ (globalThis);
const state = (global[STATE] ??= createState());
const RESOLVED = Promise.resolve();

/** @param {string} reason */
function warnDown(reason) {
  if (state.down) return;
  state.down = true;
  logger.warn(
    `${LOG} Redis unavailable (${reason}); this instance serves its local cache and cannot see other instances' invalidations until it is back`,
  );
}

function markUp() {
  if (!state.down) return;
  state.down = false;
  logger.warn(`${LOG} Redis is back; reloading the shared invalidations`);
}

/** @param {string} url */
function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparsable URL)";
  }
}

function client() {
  if (!state.enabled) return null;
  if (state.client) return state.client;
  const c = /** @type {TagsClient} */ (
    new Redis(state.url, {
      lazyConnect: false,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      commandTimeout: state.timeoutMs,
      retryStrategy: (times) => Math.min(times * 200, 5_000),
    })
  );
  c.defineCommand("storefrontWriteTags", { numberOfKeys: 2, lua: WRITE_SCRIPT });
  c.defineCommand("storefrontReadTags", { numberOfKeys: 2, lua: READ_SCRIPT });
  c.on("error", (e) => warnDown(e.message));
  c.on("ready", () => {
    if (!state.announced) {
      state.announced = true;
      logger.info(
        `${LOG} on (Redis ${redact(state.url)}, keys ${state.prefix}cache:*${state.maxAgeMs ? `, checks reused for ${state.maxAgeMs} ms` : ""})`,
      );
    }
    markUp();
    // Whatever happened meanwhile: reload everything, then write what this instance could not send.
    state.version = null;
    flushUnsent();
  });
  state.client = c;
  subscribe();
  return c;
}

function subscribe() {
  const sub = new Redis(state.url, {
    lazyConnect: false,
    maxRetriesPerRequest: null,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  sub.on("error", () => {}); // reported by the main client
  sub.on("message", (_channel, version) => {
    if (version !== state.version) refresh().catch(() => {});
  });
  sub.subscribe(state.keys.channel).catch(() => {});
  state.subscriber = sub;
}

/** @param {string} value "<stale ms>:<expired ms>" */
function parseRaw(value) {
  const m = /^(\d*):(\d*)$/.exec(value);
  if (!m) return null;
  const stale = Number(m[1] || 0);
  const expired = m[2] === "" ? undefined : Number(m[2]);
  return { stale, expired };
}

/**
 * @param {string} version
 * @param {string[]} flat the hash as HGETALL gives it: tag, value, tag, value…
 */
function apply(version, flat) {
  const now = Date.now();
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const tag = flat[i];
    const value = flat[i + 1];
    if (state.raw.get(tag) === value) continue;
    const parsed = parseRaw(value);
    if (!parsed) continue;
    // Learnt now from another instance: count it from now in this instance's clock
    // (never earlier than stated). The first load after start takes the times as they are.
    const shift = state.loadedOnce ? Math.max(0, now - parsed.stale) : 0;
    const prev = state.tags.get(tag);
    const stale = Math.max(parsed.stale + shift, prev?.stale ?? 0);
    const expired = parsed.expired === undefined ? prev?.expired : parsed.expired + shift;
    state.tags.set(tag, { stale, expired });
    state.raw.set(tag, value);
  }
  state.version = version;
  state.loadedOnce = true;
}

/** One round trip: the version, and the hash when it moved. */
async function refresh() {
  const c = client();
  if (!c || c.status !== "ready") {
    if (c) warnDown(`connection ${c.status}`);
    return;
  }
  state.lastCheckStart = Date.now();
  try {
    const res = await c.storefrontReadTags(state.keys.tags, state.keys.version, state.version ?? "");
    markUp();
    if (Array.isArray(res) && res.length > 1) apply(String(res[0]), res[1]);
  } catch (e) {
    warnDown(e instanceof Error ? e.message : String(e));
  }
}

const FIRST_CONNECT = new Set(["wait", "connecting", "connect"]);

/** @param {Redis} c */
function firstConnection(c) {
  state.firstConnection ??= new Promise(
    /** @param {(value: void) => void} resolve */ (resolve) => {
      const done = () => {
        clearTimeout(timer);
        c.off("ready", done);
        c.off("error", fail);
        resolve();
      };
      const fail = (/** @type {Error | undefined} */ e) => {
        warnDown(e?.message ?? "connection failed");
        done();
      };
      const timer = setTimeout(() => fail(new Error("no connection within 2 s")), 2_000);
      c.once("ready", done);
      c.once("error", fail);
    },
  );
  return state.firstConnection;
}

/**
 * Brings the local map up to date with Redis before a cache read. Resolves
 * after a check that started no earlier than this call (concurrent callers
 * share one), or at once when Redis is not usable. Never rejects.
 * @returns {Promise<void>}
 */
export function ensureFresh() {
  if (!state.enabled) return RESOLVED;
  const c = client();
  if (!c) return RESOLVED;
  if (c.status !== "ready") {
    // Just started: wait (briefly) for the first connection rather than serve
    // build-time pages that another instance may have invalidated meanwhile.
    if (!state.loadedOnce && !state.down && FIRST_CONNECT.has(c.status)) return firstConnection(c).then(ensureFresh);
    warnDown(`connection ${c.status}`);
    return RESOLVED;
  }
  if (state.maxAgeMs > 0 && state.version !== null && Date.now() - state.lastCheckStart < state.maxAgeMs) {
    return state.inflight ?? RESOLVED;
  }
  if (!state.inflight) {
    state.inflight = refresh().finally(() => {
      state.inflight = null;
    });
    return state.inflight;
  }
  // A check is under way but it began before this call: it may predate a change
  // this caller must see, so wait for the next one (shared by everyone waiting).
  if (!state.queued) {
    state.queued = state.inflight.then(() => {
      state.queued = null;
      return ensureFresh();
    });
  }
  return state.queued;
}

const CHECKED = Symbol("storefront.shared-cache-tags.checked");

/**
 * ensureFresh() once per owner: Next makes one page-cache handler per request,
 * so passing it makes every cache read of one request share one check.
 * @param {object | null | undefined} owner
 * @returns {Promise<void>}
 */
export function ensureFreshFor(owner) {
  if (!state.enabled) return RESOLVED;
  if (!owner || typeof owner !== "object") return ensureFresh();
  const checked = /** @type {{ [CHECKED]?: Promise<void> }} */ (owner);
  return (checked[CHECKED] ??= ensureFresh());
}

function flushUnsent() {
  if (state.unsent.size === 0) return RESOLVED;
  const c = client();
  if (!c || c.status !== "ready") return RESOLVED;
  const entries = [...state.unsent];
  state.unsent.clear();
  const args = [state.keys.channel];
  for (const [tag, [stale, expired]] of entries) args.push(tag, String(stale), expired === undefined ? "" : String(expired));
  return c.storefrontWriteTags(state.keys.tags, state.keys.version, ...args).then(
    () => {
      markUp();
    },
    (/** @type {unknown} */ e) => {
      for (const [tag, times] of entries) if (!state.unsent.has(tag)) state.unsent.set(tag, times);
      warnDown(e instanceof Error ? e.message : String(e));
    },
  );
}

/**
 * Records an invalidation made on this instance and shares it. Mirrors Next's
 * own tags manifest: stale now; expired now (no durations), or now + expire s.
 * Calls from both handlers for one revalidateTag() in the same tick make one write.
 * @param {string[]} tags
 * @param {Durations} [durations]
 */
export function recordInvalidation(tags, durations) {
  if (!state.enabled || tags.length === 0) return RESOLVED;
  const now = Date.now();
  for (const tag of tags) {
    const prev = state.tags.get(tag);
    const expired = !durations ? now : durations.expire !== undefined ? now + durations.expire * 1000 : prev?.expired;
    state.tags.set(tag, { stale: Math.max(now, prev?.stale ?? 0), expired });
    state.raw.set(tag, `${now}:${expired ?? ""}`);
    state.unsent.set(tag, [now, expired]);
  }
  if (!state.batch) {
    state.batch = new Promise((resolve) => queueMicrotask(() => resolve(undefined))).then(() => {
      state.batch = null;
      return flushUnsent();
    });
  }
  return state.batch;
}

/**
 * True when a tag's shared invalidation makes an entry made at `timestamp` unusable.
 * @param {string[]} tags
 * @param {number} timestamp
 */
export function isExpired(tags, timestamp) {
  if (!state.enabled || state.tags.size === 0) return false;
  const now = Date.now();
  for (const tag of tags) {
    const t = state.tags.get(tag);
    if (t?.expired !== undefined && t.expired <= now && t.expired > timestamp) return true;
  }
  return false;
}

/**
 * True when a tag was marked stale (revalidateTag with a profile) after `timestamp`.
 * @param {string[]} tags
 * @param {number} timestamp
 */
export function isStale(tags, timestamp) {
  if (!state.enabled || state.tags.size === 0) return false;
  for (const tag of tags) {
    const t = state.tags.get(tag);
    if (t && t.stale > timestamp) return true;
  }
  return false;
}

/**
 * True when any tag was invalidated, here or on another instance, after
 * `timestamp` (this instance's clock): the custom server's page cache keeps a
 * page only while nothing changed since it was rendered.
 * @param {number} timestamp
 */
export function changedSince(timestamp) {
  if (!state.enabled) return false;
  for (const t of state.tags.values())
    if (t.stale > timestamp || (t.expired !== undefined && t.expired > timestamp && t.expired <= Date.now())) return true;
  return false;
}

/**
 * The latest expiration time among the tags (0: never invalidated), as Next's default handler reports it.
 * @param {string[]} tags
 */
export function latestExpiration(tags) {
  if (!state.enabled) return 0;
  let max = 0;
  for (const tag of tags) {
    const expired = state.tags.get(tag)?.expired;
    if (expired !== undefined && expired > max) max = expired;
  }
  return max;
}

/** For tests and shutdown: closes the connections. */
export async function close() {
  const { client: c, subscriber: s } = state;
  state.client = null;
  state.subscriber = null;
  await Promise.allSettled([c?.quit(), s?.quit()]);
}
