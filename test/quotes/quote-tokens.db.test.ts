/**
 * The buyer's private link: the token is long, random and
 * url-safe; the database never holds it; a wrong, malformed or foreign token
 * shows nothing and cannot be told apart; one request's token never reaches
 * another; answers are settled once; and the public answers are throttled.
 */
import { db } from "@/server/db/client";
import { LIMITS } from "@/server/rate-limit";
import { provider, useTestDatabase } from "../db";
import { makeAdmin, makeProduct } from "../factories";
import { login, send } from "../kit";
import {
  accept,
  acceptRoute,
  buyerQuote,
  decline,
  detail,
  freshIp,
  message,
  pdf,
  putDraft,
  quotedRequest,
  requestQuote,
  sendQuote,
  validDraft,
} from "./quote-loop-kit";
import { ORIGIN } from "../api";

useTestDatabase();

let cookie: string;
beforeAll(async () => {
  // The product requestQuote asks for by SKU.
  await makeProduct({ name: "PE Stretch Film", sku: "pe001", priceMin: "45.00", priceMax: "55.00" });
  await makeAdmin();
  cookie = await login();
});

/** Every row of every table of the app's database (search indexes included), each value as text. */
async function wholeDatabase(): Promise<string> {
  const pg = provider === "postgresql";
  const tables = (
    await db.$queryRawUnsafe<{ name: string }[]>(
      pg
        ? `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`
        : `SELECT name FROM sqlite_master WHERE type = 'table'`,
    )
  ).map((t) => t.name);
  expect(tables).toEqual(expect.arrayContaining(["QuoteRequest", "QuoteVersion", "QuoteEvent", "AuditLog", "IdempotencyKey"]));
  const dump: Record<string, unknown[]> = {};
  for (const t of tables) {
    if (pg) {
      dump[t] = await db.$queryRawUnsafe<unknown[]>(`SELECT t::text AS row FROM "${t}" t`);
      continue;
    }
    // Cast column by column: the search index's shadow tables hold blobs the raw query cannot return as they are.
    const columns = (await db.$queryRawUnsafe<{ name: string }[]>(`SELECT name FROM pragma_table_info('${t}')`)).map((c) => c.name);
    if (columns.length === 0) continue;
    dump[t] = await db.$queryRawUnsafe<unknown[]>(
      `SELECT ${columns.map((c, i) => `CAST("${c}" AS TEXT) AS c${i}`).join(", ")} FROM "${t}"`,
    );
  }
  const text = JSON.stringify(dump, (_k, v) => (typeof v === "bigint" ? v.toString() : v));
  expect(text.length).toBeGreaterThan(10_000);
  return text;
}

/** The exact answer to a token that opens nothing. */
const NOT_FOUND = { status: 404, body: { message: "Quote not found" } };

describe("the token", () => {
  it("is at least 128 bits of url-safe text, differs between requests, and is the same for every version of one", async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++) {
      const { id, token, url } = await quotedRequest(cookie);
      expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      // base64url: 6 bits a character.
      expect(token.length * 6).toBeGreaterThanOrEqual(128);
      expect(encodeURIComponent(token)).toBe(token);
      if (i === 0) expect((await sendQuote(cookie, id)).body.url).toBe(url);
      tokens.push(token);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("is stored nowhere in the database (only what finds it: not the token itself), after sending, answering and an idempotent resend", async () => {
    const { id, token } = await quotedRequest(cookie);
    await sendQuote(cookie, id, { "Idempotency-Key": "tok-scan-1" });
    await sendQuote(cookie, id, { "Idempotency-Key": "tok-scan-1" });
    await buyerQuote(token);
    const { getBuyerQuote } = await import("@/server/quotes/buyer-quote");
    await getBuyerQuote(token, { markViewed: true });
    expect((await message(token, { message: "Is this the right link?" })).status).toBe(201);
    expect((await accept(token, { name: "Dana", poNumber: "PO-1", version: 2 })).status).toBe(200);
    const dump = await wholeDatabase();
    expect(dump).toContain((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).reference);
    expect(dump).not.toContain(token);
    // Nor any long piece of it (a prefix or suffix stored for display would leak most of it).
    expect(dump).not.toContain(token.slice(0, 16));
    expect(dump).not.toContain(token.slice(-16));
    const row = await db.quoteRequest.findUniqueOrThrow({ where: { id } });
    expect(row.quoteTokenHash).not.toBeNull();
    expect(row.quoteTokenHash).not.toBe(token);
    // The scan does see text where it is stored.
    const probe = await db.quoteEvent.create({ data: { quoteRequestId: id, type: "message", actor: "test", message: `probe ${token}` } });
    expect(await wholeDatabase()).toContain(token);
    await db.quoteEvent.delete({ where: { id: probe.id } });
  });

  it("what the database holds (the hash, the salt) opens nothing", async () => {
    const { id } = await quotedRequest(cookie);
    const row = await db.quoteRequest.findUniqueOrThrow({ where: { id } });
    for (const stored of [row.quoteTokenHash!, row.quoteTokenSalt!]) {
      const res = await buyerQuote(stored);
      expect({ status: res.status, body: res.body }).toEqual(NOT_FOUND);
    }
  });
});

describe("a token that opens nothing", () => {
  const wrongTokens = () => [
    ["well-formed but unknown", "Q".repeat(43)],
    ["one character changed", ""],
    ["upper-cased", ""],
    ["one character short", ""],
    ["one character longer", ""],
    ["short", "abc"],
    ["very long", "A".repeat(2000)],
    ["with a dot", `${"A".repeat(42)}.`],
    ["with an encoded slash", `${"A".repeat(20)}%2F${"A".repeat(20)}`],
    ["with unicode", `${"A".repeat(42)}é`],
    ["with a space", `${"A".repeat(21)} ${"A".repeat(21)}`],
  ];

  let real: string;
  let cases: string[][];
  beforeAll(async () => {
    real = (await quotedRequest(cookie)).token;
    const flip = real[10] === "A" ? "B" : "A";
    cases = wrongTokens().map(([what, t]) => {
      if (what === "one character changed") return [what, real.slice(0, 10) + flip + real.slice(11)];
      if (what === "upper-cased") return [what, real.toUpperCase() === real ? real.toLowerCase() : real.toUpperCase()];
      if (what === "one character short") return [what, real.slice(0, -1)];
      if (what === "one character longer") return [what, `${real}A`];
      return [what, t];
    });
  });

  it("answers every GET 404 with one body, so a wrong token cannot be told from an unknown one", async () => {
    const answers = [];
    for (const [what, token] of cases) {
      const res = await buyerQuote(token);
      answers.push({ what, status: res.status, body: res.body, cache: res.headers.get("cache-control") });
    }
    for (const a of answers) expect({ what: a.what, status: a.status, body: a.body }).toEqual({ what: a.what, ...NOT_FOUND });
    expect(new Set(answers.map((a) => a.cache)).size).toBe(1);
  });

  it("answers the PDF and every answer 404 with the same body, and changes nothing", async () => {
    const before = await db.quoteEvent.count();
    for (const [what, token] of cases) {
      const p = await pdf(token);
      expect({ what, status: p.status, body: p.json }).toEqual({ what, ...NOT_FOUND });
      for (const [name, res] of [
        ["accept", await accept(token, { name: "Mallory", version: 1 })],
        ["decline", await decline(token, { reason: "x" })],
        ["message", await message(token, { message: "hello" })],
      ] as const) {
        expect({ what, name, status: res.status, body: res.body }).toEqual({ what, name, ...NOT_FOUND });
      }
    }
    expect(await db.quoteEvent.count()).toBe(before);
    expect((await buyerQuote(real)).body.status).toBe("Quoted");
  });

  it("a request whose draft was saved but never sent has no link yet", async () => {
    const { id } = await requestQuote();
    await putDraft(cookie, id, validDraft());
    expect((await detail(cookie, id)).body.quoteUrl).toBeNull();
    const row = await db.quoteRequest.findUniqueOrThrow({ where: { id } });
    expect([row.quoteTokenHash, row.quoteTokenSalt]).toEqual([null, null]);
  });
});

describe("one request's token never reaches another", () => {
  it("shows only its own quote, and its answers land only on its own request", async () => {
    const a = await quotedRequest(cookie);
    const b = await quotedRequest(cookie, {
      lines: [{ sku: "B-ONLY", name: "Request B's line", quantity: 7, unit: "box", unitPrice: "3.33" }],
      freight: null,
      terms: "B's terms",
    });
    const seenA = await buyerQuote(a.token);
    const seenB = await buyerQuote(b.token);
    expect(seenA.body.reference).toBe(a.reference);
    expect(seenB.body.reference).toBe(b.reference);
    expect(JSON.stringify(seenA.body)).not.toMatch(/B-ONLY|Request B's line|B's terms/);
    expect(JSON.stringify(seenA.body)).not.toContain(b.reference);
    expect(seenB.body.total).toBe("23.31");

    expect((await message(a.token, { message: "Question for A" })).status).toBe(201);
    expect((await accept(a.token, { name: "Dana", poNumber: "PO-A", version: 1 })).status).toBe(200);
    const [rowA, rowB] = await Promise.all(
      [a.id, b.id].map((id) => db.quoteRequest.findUniqueOrThrow({ where: { id }, include: { events: true } })),
    );
    expect(rowA.status).toBe("Won");
    expect(rowB.status).toBe("Quoted");
    // B's timeline has only its own: received, sent, and the one view of B's own GET above.
    expect(rowB.events.map((e) => e.type).sort()).toEqual(["received", "sent", "viewed"]);
    expect(rowA.events.map((e) => e.type)).toEqual(expect.arrayContaining(["message", "accepted"]));
    // A's token accepts A's version numbers only: B is still open to its own buyer.
    expect((await accept(b.token, { name: "Bo", version: 1 })).status).toBe(200);
  });
});

describe("an answer is settled once", () => {
  it("two accepts at once: one 200, one 409, one acceptance stored", async () => {
    const { id, token } = await quotedRequest(cookie);
    const answers = await Promise.all([accept(token, { name: "First", version: 1 }), accept(token, { name: "Second", version: 1 })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.quoteEvent.count({ where: { quoteRequestId: id, type: "accepted" } })).toBe(1);
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).status).toBe("Won");
  });

  it("an accept and a decline at once: exactly one stands, and the status is its", async () => {
    const { id, token } = await quotedRequest(cookie);
    const [acc, dec] = await Promise.all([accept(token, { name: "Dana", version: 1 }), decline(token, { reason: "No" })]);
    expect([acc.status, dec.status].sort()).toEqual([200, 409]);
    const events = await db.quoteEvent.findMany({ where: { quoteRequestId: id, type: { in: ["accepted", "declined"] } } });
    expect(events).toHaveLength(1);
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).status).toBe(events[0].type === "accepted" ? "Won" : "Lost");
  });

  it("accepting twice, or a stale version, is 409 with a message", async () => {
    const { id, token } = await quotedRequest(cookie);
    await sendQuote(cookie, id);
    const stale = await accept(token, { name: "Dana", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/version 2/);
    expect((await accept(token, { name: "Dana", version: 2 })).status).toBe(200);
    const twice = await accept(token, { name: "Dana", version: 2 });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already accepted/i);
  });
});

describe("the public answers are throttled per client", () => {
  const limit = LIMITS.quoteAnswer;

  it("has a limit like the other public forms", () => {
    expect(limit.max).toBeGreaterThanOrEqual(5);
    expect(limit.max).toBeLessThanOrEqual(LIMITS.quote.max * 5);
  });

  it(`after ${LIMITS.quoteAnswer.max} answers from one client the next is 429 (messages, accept and decline alike), while another client still gets through`, async () => {
    const { id, token } = await quotedRequest(cookie);
    const ip = freshIp();
    for (let i = 0; i < limit.max; i++) expect((await message(token, { message: `Question ${i}` }, ip)).status).toBe(201);
    const refused = [
      await message(token, { message: "one more" }, ip),
      await accept(token, { name: "Dana", version: 1 }, ip),
      await decline(token, {}, ip),
    ];
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(await db.quoteEvent.count({ where: { quoteRequestId: id, type: "message" } })).toBe(limit.max);
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).status).toBe("Quoted");
    expect((await accept(token, { name: "Dana", version: 1 }, freshIp())).status).toBe(200);
  });

  it("guessing tokens counts too: wrong tokens from one client are throttled", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= limit.max; i++) {
      const res = await send(acceptRoute, "POST", `/api/quotes/${"G".repeat(42)}${i % 10}/accept`, {
        params: { token: `${"G".repeat(42)}${i % 10}` },
        body: { name: "Mallory", version: 1 },
        headers: { origin: ORIGIN, "x-forwarded-for": ip },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limit.max).every((s) => s === 404)).toBe(true);
    expect(statuses[limit.max]).toBe(429);
  });
});
