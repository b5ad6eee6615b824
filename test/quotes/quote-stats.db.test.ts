/**
 * The dashboard's quote figures on a real database: first through
 * the real routes (a request, a draft, a send, the buyer's accept and decline,
 * a status set by hand), then from rows placed at chosen moments around a
 * month's end in the business's time zone and the 90-day window's edge.
 */
import { GET as dashboardRoute } from "@/app/api/admin/dashboard-stats/route";
import { PUT as updateQuoteRoute } from "@/app/api/admin/quote-requests/[id]/route";
import { env } from "@/env";
import { db } from "@/server/db/client";
import type { QuoteStats } from "@/lib/admin-types";
import { getQuoteStats } from "@/server/quotes/quote-stats";
import { ORIGIN } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makeProduct } from "../factories";
import { login, send } from "../kit";
import { accept, decline, quotedRequest, requestQuote, VALID_DRAFT_TOTALS } from "./quote-loop-kit";

useTestDatabase();

let cookie: string;
beforeAll(async () => {
  // The product requestQuote asks for by SKU, the catalogue's only one.
  await makeProduct({ name: "PE Stretch Film", sku: "pe001", priceMin: "45.00", priceMax: "55.00" });
  await makeAdmin();
  cookie = await login();
});

const stats = async () => {
  const res = await send(dashboardRoute, "GET", "/api/admin/dashboard-stats", { cookie });
  expect(res.status).toBe(200);
  return res.body as { totalProducts: number; newQuoteRequests: number; quotes: QuoteStats };
};

it("has nothing to count before any request, and no win rate", async () => {
  const body = await stats();
  expect(body.totalProducts).toBe(1);
  expect(body.quotes).toEqual({
    awaitingQuote: 0,
    awaitingBuyer: 0,
    wonThisMonth: { count: 0, value: "0.00" },
    winRate90Days: { won: 0, lost: 0, rate: null },
  });
});

it("counts what the routes did: waiting for a quote, for the buyer, accepted, declined and set Won by hand", async () => {
  await requestQuote();
  const contacted = await requestQuote();
  expect(
    (
      await send(updateQuoteRoute, "PUT", `/api/admin/quote-requests/${contacted.id}`, {
        cookie,
        params: { id: String(contacted.id) },
        body: { status: "Contacted" },
        headers: { origin: ORIGIN },
      })
    ).status,
  ).toBe(200);
  await quotedRequest(cookie);
  const accepted = await quotedRequest(cookie);
  expect((await accept(accepted.token, { name: "Dana Buyer", poNumber: "PO-1", version: 1 })).status).toBe(200);
  const declined = await quotedRequest(cookie);
  expect((await decline(declined.token, { reason: "Too dear" })).status).toBe(200);
  const byHand = await quotedRequest(cookie, { freight: "" });
  expect(
    (
      await send(updateQuoteRoute, "PUT", `/api/admin/quote-requests/${byHand.id}`, {
        cookie,
        params: { id: String(byHand.id) },
        body: { status: "Won" },
        headers: { origin: ORIGIN },
      })
    ).status,
  ).toBe(200);

  const body = await stats();
  expect(body.newQuoteRequests).toBe(1);
  expect(body.quotes).toEqual({
    awaitingQuote: 2,
    awaitingBuyer: 1,
    // 5208.30 accepted + 5058.30 (the same lines without freight) set Won by hand.
    wonThisMonth: { count: 2, value: "10266.60" },
    winRate90Days: { won: 2, lost: 1, rate: 2 / 3 },
  });
  expect(VALID_DRAFT_TOTALS.total).toBe("5208.30");
});

describe("from rows placed in time", () => {
  // Mid-March 2026 in New York; the window's 90 days go back to 2025-12-15T16:00Z.
  const now = new Date("2026-03-15T16:00:00Z");
  let n = 0;

  async function request(
    status: string,
    opts: {
      updatedAt?: string;
      quoteValidUntil?: string;
      versions?: string[];
      events?: { type: string; at: string; version?: number; message?: string }[];
    } = {},
  ) {
    n++;
    const at = new Date(opts.updatedAt ?? "2026-01-01T00:00:00Z");
    return db.quoteRequest.create({
      data: {
        reference: `Q-STATS-${n}`,
        name: "Buyer",
        company: "",
        email: "b@example.com",
        phone: "(555) 000-0000",
        state: "TX",
        zip: "75001",
        notes: "",
        status,
        quoteValidUntil: opts.quoteValidUntil ?? null,
        createdAt: new Date("2025-10-01T00:00:00Z"),
        updatedAt: at,
        versions: {
          create: (opts.versions ?? []).map((total, i) => ({
            version: i + 1,
            content: "{}",
            subtotal: total,
            total,
            validUntil: "2026-04-01",
            sentBy: "admin",
          })),
        },
        events: {
          create: (opts.events ?? []).map((e) => ({
            type: e.type,
            actor: "buyer",
            version: e.version ?? null,
            message: e.message ?? null,
            createdAt: new Date(e.at),
          })),
        },
      },
    });
  }

  beforeAll(async () => {
    expect(env.BUSINESS_TIME_ZONE).toBe("America/New_York");
    // An order keeps its quote request (an accepted deal is never deleted from under it): orders go first.
    await db.order.deleteMany();
    await db.quoteRequest.deleteMany();
    await request("New");
    await request("Contacted");
    await request("Quoted", { quoteValidUntil: "2026-03-15" }); // valid through today
    await request("Quoted", { quoteValidUntil: "2026-03-14" }); // expired: not the buyer's turn any more
    // Accepted version 1 this month, though a later version 2 was sent: the accepted one counts.
    await request("Won", {
      updatedAt: "2026-03-02T15:00:01Z",
      versions: ["1000.10", "5.00"],
      events: [{ type: "accepted", at: "2026-03-02T15:00:00Z", version: 1 }],
    });
    // Set Won by hand this month: its latest version.
    await request("Won", {
      updatedAt: "2026-03-05T10:00:00Z",
      versions: ["0.20", "250.45"],
      events: [{ type: "status", at: "2026-03-05T10:00:00Z", message: "Quoted → Won" }],
    });
    // Set Won by hand before there was a timeline, nothing sent: counted by updatedAt, worth nothing.
    await request("Won", { updatedAt: "2026-03-14T12:00:00Z" });
    // 23:30 on February 28 in New York (March 1 in UTC): last month.
    await request("Won", {
      updatedAt: "2026-03-01T04:30:01Z",
      versions: ["700.00"],
      events: [{ type: "accepted", at: "2026-03-01T04:30:00Z", version: 1 }],
    });
    // 00:30 on March 1 in New York: this month.
    await request("Won", {
      updatedAt: "2026-03-01T05:30:01Z",
      versions: ["19.99"],
      events: [{ type: "accepted", at: "2026-03-01T05:30:00Z", version: 1 }],
    });
    await request("Lost", {
      updatedAt: "2026-03-03T00:00:01Z",
      versions: ["80.00"],
      events: [{ type: "declined", at: "2026-03-03T00:00:00Z" }],
    });
    // Decided before the 90 days: not counted, even when a later edit moved updatedAt.
    await request("Lost", { updatedAt: "2025-11-01T00:00:00Z" });
    await request("Won", {
      updatedAt: "2025-12-01T00:00:01Z",
      versions: ["9.00"],
      events: [{ type: "accepted", at: "2025-12-01T00:00:00Z", version: 1 }],
    });
    await request("Won", {
      updatedAt: "2026-03-10T00:00:00Z",
      versions: ["9.00"],
      events: [{ type: "accepted", at: "2025-12-01T00:00:00Z", version: 1 }],
    });
    // Accepted, then set Lost by hand: a loss this month, not a win.
    await request("Lost", {
      updatedAt: "2026-03-09T00:00:00Z",
      versions: ["50.00"],
      events: [
        { type: "accepted", at: "2026-03-08T00:00:00Z", version: 1 },
        { type: "status", at: "2026-03-09T00:00:00Z", message: "Won → Lost" },
      ],
    });
  });

  it("counts wins of this month in the business's time zone, at the accepted version's total, exactly", async () => {
    const s = await getQuoteStats(now);
    expect(s.awaitingQuote).toBe(2);
    expect(s.awaitingBuyer).toBe(1);
    // 1000.10 + 250.45 + 0.00 + 19.99
    expect(s.wonThisMonth).toEqual({ count: 4, value: "1270.54" });
  });

  it("takes the win rate over requests decided in the last 90 days", async () => {
    const s = await getQuoteStats(now);
    // Won: the four of March and the one of February 28; lost: the declined and the one set Lost by hand.
    expect(s.winRate90Days).toEqual({ won: 5, lost: 2, rate: 5 / 7 });
  });

  it("moves with the clock: a month later March's wins are last month's", async () => {
    const s = await getQuoteStats(new Date("2026-04-15T16:00:00Z"));
    expect(s.wonThisMonth).toEqual({ count: 0, value: "0.00" });
    expect(s.winRate90Days.won).toBe(5);
  });
});
