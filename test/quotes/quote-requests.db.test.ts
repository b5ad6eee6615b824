import { POST as createQuote } from "@/app/api/quote-requests/route";
import { GET as listQuotes } from "@/app/api/admin/quote-requests/route";
import { GET as getQuote, PUT as updateQuote } from "@/app/api/admin/quote-requests/[id]/route";
import { PUT as markQuoteRead } from "@/app/api/admin/quote-requests/[id]/read/route";
import { POST as login } from "@/app/api/admin/login/route";
import { PUT as updateProduct } from "@/app/api/admin/products/[id]/route";
import { QUANTITY_MESSAGE } from "@/lib/quantity";
import type { Product } from "@/lib/types";
import { db } from "@/server/db/client";
import { settleNotifications } from "@/server/mail/notify";
import { call, cookieFrom, ORIGIN } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makeProduct } from "../factories";

useTestDatabase();

let cookie: string;
const buyer = {
  name: "Dana Buyer",
  company: "Acme Logistics",
  email: "dana@acme.example",
  phone: "(555) 201-3344",
  state: "tx",
  zip: "75001",
  notes: "Deliver to dock 4",
};
let ip = 0;
const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(createQuote, "POST", "/api/quote-requests", { body, headers: { "x-forwarded-for": `10.9.0.${++ip % 250}`, ...headers } });

let card: Product;
let decoy: Product;
beforeAll(async () => {
  // The request form's products: the stretch-film page's product, whose SKU the requests below name; one without a
  // price; one a catalogue card of that page links to by SKU; and another whose id a card's item carries.
  await makeProduct({ name: "PE Stretch Film", slug: "stretch-film", sku: "pe001", priceMin: "45.00", priceMax: "55.00" });
  await makeProduct({ name: "Custom Printed Mailer", priceMin: "", priceMax: "" });
  card = await makeProduct({ name: "T-Shirt Bag 1/6 BBL White", sku: "TSB.0001", priceMin: "26.00", priceMax: "31.00" });
  decoy = await makeProduct({ name: "Black Contractor Bag" });
  await makeAdmin();
  cookie = cookieFrom(await call(login, "POST", "/api/admin/login", { body: { username: "admin", password: "Correct-Horse-9" } }));
});

describe("POST /api/quote-requests", () => {
  it("stores the request with the server's own snapshot of each item and answers a readable reference", async () => {
    const film = await db.product.findUniqueOrThrow({ where: { slug: "stretch-film" } });
    const other = await db.product.findFirstOrThrow({ where: { priceMin: null } });
    const res = await post({
      ...buyer,
      items: [
        { productId: film.id, sku: film.sku, name: "whatever the browser says", quantity: 3 },
        { productId: 999999, sku: other.sku, name: other.name, quantity: 1 },
        // A card's own id, here another product's: the SKU names the product.
        { productId: decoy.id, sku: card.sku, name: "T-shirt bag card", quantity: 20 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(/^Q-\d{4}-\d{6}$/);
    const stored = await db.quoteRequest.findUniqueOrThrow({
      where: { reference: res.body.reference },
      include: { items: { orderBy: { position: "asc" } } },
    });
    expect(stored).toMatchObject({
      name: buyer.name,
      company: buyer.company,
      email: buyer.email,
      state: "TX",
      zip: "75001",
      status: "New",
      isRead: false,
    });
    expect(stored.items.map((i) => [i.sku, i.name, i.priceText, i.quantity])).toEqual([
      [film.sku, film.name, "$45.00 - $55.00", 3],
      [other.sku, other.name, "Contact for Price", 1],
      // A stretch-film catalogue card is a product of its own: its own name and price, not the film's.
      [card.sku, "T-Shirt Bag 1/6 BBL White", "$26.00 - $31.00", 20],
    ]);
  });

  it("keeps the snapshot when the catalogue changes afterwards", async () => {
    const p = await db.product.findFirstOrThrow({ where: { NOT: { priceMin: null } }, include: { category: true } });
    const res = await post({ ...buyer, items: [{ productId: p.id, sku: p.sku, name: p.name, quantity: 2 }] });
    const body = {
      name: "Renamed product",
      slug: p.slug,
      sku: p.sku,
      description: p.description,
      priceMin: "1.00",
      priceMax: "2.00",
      imageUrl: p.imageUrl,
      categoryId: p.categoryId,
      specifications: p.specifications,
    };
    expect((await call(updateProduct, "PUT", `/api/admin/products/${p.id}`, { body, cookie, params: { id: String(p.id) } })).status).toBe(
      200,
    );
    const item = await db.quoteRequestItem.findFirstOrThrow({ where: { quoteRequest: { reference: res.body.reference } } });
    expect(item.name).toBe(p.name);
    expect(item.name).not.toBe("Renamed product");
  });

  it.each([
    ["items", { ...buyer, items: [] }, "Add at least one item to request a quote"],
    ["items.0.quantity", { ...buyer, items: [{ sku: "pe001", name: "x", quantity: 0 }] }, QUANTITY_MESSAGE],
    ["items.0.quantity", { ...buyer, items: [{ sku: "pe001", name: "x", quantity: 100001 }] }, QUANTITY_MESSAGE],
    ["email", { ...buyer, email: "not-an-email", items: [{ sku: "pe001", name: "x", quantity: 1 }] }, "Please enter a valid email"],
    ["zip", { ...buyer, zip: "12", items: [{ sku: "pe001", name: "x", quantity: 1 }] }, "Enter a valid ZIP code"],
    ["state", { ...buyer, state: "ZZ", items: [{ sku: "pe001", name: "x", quantity: 1 }] }, "Select a ship-to state"],
  ])("refuses a bad %s with 400 naming it and stores nothing", async (field, body, message) => {
    const before = await db.quoteRequest.count();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await db.quoteRequest.count()).toBe(before);
  });

  it("refuses unknown items with 400 naming the item", async () => {
    const before = await db.quoteRequest.count();
    const res = await post({
      ...buyer,
      items: [
        { sku: "pe001", name: "ok", quantity: 1 },
        { productId: 987654, sku: "NOPE-1", name: "ghost", quantity: 1 },
      ],
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(["items.1"]);
    expect(await db.quoteRequest.count()).toBe(before);
  });

  it("answers bad JSON with 400, never 500", async () => {
    const res = await call(createQuote, "POST", "/api/quote-requests", { rawBody: "{nope" });
    expect(res.status).toBe(400);
  });

  it("returns the first reference for a repeated Idempotency-Key and stores one request", async () => {
    const body = { ...buyer, items: [{ sku: "pe001", name: "film", quantity: 5 }] };
    const before = await db.quoteRequest.count();
    const [a, b] = await Promise.all([post(body, { "Idempotency-Key": "attempt-123" }), post(body, { "Idempotency-Key": "attempt-123" })]);
    const c = await post(body, { "Idempotency-Key": "attempt-123" });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.reference, b.body.reference, c.body.reference]).size).toBe(1);
    expect(await db.quoteRequest.count()).toBe(before + 1);
    const d = await post(body, { "Idempotency-Key": "attempt-456" });
    expect(d.body.reference).not.toBe(a.body.reference);
  });

  it("accepts a filled honeypot without storing anything", async () => {
    const before = await db.quoteRequest.count();
    const res = await post({ ...buyer, website: "http://spam.example", items: [{ sku: "pe001", name: "x", quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(await db.quoteRequest.count()).toBe(before);
  });

  it("refuses a cross-site submission", async () => {
    const res = await post({ ...buyer, items: [{ sku: "pe001", name: "x", quantity: 1 }] }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("rate-limits one client (429) without affecting others", async () => {
    const body = { ...buyer, items: [{ sku: "pe001", name: "x", quantity: 1 }] };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await call(createQuote, "POST", "/api/quote-requests", { body, headers: { "x-forwarded-for": "10.77.0.1" } })).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await post(body)).status).toBe(201);
  });
});

describe("admin quote inbox", () => {
  it("requires a session", async () => {
    expect((await call(listQuotes, "GET", "/api/admin/quote-requests")).status).toBe(401);
    expect((await call(getQuote, "GET", "/api/admin/quote-requests/1", { params: { id: "1" } })).status).toBe(401);
    expect((await call(updateQuote, "PUT", "/api/admin/quote-requests/1", { params: { id: "1" }, body: { status: "Won" } })).status).toBe(
      401,
    );
  });

  it("lists newest first with items, filters by status, opens it (without marking it read) and updates status and notes", async () => {
    // The e-mail bookkeeping of the requests just created (emailStatus) settles in the background.
    await settleNotifications();
    const list = await call(listQuotes, "GET", "/api/admin/quote-requests", { cookie });
    expect(list.status).toBe(200);
    const ids = list.body.map((q: { id: number }) => q.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const first = list.body[0];
    expect(first).toEqual(
      expect.objectContaining({
        reference: expect.any(String),
        status: "New",
        isRead: false,
        items: expect.any(Array),
        createdAt: expect.any(String),
      }),
    );

    const opened = await call(getQuote, "GET", `/api/admin/quote-requests/${first.id}`, { cookie, params: { id: String(first.id) } });
    // The one request is the list entry plus its timeline, versions, draft and link.
    expect(opened.body).toMatchObject(first);
    expect(opened.body).toEqual(
      expect.objectContaining({
        events: [expect.objectContaining({ type: "received" })],
        versions: [],
        quoteUrl: null,
        draft: expect.objectContaining({ saved: false }),
      }),
    );

    const upd = await call(updateQuote, "PUT", `/api/admin/quote-requests/${first.id}`, {
      cookie,
      params: { id: String(first.id) },
      body: { status: "Quoted", adminNotes: "Sent pricing by phone" },
      headers: { origin: ORIGIN },
    });
    expect(upd.status).toBe(200);
    const stored = await db.quoteRequest.findUniqueOrThrow({ where: { id: first.id } });
    expect([stored.status, stored.adminNotes]).toEqual(["Quoted", "Sent pricing by phone"]);

    const quoted = await call(listQuotes, "GET", "/api/admin/quote-requests", { cookie, query: { status: "Quoted" } });
    expect(quoted.body.map((q: { id: number }) => q.id)).toEqual([first.id]);
  });

  it("GET of one request changes nothing (still unread after two reads); PUT …/read marks it read", async () => {
    const res = await post({ ...buyer, items: [{ sku: "pe001", name: "film", quantity: 1 }] });
    const { id } = await db.quoteRequest.findUniqueOrThrow({ where: { reference: res.body.reference } });
    const params = { id: String(id) };
    for (let i = 0; i < 2; i++) {
      const read = await call(getQuote, "GET", `/api/admin/quote-requests/${id}`, { cookie, params });
      expect([read.status, read.body.isRead]).toEqual([200, false]);
    }
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).isRead).toBe(false);

    expect((await call(markQuoteRead, "PUT", `/api/admin/quote-requests/${id}/read`, { params })).status).toBe(401);
    expect(
      (
        await call(markQuoteRead, "PUT", `/api/admin/quote-requests/${id}/read`, {
          cookie,
          params,
          headers: { origin: "https://evil.example" },
        })
      ).status,
    ).toBe(403);
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).isRead).toBe(false);
    const marked = await call(markQuoteRead, "PUT", `/api/admin/quote-requests/${id}/read`, {
      cookie,
      params,
      headers: { origin: ORIGIN },
    });
    expect([marked.status, marked.body.isRead]).toEqual([200, true]);
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).isRead).toBe(true);
    expect((await call(markQuoteRead, "PUT", "/api/admin/quote-requests/999999/read", { cookie, params: { id: "999999" } })).status).toBe(
      404,
    );
  });

  it("refuses an unknown status, an empty update, a bad id and a missing request", async () => {
    const q = await db.quoteRequest.findFirstOrThrow();
    const put = (id: string, body: unknown) =>
      call(updateQuote, "PUT", `/api/admin/quote-requests/${id}`, { cookie, params: { id }, body });
    const bad = await put(String(q.id), { status: "Shipped" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toMatch(/New, Contacted, Quoted, Won, Lost/);
    expect((await put(String(q.id), {})).status).toBe(400);
    expect((await put("abc", { status: "Won" })).status).toBe(400);
    expect((await put("999999", { status: "Won" })).status).toBe(404);
    expect((await call(listQuotes, "GET", "/api/admin/quote-requests", { cookie, query: { status: "Nope" } })).status).toBe(400);
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id: q.id } })).status).toBe(q.status);
  });
});
