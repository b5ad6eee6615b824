/**
 * A company's address book through its real routes: CRUD, one default per
 * company (a new default clears the old one), the bound of 100, validation
 * naming the field, plain-form posts, the quote form's defaults, and company
 * isolation (another company's address is 404 on every route, no session 401).
 */
import * as one from "@/app/api/account/addresses/[id]/route";
import * as book from "@/app/api/account/addresses/route";
import { GET as quoteDefaults } from "@/app/api/account/quote-defaults/route";
import { ADDRESSES_MAX, ADDRESSES_MAX_MESSAGE } from "@/lib/validation/address";
import { db } from "@/server/db/client";
import { call, type Json } from "../api";
import { useTestDatabase } from "../db";
import { makeBuyer, makeCompany } from "../factories";
import { send } from "../kit";

useTestDatabase();

const address = (over: Record<string, unknown> = {}) => ({
  label: "Warehouse",
  recipient: "Dana Buyer",
  companyName: "Acme Packaging",
  street: "100 Industrial Way",
  street2: "Dock 4",
  city: "Dallas",
  state: "tx",
  zip: "75001",
  phone: "(555) 201-3344",
  ...over,
});

async function buyerInCompany(name?: string) {
  const company = await makeCompany(name ? { name } : {});
  const buyer = await makeBuyer({ company, name: "Dana Buyer" });
  return { company, buyer, cookie: buyer.cookie };
}

const add = (cookie: string, body: unknown) => send<Json>(book.POST, "POST", "/api/account/addresses", { cookie, body });

test("add, read, change and delete an address; the first becomes the default; a new default clears the old one", async () => {
  const { cookie, company } = await buyerInCompany();
  const first = await add(cookie, address());
  expect(first.status).toBe(201);
  expect(first.body.address).toEqual(expect.objectContaining({ state: "TX", zip: "75001", isDefault: true, street2: "Dock 4" }));
  expect(first.headers.get("cache-control")).toBe("private, no-store");

  const second = await add(cookie, address({ label: "Office", zip: "750011234", isDefault: true }));
  expect(second.body.address).toEqual(expect.objectContaining({ zip: "75001-1234", isDefault: true }));
  const defaults = await db.companyAddress.findMany({ where: { companyId: company.id, isDefault: true } });
  expect(defaults.map((a) => a.id)).toEqual([second.body.address.id]);

  const list = await send<Json>(book.GET, "GET", "/api/account/addresses", { cookie });
  expect(list.body.addresses.map((a: Json) => a.label)).toEqual(["Office", "Warehouse"]);

  const id = String(first.body.address.id);
  const changed = await send<Json>(one.PUT, "PUT", `/api/account/addresses/${id}`, {
    cookie,
    params: { id },
    body: address({ city: "Fort Worth", isDefault: true }),
  });
  expect(changed.status).toBe(200);
  expect(changed.body.address).toEqual(expect.objectContaining({ city: "Fort Worth", isDefault: true }));
  expect((await db.companyAddress.findMany({ where: { companyId: company.id, isDefault: true } })).map((a) => a.id)).toEqual([Number(id)]);

  const made = await send<Json>(one.POST, "POST", `/api/account/addresses/${second.body.address.id}`, {
    cookie,
    params: { id: String(second.body.address.id) },
    body: { intent: "default" },
  });
  expect(made.status).toBe(200);
  expect((await db.companyAddress.findMany({ where: { companyId: company.id, isDefault: true } })).map((a) => a.id)).toEqual([
    second.body.address.id,
  ]);

  expect((await send(one.DELETE, "DELETE", `/api/account/addresses/${id}`, { cookie, params: { id } })).status).toBe(200);
  expect((await send(one.GET, "GET", `/api/account/addresses/${id}`, { cookie, params: { id } })).status).toBe(404);
});

test("concurrent new defaults leave exactly one default", async () => {
  const { cookie, company } = await buyerInCompany();
  await Promise.all(Array.from({ length: 6 }, (_, i) => add(cookie, address({ label: `L${i}`, isDefault: true }))));
  expect(await db.companyAddress.count({ where: { companyId: company.id, isDefault: true } })).toBe(1);
  expect(await db.companyAddress.count({ where: { companyId: company.id } })).toBe(6);
});

test("bad fields are named and nothing is saved", async () => {
  const { cookie, company } = await buyerInCompany();
  const cases: [Record<string, unknown>, string, string][] = [
    [{ state: "XX" }, "state", "Select a ship-to state"],
    [{ zip: "7500" }, "zip", "Enter a valid ZIP code"],
    [{ zip: "75001-12" }, "zip", "Enter a valid ZIP code"],
    [{ phone: "call me" }, "phone", "Enter a valid phone number"],
    [{ street: " " }, "street", "Street is required"],
    [{ label: "x".repeat(61) }, "label", "Label must be at most 60 characters"],
    [{ recipient: "a\nb" }, "recipient", "Recipient must be on one line"],
  ];
  for (const [over, field, message] of cases) {
    const res = await add(cookie, address(over));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  }
  expect(await db.companyAddress.count({ where: { companyId: company.id } })).toBe(0);
});

test(`a company keeps at most ${ADDRESSES_MAX} addresses`, async () => {
  const { cookie, company } = await buyerInCompany();
  await db.companyAddress.createMany({
    data: Array.from({ length: ADDRESSES_MAX }, (_, i) => ({ ...address({ label: `A${i}`, state: "TX" }), companyId: company.id })),
  });
  const res = await add(cookie, address());
  expect(res.status).toBe(409);
  expect(res.body.message).toBe(ADDRESSES_MAX_MESSAGE);
  expect(await db.companyAddress.count({ where: { companyId: company.id } })).toBe(ADDRESSES_MAX);
});

test("a plain form adds an address and comes back to the page; a refusal comes back with its message", async () => {
  const { cookie, company } = await buyerInCompany();
  const form = (fields: Record<string, string>) =>
    call(book.POST, "POST", "/api/account/addresses", {
      cookie,
      rawBody: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  const ok = await form({ ...address({ isDefault: "on" }) } as Record<string, string>);
  expect(ok.status).toBe(303);
  expect(ok.headers.get("location")).toMatch(/\/account\/addresses\?done=Address%20added$/);
  const bad = await form({ ...address({ zip: "1" }) } as Record<string, string>);
  expect(bad.status).toBe(303);
  expect(decodeURIComponent(bad.headers.get("location")!)).toContain("error=zip: Enter a valid ZIP code");
  expect(await db.companyAddress.count({ where: { companyId: company.id } })).toBe(1);
});

test("another company's address is 404 on every route; no session is 401; no company yet is 403", async () => {
  const a = await buyerInCompany("Company A");
  const b = await buyerInCompany("Company B");
  const mine = await add(a.cookie, address());
  const id = String(mine.body.address.id);
  const routes: [typeof one.GET, string, unknown][] = [
    [one.GET, "GET", undefined],
    [one.PUT, "PUT", address({ city: "Elsewhere", isDefault: true })],
    [one.DELETE, "DELETE", undefined],
    [one.POST, "POST", { intent: "default" }],
    [one.POST, "POST", { intent: "delete" }],
  ];
  for (const [handler, method, body] of routes) {
    const res = await send<Json>(handler, method, `/api/account/addresses/${id}`, { cookie: b.cookie, params: { id }, body });
    expect([method, res.status]).toEqual([method, 404]);
    const anon = await send<Json>(handler, method, `/api/account/addresses/${id}`, { params: { id }, body });
    expect([method, anon.status]).toEqual([method, 401]);
  }
  expect((await send<Json>(book.GET, "GET", "/api/account/addresses", { cookie: b.cookie })).body.addresses).toEqual([]);
  expect((await send(book.GET, "GET", "/api/account/addresses")).status).toBe(401);
  expect((await send(book.POST, "POST", "/api/account/addresses", { body: address() })).status).toBe(401);
  const loner = await makeBuyer();
  expect((await send(book.GET, "GET", "/api/account/addresses", { cookie: loner.cookie })).status).toBe(403);
  const after = await db.companyAddress.findUniqueOrThrow({ where: { id: Number(id) } });
  expect(after.city).toBe("Dallas");
});

test("the quote form's defaults: the buyer, their company and its book, default first; private; nothing for a guest", async () => {
  const { cookie } = await buyerInCompany("Acme Packaging");
  await add(cookie, address({ label: "Warehouse" }));
  await add(cookie, address({ label: "Office", state: "OH", zip: "44101", isDefault: true }));
  const res = await send<Json>(quoteDefaults, "GET", "/api/account/quote-defaults", { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  expect(res.body.defaults).toEqual(expect.objectContaining({ name: "Dana Buyer", company: "Acme Packaging" }));
  expect(res.body.defaults.email).toMatch(/@example\.com$/);
  expect(res.body.defaults.addresses.map((a: Json) => [a.label, a.isDefault])).toEqual([
    ["Office", true],
    ["Warehouse", false],
  ]);
  const guest = await send<Json>(quoteDefaults, "GET", "/api/account/quote-defaults");
  expect([guest.status, guest.body, guest.headers.get("cache-control")]).toEqual([200, { defaults: null }, "private, no-store"]);
});
