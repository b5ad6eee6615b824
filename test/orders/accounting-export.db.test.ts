/**
 * GET /api/admin/exports/accounting?from=&to=: the orders accepted on those
 * business days (America/New_York in tests), cancelled ones left out, one CSV
 * row per line, read back with a standard CSV parser. Orders are made through
 * the real quote loop; only their acceptance instants are moved, to dates the
 * range's edges can be tested at.
 */
import { parse } from "csv-parse/sync";
import { POST as makeKeyRoute } from "@/app/api/admin/api-keys/route";
import { GET as exportRoute } from "@/app/api/admin/exports/accounting/route";
import type { ApiKeyScope } from "@/lib/api-keys";
import { csvStream } from "@/server/catalog/spreadsheets/export-products";
import { db } from "@/server/db/client";
import { accountingSheet } from "@/server/orders/accounting-export";
import { ORIGIN, type Json } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCompany, makeOrder, makeProduct, makeQuoteRequest } from "../factories";
import { login, send } from "../kit";
import { accept, detail, putDraft, reopen, sendQuote, tokenOf, inDays } from "../quotes/quote-loop-kit";
import { setStatus } from "./order-kit";

useTestDatabase();

const HEADER = [
  "Date",
  "Order number",
  "Quote number",
  "Quote version",
  "Customer",
  "PO",
  "Line",
  "SKU",
  "Description",
  "Quantity",
  "Unit",
  "Unit price",
  "Line total",
  "Freight",
  "Order total",
];

let cookie = "";

/** The answer's bytes, as a browser saves them (Response.text() would drop the byte order mark). */
async function download(query: Record<string, string>, headers: Record<string, string> = { cookie }) {
  const url = new URL("/api/admin/exports/accounting", ORIGIN);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await exportRoute(new Request(url, { headers: { host: "localhost:3000", "x-forwarded-for": "127.0.0.1", ...headers } }), {
    params: Promise.resolve({}),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get("content-type") ?? "";
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    json: type.startsWith("application/json") ? (JSON.parse(bytes.toString("utf8")) as Json) : null,
  };
}

/** The file's records: the header, then the rows. */
function records(bytes: Buffer): string[][] {
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return parse(bytes.subarray(3).toString("utf8"), { relax_column_count: false }) as string[][];
}

const rowsOf = async (from: string, to: string) => {
  const answer = await download({ from, to });
  expect(answer.status).toBe(200);
  const [header, ...rows] = records(answer.bytes);
  expect(header).toEqual(HEADER);
  return rows;
};

/** A quote of these lines and freight, sent and accepted (PO "PO-ACC"): its request, token and order. */
async function acceptedOrder(
  lines: {
    sku: string;
    name: string;
    quantity: number;
    unit: string;
    unitPrice: string;
    breaks?: { minQuantity: number; unitPrice: string }[];
  }[],
  freight: string | null,
  companyId: number | null = null,
) {
  const product = await makeProduct();
  const request = await makeQuoteRequest([product]);
  if (companyId) await db.quoteRequest.update({ where: { id: request.id }, data: { companyId } });
  const draft = {
    lines: lines.map((l) => ({ breaks: [], note: "", ...l })),
    freight,
    leadTime: "5 business days",
    validUntil: inDays(30),
    terms: "Net 30",
  };
  expect((await putDraft(cookie, request.id, draft)).status).toBe(200);
  const sent = await sendQuote(cookie, request.id);
  expect(sent.status).toBe(201);
  const token = tokenOf(sent.body.url);
  expect((await accept(token, { name: "Dana Buyer", poNumber: "PO-ACC", version: 1 })).status).toBe(200);
  const order = await db.order.findUniqueOrThrow({ where: { quoteRequestId: request.id } });
  return { request, token, order };
}

/** Moves the order's acceptances (its Placed events, oldest first) to these instants. */
async function acceptedAt(orderId: number, ...instants: string[]) {
  const events = await db.orderEvent.findMany({ where: { orderId, status: "Placed" }, orderBy: { id: "asc" } });
  expect(events).toHaveLength(instants.length);
  for (const [i, e] of events.entries()) await db.orderEvent.update({ where: { id: e.id }, data: { createdAt: new Date(instants[i]) } });
}

let company: { id: number; name: string };
let multi: Awaited<ReturnType<typeof acceptedOrder>>;
let guest: Awaited<ReturnType<typeof acceptedOrder>>;
const outside: string[] = [];
let cancelled = "";
let reaccepted = { number: "", reference: "", customer: "" };

beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  company = await makeCompany({ name: 'Acme "Plastics", Inc.' });
  // Three lines whose money a float would round: 7 x 12.35, 120 at the 100+ break of 0.07, 1 x 1,234,567.89.
  multi = await acceptedOrder(
    [
      { sku: "ACC-1", name: "Stretch film, 18in", quantity: 7, unit: "case", unitPrice: "12.35" },
      {
        sku: "ACC-2",
        name: "Poly bags",
        quantity: 120,
        unit: "each",
        unitPrice: "0.10",
        breaks: [{ minQuantity: 100, unitPrice: "0.07" }],
      },
      { sku: "", name: '=HYPERLINK("http://evil.example","Click")', quantity: 1, unit: "pallet", unitPrice: "1234567.89" },
    ],
    "7.35",
    company.id,
  );
  // The first instant of March 1 in New York (EST, UTC-5).
  await acceptedAt(multi.order.id, "2026-03-01T05:00:00.000Z");

  // Freight collect; the last instant of March 31 in New York (EDT since March 8, UTC-4).
  guest = await acceptedOrder([{ sku: "ACC-3", name: "Tape", quantity: 2, unit: "box", unitPrice: "5.50" }], null);
  await acceptedAt(guest.order.id, "2026-04-01T03:59:59.999Z");

  // Just outside either edge.
  for (const instant of ["2026-03-01T04:59:59.999Z", "2026-04-01T04:00:00.000Z"]) {
    const { order } = await makeOrder([await makeProduct()]);
    await acceptedAt(order.id, instant);
    outside.push(order.number);
  }

  // Accepted in range, then cancelled.
  const gone = await makeOrder([await makeProduct()]);
  await acceptedAt(gone.order.id, "2026-03-10T15:00:00.000Z");
  expect(
    (await setStatus(cookie, gone.order.id, { status: "Cancelled", expected: "Placed", reason: "Customer changed mind" })).status,
  ).toBe(200);
  cancelled = gone.order.number;

  // Accepted in February, cancelled, reopened and version 2 accepted in March: dated by version 2's acceptance.
  const again = await acceptedOrder([{ sku: "ACC-4", name: "Boxes", quantity: 10, unit: "box", unitPrice: "3.00" }], "10.00");
  expect((await setStatus(cookie, again.order.id, { status: "Cancelled", expected: "Placed", reason: "Revise the price" })).status).toBe(
    200,
  );
  expect((await reopen(cookie, again.request.id, { reason: "Revised price" })).status).toBe(201);
  const draft = (await detail(cookie, again.request.id)).body.draft;
  expect((await putDraft(cookie, again.request.id, { ...draft, lines: [{ ...draft.lines[0], unitPrice: "2.50" }] })).status).toBe(200);
  expect((await sendQuote(cookie, again.request.id)).status).toBe(201);
  expect((await accept(again.token, { name: "Dana", poNumber: "PO-V2", version: 2 })).status).toBe(200);
  await acceptedAt(again.order.id, "2026-02-10T15:00:00.000Z", "2026-03-15T15:00:00.000Z");
  reaccepted = { number: again.order.number, reference: again.request.reference, customer: again.request.company };
});

describe("the file", () => {
  it("is CSV with a byte order mark, CRLF records, an attachment named for the range, never cached", async () => {
    const answer = await download({ from: "2026-03-01", to: "2026-03-31" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="accounting-2026-03-01-to-2026-03-31.csv"');
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const text = answer.bytes.subarray(3).toString("utf8");
    expect(text.startsWith(`${HEADER.join(",")}\r\n`)).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("has one row per line of each order accepted in the range, by acceptance, with its money exact and freight and total on each line", async () => {
    const rows = await rowsOf("2026-03-01", "2026-03-31");
    const customer = company.name;
    const m = multi.order.number;
    const ref = multi.request.reference;
    expect(rows).toEqual([
      [
        "2026-03-01",
        m,
        ref,
        "1",
        customer,
        "PO-ACC",
        "1",
        "ACC-1",
        "Stretch film, 18in",
        "7",
        "case",
        "12.35",
        "86.45",
        "7.35",
        "1234670.09",
      ],
      ["2026-03-01", m, ref, "1", customer, "PO-ACC", "2", "ACC-2", "Poly bags", "120", "each", "0.07", "8.40", "7.35", "1234670.09"],
      // A description a spreadsheet would run as a formula is written after a single quote.
      [
        "2026-03-01",
        m,
        ref,
        "1",
        customer,
        "PO-ACC",
        "3",
        "",
        `'=HYPERLINK("http://evil.example","Click")`,
        "1",
        "pallet",
        "1234567.89",
        "1234567.89",
        "7.35",
        "1234670.09",
      ],
      // Version 2, accepted on the 15th (version 1 was accepted in February and cancelled).
      [
        "2026-03-15",
        reaccepted.number,
        reaccepted.reference,
        "2",
        reaccepted.customer,
        "PO-V2",
        "1",
        "ACC-4",
        "Boxes",
        "10",
        "box",
        "2.50",
        "25.00",
        "10.00",
        "35.00",
      ],
      // A guest's order names the company typed in the request; freight collect is 0.00.
      [
        "2026-03-31",
        guest.order.number,
        guest.request.reference,
        "1",
        guest.request.company,
        "PO-ACC",
        "1",
        "ACC-3",
        "Tape",
        "2",
        "box",
        "5.50",
        "11.00",
        "0.00",
        "11.00",
      ],
    ]);
    // The stored totals are what the file says (the lines sum to them).
    expect(multi.order).toMatchObject({ subtotal: "1234662.74", freight: "7.35", total: "1234670.09" });
  });

  it("leaves out orders accepted just outside the range and cancelled orders", async () => {
    const numbers = new Set((await rowsOf("2026-03-01", "2026-03-31")).map((r) => r[1]));
    for (const n of [...outside, cancelled]) expect(numbers.has(n)).toBe(false);
    // Each edge order is in the neighbouring day's file, dated by the business's day.
    expect((await rowsOf("2026-02-28", "2026-02-28")).map((r) => [r[0], r[1]])).toEqual([["2026-02-28", outside[0]]]);
    expect((await rowsOf("2026-04-01", "2026-04-01")).map((r) => [r[0], r[1]])).toEqual([["2026-04-01", outside[1]]]);
  });

  it("a one-day range includes the whole day, both edges", async () => {
    expect((await rowsOf("2026-03-01", "2026-03-01")).map((r) => r[1])).toEqual([
      multi.order.number,
      multi.order.number,
      multi.order.number,
    ]);
    expect((await rowsOf("2026-03-31", "2026-03-31")).map((r) => r[1])).toEqual([guest.order.number]);
  });

  it("a re-accepted order is dated by the acceptance of the version it holds, not its first", async () => {
    expect((await rowsOf("2026-02-01", "2026-02-27")).map((r) => r[1])).not.toContain(reaccepted.number);
  });

  it("read an order at a time, the file is the same", async () => {
    const range = { from: "2026-03-01", to: "2026-03-31" };
    const paged = Buffer.from(await new Response(csvStream(await accountingSheet(range, 1))).arrayBuffer());
    expect(paged.equals((await download(range)).bytes)).toBe(true);
    expect(records(paged)).toHaveLength(6);
  });

  it("a range with no orders is the header alone", async () => {
    const answer = await download({ from: "2025-01-01", to: "2025-01-31" });
    expect(records(answer.bytes)).toEqual([HEADER]);
  });

  it("a full 366-day range is allowed", async () => {
    const rows = await rowsOf("2026-01-01", "2027-01-01");
    // Every order made but the cancelled one, by acceptance.
    expect([...new Set(rows.map((r) => r[1]))]).toEqual([
      outside[0],
      multi.order.number,
      reaccepted.number,
      guest.order.number,
      outside[1],
    ]);
  });
});

describe("refusals", () => {
  const bad: [Record<string, string>, string, RegExp][] = [
    [{ to: "2026-03-31" }, "from", /From/],
    [{ from: "2026-03-01" }, "to", /To/],
    [{ from: "", to: "2026-03-31" }, "from", /From/],
    [{ from: "2026-02-30", to: "2026-03-31" }, "from", /real date/],
    [{ from: "03/01/2026", to: "2026-03-31" }, "from", /YYYY-MM-DD/],
    [{ from: "2026-03-01", to: "tomorrow" }, "to", /YYYY-MM-DD/],
    [{ from: "2026-03-31", to: "2026-03-01" }, "to", /same day as From or later/],
    [{ from: "2026-01-01", to: "2027-01-02" }, "to", /at most 366 days/],
  ];
  it.each(bad)("%j is 400 naming %s", async (query, field, message) => {
    const answer = await download(query);
    expect(answer.status).toBe(400);
    expect(answer.json!.errors).toEqual({ [field]: expect.stringMatching(message) });
    expect(answer.json!.message).toMatch(new RegExp(`^${field}: `));
  });

  it("without a session is 401", async () => {
    const answer = await download({ from: "2026-03-01", to: "2026-03-31" }, {});
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: "Unauthorized" });
  });
});

describe("API keys", () => {
  const keyWith = async (scopes: ApiKeyScope[]) => {
    const made = await send(makeKeyRoute, "POST", "/api/admin/api-keys", {
      cookie,
      body: { name: `Accounting ${scopes.join(" ")}`, scopes, expiresOn: null },
      headers: { origin: ORIGIN },
    });
    expect(made.status).toBe(201);
    return { authorization: `Bearer ${(made.body as { key: string }).key}` };
  };

  it("a key with orders:read downloads the file", async () => {
    const answer = await download({ from: "2026-03-01", to: "2026-03-31" }, await keyWith(["orders:read"]));
    expect(answer.status).toBe(200);
    const [header, ...rows] = records(answer.bytes);
    expect(header).toEqual(HEADER);
    expect(rows).toHaveLength(5);
  });

  it("a key without it is 403, whatever else it may do (the catalogue's exports included)", async () => {
    for (const scopes of [["catalog:read"], ["quotes:read", "orders:write"]] as ApiKeyScope[][]) {
      const answer = await download({ from: "2026-03-01", to: "2026-03-31" }, await keyWith(scopes));
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({ message: "This key lacks the scope orders:read", requiredScope: "orders:read" });
    }
  });
});
