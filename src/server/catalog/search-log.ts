import "server-only";
import { db } from "@/server/db/client";
import { track } from "@/server/mail/notify";

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
  const text = q.replace(/[\u0000-\u0008\u000e-\u001f\u007f]/g, "").replace(/\s+/g, " ").trim().toLowerCase();
  if (!text || Array.from(text).length > MAX_LOGGED_QUERY) return null;
  return text;
}

/**
 * Counts one search of `q` that found `resultCount` products. Called after the
 * answer is known and never awaited by it: a failure is logged, never passed to
 * the buyer. Tracked with the e-mails so a test's teardown waits for it.
 */
export function recordSearch(q: string, resultCount: number): void {
  const query = normaliseQuery(q);
  if (!query) return;
  track(countSearch(query, resultCount === 0).catch((e) => console.error("search log:", e instanceof Error ? e.message : e)));
}

/**
 * One atomic increment of the day's row. Two first searches of a query can
 * both find no row and both insert: the loser gets P2002 and, the row now
 * existing, its retry updates it.
 */
async function countSearch(query: string, zero: boolean, now = Date.now()): Promise<void> {
  const day = dayOf(now);
  const lastSeenAt = new Date(now);
  const upsert = () =>
    db.searchLog.upsert({
      where: { day_query: { day, query } },
      create: { day, query, searches: 1, zeroResults: zero ? 1 : 0, lastSeenAt },
      update: { searches: { increment: 1 }, zeroResults: { increment: zero ? 1 : 0 }, lastSeenAt },
    });
  try {
    await upsert();
  } catch (e) {
    if ((e as { code?: string })?.code !== "P2002") throw e;
    await upsert();
  }
}

/** Deletes the days older than SEARCH_LOG_DAYS; the number of rows deleted. */
export async function pruneSearchLog(now = Date.now()): Promise<number> {
  return (await db.searchLog.deleteMany({ where: { day: { lt: dayOf(now - SEARCH_LOG_DAYS * DAY_MS) } } })).count;
}

export interface SearchInsight {
  query: string;
  count: number;
  lastSeenAt: string;
}

export interface SearchInsights {
  /** Queries that found nothing, by how often (zero-result searches), then the most recent. */
  zeroResults: SearchInsight[];
  /** The most searched queries, by searches, then the most recent. */
  top: SearchInsight[];
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
  return {
    zeroResults: zero.map((r) => ({ query: r.query, count: r._sum.zeroResults ?? 0, lastSeenAt: (r._max.lastSeenAt ?? new Date(0)).toISOString() })),
    top: top.map((r) => ({ query: r.query, count: r._sum.searches ?? 0, lastSeenAt: (r._max.lastSeenAt ?? new Date(0)).toISOString() })),
  };
}
