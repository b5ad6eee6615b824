/**
 * The quote loop, from request to answer, through its real route handlers, on a real
 * database: the buyer's request with target prices and a needed-by date, the
 * admin's draft (exact totals, field-named errors) and send (versions, the
 * private link, Quoted), and the buyer's page, PDF, accept, decline and
 * messages, including expiry at the end of the business's day.
 */
import { NEEDED_BY_MESSAGE } from "@/lib/validation/quote-request";
import { VALID_UNTIL_MESSAGE } from "@/lib/validation/quote";
import { MONEY_MESSAGE } from "@/lib/money";
import { todayIn } from "@/lib/dates";
import { env } from "@/env";
import { db } from "@/server/db/client";
import { businessToday } from "@/server/quotes/business-time";
import { updateSetting } from "@/server/settings/settings";
import { useTestDatabase } from "../db";
import { makeAdmin, makeProduct } from "../factories";
import { login, send } from "../kit";
import {
  accept,
  buyer,
  buyerQuote,
  decline,
  detail,
  freshIp,
  inDays,
  list,
  message,
  pdf,
  putDraft,
  quotedRequest,
  reopen,
  requestQuote,
  requestRoute,
  sendQuote,
  tokenOf,
  VALID_DRAFT_TOTALS,
  validDraft,
} from "./quote-loop-kit";

useTestDatabase();

// Jest resolves "../pdf-text" to its .mjs sibling (the extractor's child process), so the .ts is named in full.
const { pdfText } = jest.requireActual<typeof import("../pdf-text")>("../pdf-text.ts");

/** The business details the buyer's page names as the supplier. */
const SUPPLIER = {
  name: "Harbor Film Supply",
  phone: "(201) 555-0190",
  email: "quotes@harbor-film.example",
  address: "40 Dock Road, Newark, NJ 07105",
};

let cookie: string;
beforeAll(async () => {
  // The film requestQuote and validDraft name by SKU, and a bag a request may add to it.
  await makeProduct({ name: "PE Stretch Film", sku: "pe001", priceMin: "45.00", priceMax: "55.00" });
  await makeProduct({ name: "T-Shirt Bag 1/6 BBL White", sku: "TSB.0001", priceMin: "26.00", priceMax: "31.00" });
  await updateSetting("business_name", SUPPLIER.name, "test");
  await updateSetting("business_phone", SUPPLIER.phone, "test");
  await updateSetting("business_email", SUPPLIER.email, "test");
  await updateSetting("business_address", SUPPLIER.address, "test");
  await makeAdmin();
  cookie = await login();
});

const eventsOf = async (id: number) =>
  (await detail(cookie, id)).body.events as Array<{
    type: string;
    version: number | null;
    name: string | null;
    poNumber: string | null;
    message: string | null;
    actor: string;
  }>;

describe("the buyer's request: target price, substitutes OK, needed-by", () => {
  it("are stored and returned by the admin's GET on the items and the request", async () => {
    const neededBy = inDays(10);
    const { id } = await requestQuote({
      neededBy,
      items: [
        { sku: "pe001", name: "PE Stretch Film", quantity: 120, targetPrice: "$41.5", substitutesOk: true },
        { sku: "TSB.0001", name: "T-shirt bags", quantity: 20 },
      ],
    });
    const res = await detail(cookie, id);
    expect(res.status).toBe(200);
    expect(res.body.neededBy).toBe(neededBy);
    expect(
      res.body.items.map((i: { sku: string; targetPrice: string | null; substitutesOk: boolean }) => [
        i.sku,
        i.targetPrice,
        i.substitutesOk,
      ]),
    ).toEqual([
      ["pe001", "41.50", true],
      ["TSB.0001", null, false],
    ]);
    // Before anything is sent: no link, no versions, the editor's draft prefilled and unsaved.
    expect(res.body).toMatchObject({ status: "New", quoteUrl: null, versions: [], quoteValidUntil: null, expired: false });
    expect(res.body.draft.saved).toBe(false);
    expect(res.body.draft.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([
      ["pe001", 120],
      ["TSB.0001", 20],
    ]);
    expect(res.body.draft.validUntil).toBe(inDays(30));
    expect(res.body.events.map((e: { type: string }) => e.type)).toEqual(["received"]);
  });

  it("prefills each line's unit price from its product's price, never from the buyer's target", async () => {
    await makeProduct({ sku: "PF-ONE", name: "Prefill PF-ONE", priceMin: "12.34", priceMax: "12.34" });
    await makeProduct({ sku: "PF-ASK", name: "Prefill PF-ASK", priceMin: "", priceMax: "" });
    const { id } = await requestQuote({
      items: [
        { sku: "PF-ONE", name: "x", quantity: 10, targetPrice: "9.00" },
        { sku: "pe001", name: "x", quantity: 120, targetPrice: "41.00", substitutesOk: true },
        { sku: "PF-ASK", name: "x", quantity: 3, targetPrice: "5.00" },
      ],
    });
    const { draft } = (await detail(cookie, id)).body;
    expect(draft.lines.map((l: { sku: string; unitPrice: string; lineTotal: string }) => [l.sku, l.unitPrice, l.lineTotal])).toEqual([
      ["PF-ONE", "12.34", "123.40"],
      // A range ($45.00 - $55.00) starts at its upper end, for the admin to lower.
      ["pe001", "55.00", "6600.00"],
      // Contact for Price: blank for the admin to fill (0.00 in the totals meanwhile).
      ["PF-ASK", "", "0.00"],
    ]);
    expect(draft.subtotal).toBe("6723.40");
    // The targets stay on the request's items, shown beside the field.
    expect((await detail(cookie, id)).body.items.map((i: { targetPrice: string | null }) => i.targetPrice)).toEqual([
      "9.00",
      "41.00",
      "5.00",
    ]);
    // The catalogue's price when the editor is opened: a later price change shows until a draft is saved.
    await db.product.update({ where: { sku: "PF-ONE" }, data: { priceMin: "11.00", priceMax: "11.00" } });
    expect((await detail(cookie, id)).body.draft.lines[0].unitPrice).toBe("11.00");
  });

  it("no needed-by date is null", async () => {
    const { id } = await requestQuote();
    expect((await detail(cookie, id)).body.neededBy).toBeNull();
    const blank = await requestQuote({ neededBy: "" });
    expect((await detail(cookie, blank.id)).body.neededBy).toBeNull();
  });

  it.each([
    ["items.0.targetPrice", { items: [{ sku: "pe001", name: "x", quantity: 1, targetPrice: "cheap" }] }, MONEY_MESSAGE],
    ["items.0.targetPrice", { items: [{ sku: "pe001", name: "x", quantity: 1, targetPrice: "-1.00" }] }, MONEY_MESSAGE],
    [
      "items.1.substitutesOk",
      {
        items: [
          { sku: "pe001", name: "x", quantity: 1 },
          { sku: "TSB.0001", name: "y", quantity: 1, substitutesOk: "yes" },
        ],
      },
      "Substitutes OK must be true or false",
    ],
    ["neededBy", { neededBy: "2020-01-01" }, NEEDED_BY_MESSAGE],
    ["neededBy", { neededBy: "2026-02-30" }, "Enter a date as YYYY-MM-DD"],
  ])("refuses a bad %s with 400 naming it, and stores nothing", async (field, overrides, msg) => {
    const before = await db.quoteRequest.count();
    const res = await send(requestRoute, "POST", "/api/quote-requests", {
      body: { ...buyer, items: [{ sku: "pe001", name: "x", quantity: 1 }], ...overrides },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [field]: msg });
    expect(await db.quoteRequest.count()).toBe(before);
  });

  it("refuses yesterday as needed-by wherever the buyer is (the server allows the earliest today on Earth)", async () => {
    const res = await send(requestRoute, "POST", "/api/quote-requests", {
      body: {
        ...buyer,
        items: [{ sku: "pe001", name: "x", quantity: 1 }],
        neededBy: todayIn("Etc/GMT+12", new Date(Date.now() - 86_400_000)),
      },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(["neededBy"]);
  });
});

describe("PUT /api/admin/quote-requests/{id}/draft", () => {
  it("needs the admin session (401) and stores nothing without it", async () => {
    const { id } = await requestQuote();
    const res = await putDraft(null, id, validDraft());
    expect(res.status).toBe(401);
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).quoteDraft).toBeNull();
  });

  it("answers the draft priced in exact decimal, and the admin's GET returns it as the saved draft", async () => {
    const { id } = await requestQuote();
    const res = await putDraft(cookie, id, validDraft({ freight: "$150" }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...VALID_DRAFT_TOTALS,
      freight: "150.00",
      leadTime: "5 business days",
      terms: "Net 30",
      validUntil: inDays(30),
      saved: true,
    });
    expect(res.body.lines.map((l: { appliedUnitPrice: string; lineTotal: string }) => [l.appliedUnitPrice, l.lineTotal])).toEqual([
      ["41.50", "4980.00"],
      ["26.10", "78.30"],
    ]);
    const got = await detail(cookie, id);
    expect(got.body.draft).toEqual(res.body);
    // A draft is not a quote: nothing has been sent, the status is as it was.
    expect(got.body).toMatchObject({ status: "New", versions: [], quoteUrl: null });
  });

  it("totals stay exact where floats would not (0.10 + 0.20, and the largest quote)", async () => {
    const { id } = await requestQuote();
    const small = await putDraft(
      cookie,
      id,
      validDraft({
        lines: [
          { name: "a", quantity: 1, unit: "each", unitPrice: "0.10" },
          { name: "b", quantity: 1, unit: "each", unitPrice: "0.20" },
        ],
        freight: null,
      }),
    );
    expect([small.status, small.body.subtotal, small.body.freight, small.body.total]).toEqual([200, "0.30", null, "0.30"]);
    const line = { name: "Pallet of film", quantity: 100_000, unit: "pallet", unitPrice: "9999999.99" };
    const big = await putDraft(cookie, id, validDraft({ lines: Array.from({ length: 200 }, () => line), freight: "9999999.99" }));
    expect([big.status, big.body.subtotal, big.body.total]).toEqual([200, "199999999800000.00", "200000009799999.99"]);
    expect((await detail(cookie, id)).body.draft.total).toBe("200000009799999.99");
  });

  it("a bad field is 400 naming it (lines.0.unitPrice), and the saved draft is kept", async () => {
    const { id } = await requestQuote();
    expect((await putDraft(cookie, id, validDraft())).status).toBe(200);
    const before = (await db.quoteRequest.findUniqueOrThrow({ where: { id } })).quoteDraft;
    const bad = validDraft();
    bad.lines[0] = { ...bad.lines[0], unitPrice: "4 5" };
    const res = await putDraft(cookie, id, bad);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ "lines.0.unitPrice": MONEY_MESSAGE });
    expect(res.body.message).toEqual(expect.any(String));
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).quoteDraft).toBe(before);
  });

  it.each([
    ["lines.1.quantity", (d: ReturnType<typeof validDraft>) => ({ ...d, lines: [d.lines[0], { ...d.lines[1], quantity: 0 }] })],
    [
      "lines.0.breaks",
      (d: ReturnType<typeof validDraft>) => ({
        ...d,
        lines: [
          {
            ...d.lines[0],
            breaks: [
              { minQuantity: 100, unitPrice: "1.00" },
              { minQuantity: 100, unitPrice: "2.00" },
            ],
          },
        ],
      }),
    ],
    [
      "lines.0.breaks.0.unitPrice",
      (d: ReturnType<typeof validDraft>) => ({ ...d, lines: [{ ...d.lines[0], breaks: [{ minQuantity: 100, unitPrice: "x" }] }] }),
    ],
    ["lines", (d: ReturnType<typeof validDraft>) => ({ ...d, lines: [] })],
    ["freight", (d: ReturnType<typeof validDraft>) => ({ ...d, freight: "free" })],
    ["validUntil", (d: ReturnType<typeof validDraft>) => ({ ...d, validUntil: "soon" })],
  ])("names %s", async (field, change) => {
    const { id } = await requestQuote();
    const res = await putDraft(cookie, id, change(validDraft()));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  it("refuses a validUntil before the business's today (400), and accepts today", async () => {
    const { id } = await requestQuote();
    const past = await putDraft(cookie, id, validDraft({ validUntil: inDays(-1) }));
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ validUntil: VALID_UNTIL_MESSAGE });
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).quoteDraft).toBeNull();
    expect((await putDraft(cookie, id, validDraft({ validUntil: businessToday() }))).status).toBe(200);
  });

  it("answers 404 for a request that does not exist, 400 for a bad id, 400 for bad JSON", async () => {
    expect((await putDraft(cookie, 999_999, validDraft())).status).toBe(404);
    expect((await putDraft(cookie, "abc", validDraft())).status).toBe(400);
    const { id } = await requestQuote();
    const res = await send(
      (await import("@/app/api/admin/quote-requests/[id]/draft/route")).PUT,
      "PUT",
      `/api/admin/quote-requests/${id}/draft`,
      { cookie, params: { id: String(id) }, rawBody: "{nope" },
    );
    expect(res.status).toBe(400);
  });
});

describe("POST /api/admin/quote-requests/{id}/send", () => {
  it("needs the admin session (401)", async () => {
    const { id } = await requestQuote();
    await putDraft(cookie, id, validDraft());
    expect((await sendQuote(null, id)).status).toBe(401);
    expect(await db.quoteVersion.count({ where: { quoteRequestId: id } })).toBe(0);
  });

  it("without a saved draft is 409, and sends nothing", async () => {
    const { id } = await requestQuote();
    const res = await sendQuote(cookie, id);
    expect(res.status).toBe(409);
    expect(await db.quoteVersion.count({ where: { quoteRequestId: id } })).toBe(0);
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).status).toBe("New");
  });

  it("for a request that does not exist is 404", async () => {
    expect((await sendQuote(cookie, 999_999)).status).toBe(404);
  });

  it("freezes the draft as version 1 with the buyer's link under SITE_URL, and the request becomes Quoted", async () => {
    const { id, reference } = await requestQuote();
    await putDraft(cookie, id, validDraft());
    const res = await sendQuote(cookie, id);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ version: 1, url: expect.any(String) });
    expect(res.body.url.startsWith(`${env.siteUrl}/quotes/`)).toBe(true);
    const token = tokenOf(res.body.url);
    // At least 128 random bits, url-safe: 22 or more base64url characters.
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    const got = await detail(cookie, id);
    expect(got.body).toMatchObject({ status: "Quoted", quoteUrl: res.body.url, quoteValidUntil: inDays(30), expired: false });
    expect(got.body.versions).toHaveLength(1);
    expect(got.body.versions[0]).toMatchObject({
      version: 1,
      ...VALID_DRAFT_TOTALS,
      freight: "150.00",
      validUntil: inDays(30),
      sentBy: "admin",
    });
    expect(got.body.events.filter((e: { type: string }) => e.type === "sent")).toEqual([
      expect.objectContaining({ type: "sent", version: 1, actor: "admin" }),
    ]);

    const buyerView = await buyerQuote(token);
    expect(buyerView.status).toBe(200);
    expect(buyerView.body).toMatchObject({ reference, version: 1, status: "Quoted", ...VALID_DRAFT_TOTALS });
  });

  it("a second send is version 2 at the same link; the sent version stays as it was when the draft changes", async () => {
    const { id, url, token } = await quotedRequest(cookie);
    await putDraft(cookie, id, validDraft({ freight: "99.00", terms: "Net 15" }));
    // Saving a draft changes nothing the buyer sees until it is sent.
    expect((await buyerQuote(token)).body).toMatchObject({ version: 1, freight: "150.00", terms: "Net 30" });
    const again = await sendQuote(cookie, id);
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ version: 2, url });
    const got = await detail(cookie, id);
    expect(got.body.versions.map((v: { version: number; freight: string; total: string }) => [v.version, v.freight, v.total])).toEqual([
      [1, "150.00", "5208.30"],
      [2, "99.00", "5157.30"],
    ]);
    expect(got.body.quoteUrl).toBe(url);
  });

  it("the same Idempotency-Key twice (even at once) makes one version; another key makes the next", async () => {
    const { id } = await requestQuote();
    await putDraft(cookie, id, validDraft());
    const key = { "Idempotency-Key": "send-once-1" };
    const [a, b] = await Promise.all([sendQuote(cookie, id, key), sendQuote(cookie, id, key)]);
    const c = await sendQuote(cookie, id, key);
    for (const r of [a, b, c]) expect([r.status, r.body.version]).toEqual([201, 1]);
    expect(new Set([a.body.url, b.body.url, c.body.url]).size).toBe(1);
    expect(await db.quoteVersion.count({ where: { quoteRequestId: id } })).toBe(1);
    expect(await db.quoteEvent.count({ where: { quoteRequestId: id, type: "sent" } })).toBe(1);
    const d = await sendQuote(cookie, id, { "Idempotency-Key": "send-once-2" });
    expect([d.status, d.body.version]).toEqual([201, 2]);
  });

  it("two first sends at once without a key: both 201, versions 1 and 2, one link that opens the quote", async () => {
    const { id } = await requestQuote();
    await putDraft(cookie, id, validDraft());
    const answers = await Promise.all([sendQuote(cookie, id), sendQuote(cookie, id)]);
    // Every link handed out must open the quote: the admin may already have copied it.
    for (const a of answers.filter((r) => r.status === 201))
      expect({ url: a.body.url, status: (await buyerQuote(tokenOf(a.body.url))).status }).toEqual({ url: a.body.url, status: 200 });
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    expect(answers.map((r) => r.body.version).sort()).toEqual([1, 2]);
    expect(answers[0].body.url).toBe(answers[1].body.url);
    expect((await db.quoteVersion.findMany({ where: { quoteRequestId: id }, orderBy: { version: "asc" } })).map((v) => v.version)).toEqual([
      1, 2,
    ]);
  });

  it("refuses to send a draft whose validUntil has passed since it was saved (400), sending nothing", async () => {
    const { id } = await requestQuote();
    await putDraft(cookie, id, validDraft());
    const row = await db.quoteRequest.findUniqueOrThrow({ where: { id } });
    await db.quoteRequest.update({
      where: { id },
      data: { quoteDraft: JSON.stringify({ ...JSON.parse(row.quoteDraft!), validUntil: inDays(-1) }) },
    });
    const res = await sendQuote(cookie, id);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toEqual(["validUntil"]);
    expect(await db.quoteVersion.count({ where: { quoteRequestId: id } })).toBe(0);
  });
});

describe("GET /api/quotes/{token}", () => {
  it("answers the latest version, never cached, with the earlier ones marked superseded", async () => {
    const { id, reference, token } = await quotedRequest(cookie);
    await putDraft(cookie, id, validDraft({ freight: null, leadTime: "2 weeks" }));
    await sendQuote(cookie, id);
    const res = await buyerQuote(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store|private/);
    expect(res.body).toMatchObject({
      reference,
      version: 2,
      status: "Quoted",
      validUntil: inDays(30),
      expired: false,
      subtotal: "5058.30",
      freight: null,
      total: "5058.30",
      leadTime: "2 weeks",
      terms: "Net 30",
      decision: null,
    });
    expect(
      res.body.lines.map(
        (l: {
          sku: string;
          name: string;
          quantity: number;
          unit: string;
          unitPrice: string;
          appliedUnitPrice: string;
          lineTotal: string;
          breaks: unknown[];
        }) => [l.sku, l.name, l.quantity, l.unit, l.unitPrice, l.appliedUnitPrice, l.lineTotal, l.breaks.length],
      ),
    ).toEqual([
      ["pe001", "PE Stretch Film", 120, "case", "45.00", "41.50", "4980.00", 2],
      ["", "Substitute bag", 3, "1,000 bags", "26.10", "26.10", "78.30", 0],
    ]);
    expect(res.body.supplier).toEqual(SUPPLIER);
    const versions = res.body.versions as Array<{ version: number; superseded: boolean; freight: string | null }>;
    expect(versions.map((v) => [v.version, v.superseded, v.freight])).toEqual([
      [2, false, null],
      [1, true, "150.00"],
    ]);
    // The buyer sees nothing of the admin's side.
    expect(JSON.stringify(res.body)).not.toMatch(/adminNotes|quoteTokenHash|quoteTokenSalt|quoteDraft/);
  });

  it("the first GET records one 'viewed' event for the version; more GETs add none", async () => {
    const { id, token } = await quotedRequest(cookie);
    expect((await eventsOf(id)).filter((e) => e.type === "viewed")).toEqual([]);
    await buyerQuote(token);
    await buyerQuote(token);
    await buyerQuote(token);
    expect((await eventsOf(id)).filter((e) => e.type === "viewed")).toEqual([
      expect.objectContaining({ type: "viewed", version: 1, actor: "buyer" }),
    ]);
  });

  it("the page's read (markViewed) records the first view of each version once", async () => {
    const { getBuyerQuote } = await import("@/server/quotes/buyer-quote");
    const { id, token } = await quotedRequest(cookie);
    await getBuyerQuote(token, { markViewed: true });
    await getBuyerQuote(token, { markViewed: true });
    await sendQuote(cookie, id);
    await getBuyerQuote(token, { markViewed: true });
    expect((await eventsOf(id)).filter((e) => e.type === "viewed").map((e) => e.version)).toEqual([1, 2]);
  });
});

describe("GET /api/quotes/{token}/pdf", () => {
  it("is the latest version as a PDF named {reference}-v{version}.pdf", async () => {
    const { id, reference, token } = await quotedRequest(cookie);
    await sendQuote(cookie, id);
    const res = await pdf(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(new RegExp(`filename="?${reference}-v2\\.pdf"?`));
    expect(Buffer.from(res.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const { pages, text } = pdfText(res.bytes);
    expect(pages[0]).toMatchObject({ width: 612, height: 792 });
    expect(text).toContain(reference);
    expect(text).toContain("$5,208.30");
  });

  it("answers an unknown token 404 like the page", async () => {
    const res = await pdf("A".repeat(43));
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: "Quote not found" });
  });
});

describe("the buyer's answers", () => {
  it("accept {name, poNumber, version} → 200 and Won; the accepted event with name and PO is on the admin's timeline", async () => {
    const { id, token } = await quotedRequest(cookie);
    const res = await accept(token, { name: "Dana Buyer", poNumber: "PO-7781", version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "Won",
      version: 1,
      decision: { type: "accepted", version: 1, name: "Dana Buyer", poNumber: "PO-7781" },
    });
    const got = await detail(cookie, id);
    expect(got.body.status).toBe("Won");
    expect(got.body.events.filter((e: { type: string }) => e.type === "accepted")).toEqual([
      expect.objectContaining({ version: 1, name: "Dana Buyer", poNumber: "PO-7781", actor: "buyer" }),
    ]);
    expect((await list(cookie, { status: "Won" })).body.map((q: { id: number }) => q.id)).toContain(id);
  });

  it("accepting twice is 409 and records one acceptance", async () => {
    const { id, token } = await quotedRequest(cookie);
    expect((await accept(token, { name: "Dana", version: 1 })).status).toBe(200);
    const again = await accept(token, { name: "Someone Else", poNumber: "PO-2", version: 1 });
    expect(again.status).toBe(409);
    expect((await eventsOf(id)).filter((e) => e.type === "accepted")).toHaveLength(1);
    expect((await eventsOf(id)).find((e) => e.type === "accepted")?.name).toBe("Dana");
  });

  it("accepting a stale version is 409 and changes nothing; the latest can then be accepted", async () => {
    const { id, token } = await quotedRequest(cookie);
    await sendQuote(cookie, id);
    const stale = await accept(token, { name: "Dana", version: 1 });
    expect(stale.status).toBe(409);
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).status).toBe("Quoted");
    expect((await accept(token, { name: "Dana", version: 3 })).status).toBe(409);
    const ok = await accept(token, { name: "Dana", version: 2 });
    expect([ok.status, ok.body.status, ok.body.decision?.version]).toEqual([200, "Won", 2]);
  });

  it("decline {reason} → 200 and Lost; accepting after it is 409; declining twice is 409", async () => {
    const { id, token } = await quotedRequest(cookie);
    const res = await decline(token, { reason: "Found it cheaper" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "Lost", decision: { type: "declined", reason: "Found it cheaper" } });
    expect((await detail(cookie, id)).body.status).toBe("Lost");
    expect((await eventsOf(id)).filter((e) => e.type === "declined")).toEqual([
      expect.objectContaining({ version: 1, message: "Found it cheaper" }),
    ]);
    expect((await accept(token, { name: "Dana", version: 1 })).status).toBe(409);
    expect((await decline(token, {})).status).toBe(409);
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).status).toBe("Lost");
  });

  it("decline without a reason is fine", async () => {
    const { token } = await quotedRequest(cookie);
    const res = await decline(token, {});
    expect([res.status, res.body.status]).toEqual([200, "Lost"]);
  });

  it("a revision sent after a decline (and a reopening) asks again: version 2 can be accepted", async () => {
    const { id, token } = await quotedRequest(cookie);
    expect((await decline(token, { reason: "Too dear" })).status).toBe(200);
    await putDraft(cookie, id, validDraft({ freight: "0.00" }));
    expect((await reopen(cookie, id, { reason: "We can waive the freight" })).status).toBe(201);
    expect((await sendQuote(cookie, id)).body.version).toBe(2);
    expect((await buyerQuote(token)).body).toMatchObject({ status: "Quoted", version: 2, decision: null });
    const ok = await accept(token, { name: "Dana", poNumber: "PO-9", version: 2 });
    expect([ok.status, ok.body.status]).toEqual([200, "Won"]);
  });

  it("messages → 201: a 'message' event on the timeline, and the request is unread again", async () => {
    const { id, token } = await quotedRequest(cookie);
    await send((await import("@/app/api/admin/quote-requests/[id]/read/route")).PUT, "PUT", `/api/admin/quote-requests/${id}/read`, {
      cookie,
      params: { id: String(id) },
    });
    expect((await detail(cookie, id)).body.isRead).toBe(true);
    const res = await message(token, { message: "Can you do 200 cases?\nSame price?" });
    expect(res.status).toBe(201);
    expect((await eventsOf(id)).filter((e) => e.type === "message")).toEqual([
      expect.objectContaining({ actor: "buyer", version: 1, message: "Can you do 200 cases?\nSame price?" }),
    ]);
    const got = await detail(cookie, id);
    expect(got.body.isRead).toBe(false);
    expect(got.body.status).toBe("Quoted");
    expect((await list(cookie)).body.find((q: { id: number }) => q.id === id).isRead).toBe(false);
  });

  it.each([
    ["accept", () => accept, { poNumber: "PO-1", version: 1 }, "name"],
    ["accept", () => accept, { name: "Dana" }, "version"],
    ["accept", () => accept, { name: "Dana", version: "1" }, "version"],
    ["messages", () => message, { message: "  " }, "message"],
    ["decline", () => decline, { reason: "x".repeat(2001) }, "reason"],
  ])("%s with a bad body is 400 naming the field, and changes nothing", async (_what, fn, body, field) => {
    const { id, token } = await quotedRequest(cookie);
    const before = await db.quoteEvent.count({ where: { quoteRequestId: id } });
    const res = await fn()(token, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(await db.quoteEvent.count({ where: { quoteRequestId: id } })).toBe(before);
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).status).toBe("Quoted");
  });

  it("refuses a cross-site answer (403)", async () => {
    const { token } = await quotedRequest(cookie);
    const { acceptRoute } = await import("./quote-loop-kit");
    const res = await send(acceptRoute, "POST", `/api/quotes/${token}/accept`, {
      params: { token },
      body: { name: "Dana", version: 1 },
      headers: { origin: "https://evil.example", "x-forwarded-for": freshIp() },
    });
    expect(res.status).toBe(403);
    expect((await buyerQuote(token)).body.status).toBe("Quoted");
  });
});

describe("expiry: valid through the end of validUntil in the business's time zone", () => {
  afterEach(() => jest.useRealTimers());

  /** The first instant at which the business's date is past `date` (to the second). */
  function endOfBusinessDay(date: string): Date {
    let lo = Date.now();
    let hi = lo + 3 * 86_400_000;
    while (hi - lo > 1000) {
      const mid = Math.floor((lo + hi) / 2);
      if (businessToday(new Date(mid)) > date) hi = mid;
      else lo = mid;
    }
    return new Date(hi);
  }

  it("valid until today: still open in the day's last seconds, expired (409 on accept) just after midnight there", async () => {
    const today = businessToday();
    const { id, token } = await quotedRequest(cookie, { validUntil: today });
    const midnight = endOfBusinessDay(today);
    // Only Date is faked: the database drivers' timers run as usual.
    jest.useFakeTimers({
      doNotFake: [
        "nextTick",
        "setImmediate",
        "clearImmediate",
        "setTimeout",
        "clearTimeout",
        "setInterval",
        "clearInterval",
        "queueMicrotask",
        "hrtime",
        "performance",
      ],
    });

    jest.setSystemTime(midnight.getTime() - 2000);
    expect((await buyerQuote(token)).body.expired).toBe(false);

    jest.setSystemTime(midnight.getTime() + 1000);
    const res = await buyerQuote(token);
    expect([res.status, res.body.expired, res.body.validUntil]).toEqual([200, true, today]);
    const refused = await accept(token, { name: "Dana", version: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/expired/i);
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).status).toBe("Quoted");
    expect(await db.quoteEvent.count({ where: { quoteRequestId: id, type: "accepted" } })).toBe(0);
  });

  it("a quote whose validUntil is past shows expired to the buyer and the admin, is listed under ?status=Expired, and cannot be accepted", async () => {
    const { id, token } = await quotedRequest(cookie);
    const fresh = await quotedRequest(cookie);
    // Written in the past directly: as if the quote had been sent weeks ago.
    const past = inDays(-3);
    const v = await db.quoteVersion.findFirstOrThrow({ where: { quoteRequestId: id } });
    await db.quoteVersion.update({
      where: { id: v.id },
      data: { validUntil: past, content: JSON.stringify({ ...JSON.parse(v.content), validUntil: past }) },
    });
    await db.quoteRequest.update({ where: { id }, data: { quoteValidUntil: past } });

    const res = await buyerQuote(token);
    expect([res.status, res.body.expired, res.body.validUntil]).toEqual([200, true, past]);
    expect((await accept(token, { name: "Dana", version: 1 })).status).toBe(409);
    const got = await detail(cookie, id);
    expect([got.body.status, got.body.expired]).toEqual(["Quoted", true]);

    const expired = await list(cookie, { status: "Expired" });
    expect(expired.status).toBe(200);
    const ids = expired.body.map((q: { id: number }) => q.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(fresh.id);
    expect(expired.body.every((q: { expired: boolean; status: string }) => q.expired && q.status === "Quoted")).toBe(true);
    expect((await list(cookie, { status: "Quoted" })).body.map((q: { id: number }) => q.id)).toEqual(
      expect.arrayContaining([id, fresh.id]),
    );
  });

  it("an accepted quote is not expired when its date passes, and is not listed as Expired", async () => {
    const { id, token } = await quotedRequest(cookie);
    expect((await accept(token, { name: "Dana", version: 1 })).status).toBe(200);
    await db.quoteRequest.update({ where: { id }, data: { quoteValidUntil: inDays(-3) } });
    expect((await detail(cookie, id)).body.expired).toBe(false);
    expect((await list(cookie, { status: "Expired" })).body.map((q: { id: number }) => q.id)).not.toContain(id);
  });
});
