import "server-only";
import { createHash } from "node:crypto";
import { env } from "@/env";
import type { SearchInsights } from "@/lib/admin-types";
import { findSynonyms } from "@/lib/synonyms";
import { db } from "@/server/db/client";
import { clientAddress } from "@/server/http/request-info";
import { track } from "@/server/mail/notify";
import { firstSeenShared } from "@/server/rate-limit";
import { catalogIndex, type CatalogIndex } from "@/server/catalog/search/catalog-index";
import { logger } from "@/server/logger.mjs";
import { provideSearchLogHooks } from "@/server/process-slots.mjs";

/** Longer queries are not recorded: nobody types them, so they are pasted text or a flood. */
export const MAX_LOGGED_QUERY = 100;
/** Days of searches kept; older rows are pruned by the jobs loop. */
export const SEARCH_LOG_DAYS = 90;
/** Days the admin's insights cover, today included. */
export const INSIGHT_DAYS = 30;
/** Queries listed per insight. */
export const INSIGHT_LIMIT = 20;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The UTC day of `ms`, as stored: "YYYY-MM-DD" (text, so it sorts and compares alike on both databases). */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The text a search is counted under: trimmed, lower-cased, runs of
 * whitespace as one space, control characters (PostgreSQL refuses NUL)
 * dropped. null when nothing is left or it is longer than MAX_LOGGED_QUERY.
 */
export function normaliseQuery(q: string): string | null {
  const text = q
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  if (!text || Array.from(text).length > MAX_LOGGED_QUERY) return null;
  return text;
}

/** How long searches gather before their counts are written, as one increment per day and query. */
export const SEARCH_LOG_FLUSH_MS = 500;
/** Queries whose last result count is remembered, for the searches answered from the server's kept page. */
const REMEMBERED_QUERIES = 2_000;
/**
 * The (client, query) pairs of the day remembered in memory, newest last: past
 * this many the oldest are forgotten, so many clients or terms cannot grow
 * memory (about 8 MB at the bound). Repeating a term would then need this many
 * other searches in between to be counted again.
 */
export const REMEMBERED_SEARCHERS = 100_000;

interface PendingCount {
  day: string;
  query: string;
  searches: number;
  zeroResults: number;
  lastSeenAt: Date;
}
interface SearchLogState {
  /** Counts not written yet, by day and query. */
  pending: Map<string, PendingCount>;
  /** Whether a write of `pending` is scheduled. */
  scheduled: boolean;
  /** The number of products each query last found, oldest first. */
  lastFound: Map<string, number>;
  /** Who searched what today (hashed), oldest first; cleared when the day changes. */
  seen: Map<string, true>;
  seenDay: string;
}

/**
 * One state per process, on globalThis: Next may load this module once per
 * bundle (the page's and the API route's). The HTTP server counts the searches
 * it answers from its kept copy of a results page, and writes the gathered
 * counts when it stops instead of losing up to SEARCH_LOG_FLUSH_MS of them,
 * through the hooks provided below (src/server/process-slots.mjs).
 */
const STATE = Symbol.for("storefront.searchLog");
const shared = globalThis as unknown as Record<symbol, unknown>;
const state = (shared[STATE] ??= {
  pending: new Map(),
  scheduled: false,
  lastFound: new Map(),
  seen: new Map(),
  seenDay: "",
}) as SearchLogState;

/**
 * Counts one search of `q` that found `resultCount` products, made by the
 * client at `client` (src/server/http/request-info.ts): each client counts
 * once per query and day, so one client repeating a term cannot lift it up the
 * admin's lists. Called after the answer is known and never awaited by it: a
 * failure is logged, never passed to the buyer. Searches gather for
 * SEARCH_LOG_FLUSH_MS and are written as one increment per query, so a busy
 * search box costs a few writes a second, not one per search. Tracked with the
 * e-mails so a test's teardown waits for it.
 */
export function recordSearch(q: string, resultCount: number, client: string): void {
  const query = normaliseQuery(q);
  if (!query) return;
  state.lastFound.delete(query);
  state.lastFound.set(query, resultCount);
  if (state.lastFound.size > REMEMBERED_QUERIES) state.lastFound.delete(state.lastFound.keys().next().value!);
  countOnce(query, resultCount === 0, client);
}

/**
 * Counts a search the HTTP server answered with the results page it kept for
 * `q` (so nothing here ran), by the same once-per-client rule: counted with the
 * number of products the query found when that page was rendered in this
 * process. `forwardedFor` is the request's X-Forwarded-For as the server completed it.
 */
function countRepeatedSearch(q: string, forwardedFor?: string | null): void {
  const query = normaliseQuery(q);
  const found = query === null ? undefined : state.lastFound.get(query);
  if (query !== null && found !== undefined) countOnce(query, found === 0, clientAddress(forwardedFor ?? null, env.TRUST_PROXY));
}

function countOnce(query: string, zero: boolean, client: string): void {
  const now = Date.now();
  const day = dayOf(now);
  // Only a hash is kept: the insights hold nothing about who searched.
  const key = createHash("sha256").update(`${day}\n${query}\n${client}`).digest("base64url").slice(0, 22);
  track(
    firstSearchOfDay(key, day, now)
      .then((first) => {
        if (first) count(query, zero, now);
      })
      .catch((err) => logger.error({ err }, "search log: counting a search failed")),
  );
}

/** Whether this client's search of this query is its first today: in Redis when REDIS_URL is set (every instance sees it), else in memory. */
async function firstSearchOfDay(key: string, day: string, now: number): Promise<boolean> {
  const untilTomorrow = Date.parse(`${day}T00:00:00Z`) + DAY_MS - now;
  const inRedis = await firstSeenShared(`search:${key}`, untilTomorrow);
  if (inRedis !== null) return inRedis;
  if (state.seenDay !== day) {
    state.seen.clear();
    state.seenDay = day;
  }
  if (state.seen.has(key)) return false;
  state.seen.set(key, true);
  if (state.seen.size > REMEMBERED_SEARCHERS) state.seen.delete(state.seen.keys().next().value!);
  return true;
}

function count(query: string, zero: boolean, now = Date.now()): void {
  const day = dayOf(now);
  const key = `${day} ${query}`;
  const pending = state.pending.get(key) ?? { day, query, searches: 0, zeroResults: 0, lastSeenAt: new Date(now) };
  pending.searches++;
  if (zero) pending.zeroResults++;
  pending.lastSeenAt = new Date(now);
  state.pending.set(key, pending);
  if (state.scheduled) return;
  state.scheduled = true;
  track(new Promise((r) => setTimeout(r, SEARCH_LOG_FLUSH_MS)).then(writePending));
}

provideSearchLogHooks({ countRepeatedSearch, flushSearchLog: writePending });

/** Rows written by one statement: five parameters each, far within either database's limit. */
const WRITE_BATCH = 200;

/**
 * Writes the counts gathered so far (the scheduled write then finds only what
 * came after), WRITE_BATCH queries a statement. One statement per query cost
 * half a millisecond each, run back to back without letting a request in: a
 * stream of new terms (120 distinct queries a flush) held the server for 60 ms
 * every flush, its searches' p99 three times their median.
 */
async function writePending(): Promise<void> {
  const counts = [...state.pending.values()];
  state.pending.clear();
  state.scheduled = false;
  for (let i = 0; i < counts.length; i += WRITE_BATCH) {
    await addCounts(counts.slice(i, i + WRITE_BATCH)).catch((err) => logger.error({ err }, "search log: writing counts failed"));
  }
}

/**
 * One atomic increment of each query's row for its day, the row made when it
 * is the first: ON CONFLICT, so two instances writing the same new query both count.
 */
async function addCounts(counts: PendingCount[]): Promise<void> {
  if (counts.length === 0) return;
  const pg = env.provider === "postgresql";
  const rows = counts.map((_, r) => `(${[1, 2, 3, 4, 5].map((c) => (pg ? `$${r * 5 + c}` : "?")).join(", ")})`).join(", ");
  await db.$executeRawUnsafe(
    `INSERT INTO "SearchLog" ("day", "query", "searches", "zeroResults", "lastSeenAt") VALUES ${rows}
     ON CONFLICT ("day", "query") DO UPDATE SET
       "searches" = "SearchLog"."searches" + excluded."searches",
       "zeroResults" = "SearchLog"."zeroResults" + excluded."zeroResults",
       "lastSeenAt" = excluded."lastSeenAt"`,
    ...counts.flatMap((c) => [c.day, c.query, c.searches, c.zeroResults, c.lastSeenAt]),
  );
}

/** Deletes the days older than SEARCH_LOG_DAYS; the number of rows deleted. */
export async function pruneSearchLog(now = Date.now()): Promise<number> {
  return (await db.searchLog.deleteMany({ where: { day: { lt: dayOf(now - SEARCH_LOG_DAYS * DAY_MS) } } })).count;
}

/** What the first synonym the query holds points at: "Trash Bags" (its category), else its group's other phrases. */
function synonymFor(index: CatalogIndex, query: string): string | null {
  const match = findSynonyms(index.synonyms, query)[0];
  if (!match) return null;
  const category = match.group.categoryId === null ? undefined : index.categories.get(match.group.categoryId);
  return category ? category.name : match.group.phrases.filter((p) => p !== match.phrase).join(", ");
}

/** The last INSIGHT_DAYS days (today in UTC included), top INSIGHT_LIMIT of each. */
export async function getSearchInsights(now = Date.now()): Promise<SearchInsights> {
  const since = { day: { gte: dayOf(now - (INSIGHT_DAYS - 1) * DAY_MS) } };
  const [zero, top] = await Promise.all([
    db.searchLog.groupBy({
      by: ["query"],
      where: { ...since, zeroResults: { gt: 0 } },
      _sum: { zeroResults: true },
      _max: { lastSeenAt: true },
      orderBy: [{ _sum: { zeroResults: "desc" } }, { _max: { lastSeenAt: "desc" } }, { query: "asc" }],
      take: INSIGHT_LIMIT,
    }),
    db.searchLog.groupBy({
      by: ["query"],
      where: since,
      _sum: { searches: true },
      _max: { lastSeenAt: true },
      orderBy: [{ _sum: { searches: "desc" } }, { _max: { lastSeenAt: "desc" } }, { query: "asc" }],
      take: INSIGHT_LIMIT,
    }),
  ]);
  const index = await catalogIndex();
  return {
    zeroResults: zero.map((r) => ({
      query: r.query,
      count: r._sum.zeroResults ?? 0,
      lastSeenAt: (r._max.lastSeenAt ?? new Date(0)).toISOString(),
      synonym: synonymFor(index, r.query),
    })),
    top: top.map((r) => ({ query: r.query, count: r._sum.searches ?? 0, lastSeenAt: (r._max.lastSeenAt ?? new Date(0)).toISOString() })),
  };
}
