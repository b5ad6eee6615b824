/**
 * Search insights: every search through the public search API is counted per
 * day and normalised query, each client once (nothing about who searched is
 * stored), and the admin reads the last 30 days' top zero-result and top searches.
 */
import { GET as insightsRoute } from "@/app/api/admin/search-insights/route";
import { GET as searchRoute } from "@/app/api/products/search/route";
import { searchLogHooks } from "@/http-bridge.mjs";
import { db } from "@/server/db/client";
import { pruneSearchLog } from "@/server/catalog/search/search-log";
import { settleNotifications } from "@/server/mail/notify";
import { call, type Json } from "../api";
import { provider, useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makeProduct } from "../factories";
import { login } from "../kit";

useTestDatabase();

/** What a search for "stretch film" finds: the two films made below, never the gloves. */
const FILMS = ["Hand Stretch Film 18in", "Machine Stretch Film 20in"];
const namesOf = (found: Json[]) => found.map((p) => p.name).sort();

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

let clients = 0;
/** A new client's address each time: a client counts once per query and day. */
const newClient = () => {
  const n = ++clients;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** A search through the real route, by a client of its own unless told; its count is written after the answer, so wait for it. */
async function search(q: string, headers: Record<string, string> = {}) {
  const res = await call(searchRoute, "GET", "/api/products/search", {
    query: { q },
    headers: { "x-forwarded-for": newClient(), ...headers },
  });
  expect(res.status).toBe(200);
  return res.body as Json[];
}

async function insights(cookie: string) {
  const res = await call(insightsRoute, "GET", "/api/admin/search-insights", { cookie });
  expect(res.status).toBe(200);
  return res.body as {
    zeroResults: { query: string; count: number; lastSeenAt: string }[];
    top: { query: string; count: number; lastSeenAt: string }[];
  };
}

let cookie: string;
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  const films = await makeCategory({ name: "Insight Films" });
  for (const name of FILMS) await makeProduct({ name, category: films });
  await makeProduct({ name: "Nitrile Gloves" });
});
beforeEach(async () => {
  await settleNotifications();
  await db.searchLog.deleteMany();
});

test("only an admin reads the insights", async () => {
  expect((await call(insightsRoute, "GET", "/api/admin/search-insights")).status).toBe(401);
  expect((await call(insightsRoute, "GET", "/api/admin/search-insights", { cookie: "admin_session=forged" })).status).toBe(401);
});

test("searches are counted per normalised query, zero-result ones listed apart", async () => {
  expect(namesOf(await search("stretch film"))).toEqual(FILMS);
  await search("  STRETCH Film ");
  await search("stretch film");
  expect(await search("qzxwv-nothing")).toEqual([]);
  await search("QZXWV-nothing");
  await search("   ");
  await settleNotifications();

  const { zeroResults, top } = await insights(cookie);
  expect(zeroResults).toEqual([{ query: "qzxwv-nothing", count: 2, lastSeenAt: expect.any(String), synonym: null }]);
  expect(top.map(({ query, count }) => ({ query, count }))).toEqual([
    { query: "stretch film", count: 3 },
    { query: "qzxwv-nothing", count: 2 },
  ]);
  expect(Date.now() - Date.parse(top[0].lastSeenAt)).toBeLessThan(60_000);
  // A blank query is not a search worth counting.
  expect(await db.searchLog.count()).toBe(2);
});

test("a misspelling is merged with its own other spellings: '  Strech FILM ' and 'strech film' are one query", async () => {
  await search("  Strech FILM ");
  await search("strech film");
  await settleNotifications();
  const rows = await db.searchLog.findMany();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ day: today(), query: "strech film", searches: 2 });
});

test("zero-result queries are ordered by how often they found nothing, then the most recent", async () => {
  const at = (d: string) => new Date(`${d}T12:00:00Z`);
  await db.searchLog.createMany({
    data: [
      { day: daysAgo(3), query: "older tie", searches: 2, zeroResults: 2, lastSeenAt: at(daysAgo(3)) },
      { day: daysAgo(1), query: "newer tie", searches: 2, zeroResults: 2, lastSeenAt: at(daysAgo(1)) },
      { day: daysAgo(2), query: "most", searches: 1, zeroResults: 1, lastSeenAt: at(daysAgo(2)) },
      { day: daysAgo(1), query: "most", searches: 4, zeroResults: 2, lastSeenAt: at(daysAgo(1)) },
      { day: daysAgo(1), query: "always found", searches: 9, zeroResults: 0, lastSeenAt: at(daysAgo(1)) },
    ],
  });
  const { zeroResults, top } = await insights(cookie);
  expect(zeroResults.map((r) => [r.query, r.count])).toEqual([
    ["most", 3],
    ["newer tie", 2],
    ["older tie", 2],
  ]);
  expect(zeroResults[0].lastSeenAt).toBe(at(daysAgo(1)).toISOString());
  expect(top.map((r) => [r.query, r.count])).toEqual([
    ["always found", 9],
    ["most", 5],
    ["newer tie", 2],
    ["older tie", 2],
  ]);
});

test("the insights cover the last 30 days, at most 20 queries each; the jobs loop prunes rows past 90 days", async () => {
  const old = new Date(Date.now() - 40 * 86_400_000);
  await db.searchLog.createMany({
    data: [
      { day: daysAgo(29), query: "edge of window", searches: 1, zeroResults: 1, lastSeenAt: new Date() },
      { day: daysAgo(30), query: "just outside", searches: 50, zeroResults: 50, lastSeenAt: old },
      { day: daysAgo(91), query: "long gone", searches: 1, zeroResults: 1, lastSeenAt: old },
      { day: daysAgo(89), query: "kept", searches: 1, zeroResults: 1, lastSeenAt: old },
      ...Array.from({ length: 25 }, (_, i) => ({
        day: today(),
        query: `q${String(i).padStart(2, "0")}`,
        searches: 100 - i,
        zeroResults: 100 - i,
        lastSeenAt: new Date(),
      })),
    ],
  });
  const { zeroResults, top } = await insights(cookie);
  expect(zeroResults).toHaveLength(20);
  expect(top).toHaveLength(20);
  expect(zeroResults.map((r) => r.query)).toEqual(Array.from({ length: 20 }, (_, i) => `q${String(i).padStart(2, "0")}`));
  const all = [...zeroResults, ...top].map((r) => r.query);
  expect(all).not.toContain("just outside");

  await db.searchLog.deleteMany({ where: { query: { startsWith: "q" } } });
  expect((await insights(cookie)).zeroResults.map((r) => r.query)).toEqual(["edge of window"]);

  expect(await pruneSearchLog()).toBe(1);
  expect((await db.searchLog.findMany({ orderBy: { query: "asc" } })).map((r) => r.query)).toEqual([
    "edge of window",
    "just outside",
    "kept",
  ]);
});

test("no personal data is stored with a search: the table holds only the day, the query and counts", async () => {
  await search("pallet wrap", { "x-forwarded-for": "203.0.113.7", "user-agent": "Secret-Agent/1.0", cookie: "session=abc" });
  await settleNotifications();
  const columns =
    provider === "postgresql"
      ? (
          await db.$queryRawUnsafe<{ name: string }[]>(
            `SELECT column_name AS "name" FROM information_schema.columns WHERE table_name = 'SearchLog'`,
          )
        ).map((c) => c.name)
      : (await db.$queryRawUnsafe<{ name: string }[]>(`SELECT name FROM pragma_table_info('SearchLog')`)).map((c) => c.name);
  expect(columns.sort()).toEqual(["day", "lastSeenAt", "query", "searches", "zeroResults"]);
  const row = JSON.stringify(await db.searchLog.findMany());
  expect(row).not.toMatch(/203\.0\.113\.7|Secret-Agent|abc/);
});

test("20 parallel first searches of one query count 20", async () => {
  await Promise.all(Array.from({ length: 20 }, () => search("Parallel Nothing Here")));
  await settleNotifications();
  const rows = await db.searchLog.findMany();
  expect(rows).toEqual([expect.objectContaining({ query: "parallel nothing here", searches: 20, zeroResults: 20 })]);
});

test("a search the HTTP server answers from its kept results page is counted with what that page found", async () => {
  // The server's side of the hook (http-server/index.mjs, through the bridge): it passes the address's ?q= as typed.
  const repeated = searchLogHooks()!.countRepeatedSearch;
  expect(typeof repeated).toBe("function");
  expect(namesOf(await search("stretch film"))).toEqual(FILMS);
  expect(await search("qzxwv-kept")).toEqual([]);
  repeated("Stretch  Film", newClient());
  repeated("stretch film", newClient());
  repeated("qzxwv-kept", newClient());
  // A query no page of this process found is not counted: there is no result count to count it with.
  repeated("never rendered here", newClient());
  await settleNotifications();
  const rows = await db.searchLog.findMany({ orderBy: { query: "asc" } });
  expect(rows.map(({ query, searches, zeroResults }) => ({ query, searches, zeroResults }))).toEqual([
    { query: "qzxwv-kept", searches: 2, zeroResults: 2 },
    { query: "stretch film", searches: 3, zeroResults: 0 },
  ]);
});

test("searches made together are written as one increment per query, after a short gather", async () => {
  await Promise.all(Array.from({ length: 30 }, (_, i) => search(i % 2 ? "gathered nothing" : "stretch film")));
  expect(await db.searchLog.count()).toBe(0);
  await settleNotifications();
  const rows = await db.searchLog.findMany({ orderBy: { query: "asc" } });
  expect(rows.map(({ query, searches }) => ({ query, searches }))).toEqual([
    { query: "gathered nothing", searches: 15 },
    { query: "stretch film", searches: 15 },
  ]);
});

test("450 new queries are all written (up to 200 rows a statement), and a later gather adds to the same rows", async () => {
  const queries = Array.from({ length: 450 }, (_, i) => `qzxwv batch ${i}`);
  const before = Date.now();
  for (const q of queries) await search(q);
  await settleNotifications();
  const first = await db.searchLog.findMany({ orderBy: { query: "asc" } });
  expect(first).toHaveLength(450);
  expect(new Set(first.map((r) => r.query))).toEqual(new Set(queries));
  for (const row of first) {
    expect(row).toMatchObject({ day: today(), searches: 1, zeroResults: 1 });
    expect(row.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(row.lastSeenAt.getTime()).toBeLessThanOrEqual(Date.now());
  }
  await search(queries[0]);
  await search(queries[449]);
  await settleNotifications();
  const again = await db.searchLog.findMany({
    where: { query: { in: [queries[0], queries[449], queries[1]] } },
    orderBy: { query: "asc" },
  });
  expect(again.map(({ query, searches }) => ({ query, searches }))).toEqual([
    { query: queries[0], searches: 2 },
    { query: queries[1], searches: 1 },
    { query: queries[449], searches: 2 },
  ]);
  const seen = new Map(first.map((r) => [r.query, r.lastSeenAt.getTime()]));
  expect(again[0].lastSeenAt.getTime()).toBeGreaterThanOrEqual(seen.get(queries[0])!);
  // Read through the insights too: the dates as written by the statement are read as dates.
  const { zeroResults } = await insights(cookie);
  expect(Date.now() - Date.parse(zeroResults[0].lastSeenAt)).toBeLessThan(60_000);
});

test("when the server stops, the searches still gathering are written at once", async () => {
  const flush = searchLogHooks()!.flushSearchLog;
  await search("stretch film");
  await search("stretch film");
  await flush();
  expect((await db.searchLog.findMany()).map(({ query, searches }) => ({ query, searches }))).toEqual([
    { query: "stretch film", searches: 2 },
  ]);
  // The write that was scheduled finds nothing left to add.
  await settleNotifications();
  expect((await db.searchLog.findMany()).map(({ searches }) => searches)).toEqual([2]);
});

test("queries longer than 100 characters after normalisation are not recorded", async () => {
  await search(`${"a".repeat(100)}   `);
  await search("b".repeat(101));
  await settleNotifications();
  expect((await db.searchLog.findMany()).map((r) => r.query)).toEqual(["a".repeat(100)]);
});

test("150 searches of one term by one client count once; by three clients, three", async () => {
  for (let i = 0; i < 150; i++) await search("Flooded Term", { "x-forwarded-for": "203.0.113.9" });
  await Promise.all(
    ["198.51.100.1", "198.51.100.2", "198.51.100.3"].flatMap((ip) =>
      Array.from({ length: 50 }, () => search("three clients", { "x-forwarded-for": ip })),
    ),
  );
  await settleNotifications();
  const { top } = await insights(cookie);
  expect(top.map(({ query, count }) => ({ query, count }))).toEqual([
    { query: "three clients", count: 3 },
    { query: "flooded term", count: 1 },
  ]);
  // The client is the address our server appended (TRUST_PROXY 0): what the client wrote further left changes nothing.
  await search("flooded term", { "x-forwarded-for": "1.2.3.4, 203.0.113.9" });
  await settleNotifications();
  expect((await db.searchLog.findMany({ where: { query: "flooded term" } }))[0].searches).toBe(1);
});

test("a repeat the HTTP server answers from its kept page counts by the same rule: once per client", async () => {
  const repeated = searchLogHooks()!.countRepeatedSearch;
  expect(await search("kept flood", { "x-forwarded-for": "203.0.113.20" })).toEqual([]);
  for (let i = 0; i < 150; i++) repeated("kept flood", "203.0.113.20");
  for (let i = 0; i < 150; i++) repeated("Kept Flood", "203.0.113.21");
  await settleNotifications();
  expect((await db.searchLog.findMany()).map(({ query, searches, zeroResults }) => ({ query, searches, zeroResults }))).toEqual([
    { query: "kept flood", searches: 2, zeroResults: 2 },
  ]);
});
