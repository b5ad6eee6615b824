/**
 * Requisition lists through their real routes: shared by the company (a
 * colleague sees and changes them, the creator is kept), SKUs checked against
 * the catalogue, a deleted product flagged "no longer sold", "Add list to cart",
 * CSV import naming each bad row by line and saving nothing then, the bounds,
 * and company isolation on every route.
 */
import * as cart from "@/app/api/account/lists/[id]/cart/route";
import * as importCsv from "@/app/api/account/lists/[id]/import/route";
import * as line from "@/app/api/account/lists/[id]/lines/[lineId]/route";
import * as lines from "@/app/api/account/lists/[id]/lines/route";
import * as one from "@/app/api/account/lists/[id]/route";
import * as all from "@/app/api/account/lists/route";
import { GET as listChoices } from "@/app/api/account/list-choices/route";
import { CSV_MAX_BYTES } from "@/lib/requisition-csv";
import { LIST_LINES_MAX, LISTS_MAX, LISTS_MAX_MESSAGE, UNKNOWN_SKU_MESSAGE } from "@/lib/validation/requisition-list";
import { deleteProduct } from "@/server/catalog/products/products";
import { db } from "@/server/db/client";
import { call, type Json } from "../api";
import { useTestDatabase } from "../db";
import { makeBuyer, makeCompany, makeProduct } from "../factories";
import { send } from "../kit";

useTestDatabase();

async function team(name?: string) {
  const company = await makeCompany(name ? { name } : {});
  const creator = await makeBuyer({ company, email: `creator-${company.id}@example.com` });
  const colleague = await makeBuyer({ company });
  return { company, creator, colleague };
}

async function newList(cookie: string, name = "Monthly restock"): Promise<string> {
  const res = await send<Json>(all.POST, "POST", "/api/account/lists", { cookie, body: { name } });
  expect(res.status).toBe(201);
  return String(res.body.id);
}

const addLine = (cookie: string, id: string, body: unknown) =>
  send<Json>(lines.POST, "POST", `/api/account/lists/${id}/lines`, { cookie, params: { id }, body });

const upload = (cookie: string, id: string, csv: string) =>
  send<Json>(importCsv.POST, "POST", `/api/account/lists/${id}/import`, {
    cookie,
    params: { id },
    rawBody: csv,
    headers: { "content-type": "text/csv" },
  });

test("a list is shared by the company: a colleague sees it, changes it and adds it to the cart; the creator is kept", async () => {
  const { creator, colleague } = await team();
  const film = await makeProduct({ sku: "RL-FILM-1", name: "Stretch Film 18in" });
  const bags = await makeProduct({ sku: "RL-BAG-2", name: "Poly Bag 12x15" });
  const id = await newList(creator.cookie);

  expect((await addLine(creator.cookie, id, { sku: "rl-film-1", quantity: 4 })).status).toBe(201);
  expect((await addLine(colleague.cookie, id, { sku: "RL-BAG-2", quantity: "10" })).status).toBe(201);
  const again = await addLine(colleague.cookie, id, { sku: "RL-FILM-1", quantity: 2 });
  expect(again.body.list.lines.map((l: Json) => [l.sku, l.quantity, l.sold])).toEqual([
    ["RL-FILM-1", 6, true],
    ["RL-BAG-2", 10, true],
  ]);

  const seen = await send<Json>(all.GET, "GET", "/api/account/lists", { cookie: colleague.cookie });
  expect(seen.body.lists).toEqual([expect.objectContaining({ name: "Monthly restock", createdBy: creator.email, lineCount: 2 })]);

  const bagLine = again.body.list.lines[1].id;
  const changed = await send<Json>(line.PUT, "PUT", `/api/account/lists/${id}/lines/${bagLine}`, {
    cookie: colleague.cookie,
    params: { id, lineId: String(bagLine) },
    body: { quantity: 12 },
  });
  expect(changed.body.list.lines[1].quantity).toBe(12);

  const renamed = await send<Json>(one.PUT, "PUT", `/api/account/lists/${id}`, {
    cookie: colleague.cookie,
    params: { id },
    body: { name: "Weekly restock" },
  });
  expect(renamed.body.list.name).toBe("Weekly restock");

  const toCart = await send<Json>(cart.GET, "GET", `/api/account/lists/${id}/cart`, { cookie: colleague.cookie, params: { id } });
  expect(toCart.body.missing).toEqual([]);
  expect(toCart.body.items.map((i: Json) => [i.id, i.sku, i.quantity, i.name])).toEqual([
    [film.id, "RL-FILM-1", 6, film.name],
    [bags.id, "RL-BAG-2", 12, bags.name],
  ]);

  const removed = await send<Json>(line.DELETE, "DELETE", `/api/account/lists/${id}/lines/${bagLine}`, {
    cookie: creator.cookie,
    params: { id, lineId: String(bagLine) },
  });
  expect(removed.body.list.lines.map((l: Json) => l.sku)).toEqual(["RL-FILM-1"]);
  expect((await send(one.DELETE, "DELETE", `/api/account/lists/${id}`, { cookie: colleague.cookie, params: { id } })).status).toBe(200);
  expect(await db.requisitionListLine.count({ where: { listId: Number(id) } })).toBe(0);
});

test("an SKU not in the catalogue is refused; a product deleted later stays on the list as no longer sold, and is left out of the cart", async () => {
  const { creator } = await team();
  const gone = await makeProduct({ sku: "RL-GONE-1", name: "Retired Tote" });
  await makeProduct({ sku: "RL-KEPT-1" });
  const id = await newList(creator.cookie);
  const unknown = await addLine(creator.cookie, id, { sku: "NO-SUCH", quantity: 1 });
  expect(unknown.status).toBe(400);
  expect(unknown.body.errors).toEqual({ sku: UNKNOWN_SKU_MESSAGE });
  await addLine(creator.cookie, id, { sku: "RL-GONE-1", quantity: 3 });
  await addLine(creator.cookie, id, { sku: "RL-KEPT-1", quantity: 1 });
  await deleteProduct(gone.id, "test");
  const list = await send<Json>(one.GET, "GET", `/api/account/lists/${id}`, { cookie: creator.cookie, params: { id } });
  expect(list.body.list.lines.map((l: Json) => [l.sku, l.name, l.sold])).toEqual([
    ["RL-GONE-1", "Retired Tote", false],
    ["RL-KEPT-1", expect.any(String), true],
  ]);
  const toCart = await send<Json>(cart.GET, "GET", `/api/account/lists/${id}/cart`, { cookie: creator.cookie, params: { id } });
  expect(toCart.body.items.map((i: Json) => i.sku)).toEqual(["RL-KEPT-1"]);
  expect(toCart.body.missing).toEqual([{ sku: "RL-GONE-1", name: "Retired Tote" }]);
});

test("CSV import: rows added or updated; any bad row refuses the file, each named by its line, nothing saved", async () => {
  const { creator } = await team();
  await makeProduct({ sku: "CSV-A" });
  await makeProduct({ sku: "CSV-B" });
  const id = await newList(creator.cookie);
  await addLine(creator.cookie, id, { sku: "CSV-A", quantity: 1 });

  const ok = await upload(creator.cookie, id, 'sku,quantity\r\ncsv-a,5\n"CSV-B",7\n');
  expect(ok.status).toBe(200);
  expect([ok.body.added, ok.body.updated]).toEqual([1, 1]);
  expect(ok.body.list.lines.map((l: Json) => [l.sku, l.quantity])).toEqual([
    ["CSV-A", 5],
    ["CSV-B", 7],
  ]);

  const bad = await upload(creator.cookie, id, "CSV-A,9\nCSV-B,0\n,3\nNOPE-1,2\nCSV-A,1\n");
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toEqual({
    "line.2": expect.stringContaining("Quantity must be a whole number"),
    "line.3": "SKU is empty",
    "line.5": "SKU CSV-A is already on line 1",
  });
  expect(bad.body.message).toMatch(/^Nothing imported\. Line 2: /);

  const unknown = await upload(creator.cookie, id, "CSV-A,9\nNOPE-1,2\n");
  expect(unknown.status).toBe(400);
  expect(unknown.body.errors).toEqual({ "line.2": `${UNKNOWN_SKU_MESSAGE} (NOPE-1)` });
  const after = await db.requisitionListLine.findMany({ where: { listId: Number(id) }, orderBy: { id: "asc" } });
  expect(after.map((l) => [l.sku, l.quantity])).toEqual([
    ["CSV-A", 5],
    ["CSV-B", 7],
  ]);

  const big = await upload(creator.cookie, id, "CSV-A,1\n" + "x".repeat(CSV_MAX_BYTES));
  expect(big.status).toBe(413);
  const many = await upload(creator.cookie, id, Array.from({ length: LIST_LINES_MAX + 2 }, (_, i) => `S${i},1`).join("\n"));
  expect(many.status).toBe(400);
  expect(many.body.message).toMatch(/too many rows/);
  const json = await call(importCsv.POST, "POST", `/api/account/lists/${id}/import`, {
    cookie: creator.cookie,
    params: { id },
    body: { csv: "CSV-A,1" },
  });
  expect(json.status).toBe(400);
});

test(`bounds: ${LISTS_MAX} lists a company, ${LIST_LINES_MAX} lines a list; a name is required`, async () => {
  const { company, creator } = await team();
  const product = await makeProduct({ sku: "BOUND-1" });
  await db.requisitionList.createMany({
    data: Array.from({ length: LISTS_MAX - 1 }, (_, i) => ({ companyId: company.id, name: `L${i}`, createdByEmail: creator.email })),
  });
  const last = await newList(creator.cookie, "The last one");
  const over = await send<Json>(all.POST, "POST", "/api/account/lists", { cookie: creator.cookie, body: { name: "One too many" } });
  expect(over.status).toBe(409);
  expect(over.body.message).toBe(LISTS_MAX_MESSAGE);
  const blank = await send<Json>(all.POST, "POST", "/api/account/lists", { cookie: creator.cookie, body: { name: "  " } });
  expect(blank.status).toBe(400);
  expect(blank.body.errors).toEqual({ name: "Name is required" });

  await db.requisitionListLine.createMany({
    data: Array.from({ length: LIST_LINES_MAX }, (_, i) => ({ listId: Number(last), sku: `OLD-${i}`, name: "Old", quantity: 1 })),
  });
  const full = await addLine(creator.cookie, last, { sku: product.sku, quantity: 1 });
  expect(full.status).toBe(409);
  const viaCsv = await upload(creator.cookie, last, `${product.sku},1`);
  expect(viaCsv.status).toBe(409);
  expect(await db.requisitionListLine.count({ where: { listId: Number(last) } })).toBe(LIST_LINES_MAX);
});

test("a plain form creates a list and is sent to it; adds and removes lines", async () => {
  const { creator } = await team();
  await makeProduct({ sku: "FORM-1" });
  const form = (handler: Parameters<typeof call>[0], path: string, fields: Record<string, string>, params = {}) =>
    call(handler, "POST", path, {
      cookie: creator.cookie,
      params,
      rawBody: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  const made = await form(all.POST, "/api/account/lists", { name: "No scripts" });
  expect(made.status).toBe(303);
  const id = made.headers.get("location")!.match(/\/account\/lists\/(\d+)\?done=List%20created$/)![1];
  const added = await form(lines.POST, `/api/account/lists/${id}/lines`, { sku: "FORM-1", quantity: "3" }, { id });
  expect(added.headers.get("location")).toMatch(/done=Line%20added$/);
  const refused = await form(lines.POST, `/api/account/lists/${id}/lines`, { sku: "FORM-1", quantity: "0" }, { id });
  expect(decodeURIComponent(refused.headers.get("location")!)).toContain("error=quantity: Quantity must be a whole number");
  const [only] = await db.requisitionListLine.findMany({ where: { listId: Number(id) } });
  expect(only.quantity).toBe(3);
  // A bad field of the page's own buttons goes back to the page naming it, as the other forms do.
  const badQuantity = await form(
    line.POST,
    `/api/account/lists/${id}/lines/${only.id}`,
    { intent: "quantity", quantity: "0" },
    {
      id,
      lineId: String(only.id),
    },
  );
  expect(decodeURIComponent(badQuantity.headers.get("location")!)).toContain("error=quantity: Quantity must be a whole number");
  const badName = await form(one.POST, `/api/account/lists/${id}`, { intent: "rename", name: "" }, { id });
  expect(decodeURIComponent(badName.headers.get("location")!)).toMatch(/\/account\/lists\/\d+\?error=name: Name is required/);
  const removed = await form(line.POST, `/api/account/lists/${id}/lines/${only.id}`, { intent: "remove" }, { id, lineId: String(only.id) });
  expect(removed.status).toBe(303);
  expect(await db.requisitionListLine.count({ where: { listId: Number(id) } })).toBe(0);
});

test("another company's list is 404 on every route and stays as it was; no session is 401", async () => {
  const a = await team("Company A");
  const b = await team("Company B");
  await makeProduct({ sku: "ISO-1" });
  const id = await newList(a.creator.cookie, "A's list");
  await addLine(a.creator.cookie, id, { sku: "ISO-1", quantity: 2 });
  const lineId = String((await db.requisitionListLine.findFirstOrThrow({ where: { listId: Number(id) } })).id);
  const p = { id, lineId };
  const routes: [string, (req: Request, ctx: { params: Promise<Json> }) => Promise<Response>, string, unknown?, string?][] = [
    ["GET list", one.GET, "GET"],
    ["rename", one.PUT, "PUT", { name: "Mine now" }],
    ["form rename", one.POST, "POST", { intent: "rename", name: "Mine now" }],
    ["form delete", one.POST, "POST", { intent: "delete" }],
    ["delete", one.DELETE, "DELETE"],
    ["add line", lines.POST, "POST", { sku: "ISO-1", quantity: 1 }],
    ["quantity", line.PUT, "PUT", { quantity: 9 }],
    ["form quantity", line.POST, "POST", { intent: "quantity", quantity: 9 }],
    ["remove line", line.DELETE, "DELETE"],
    ["cart", cart.GET, "GET"],
    ["import", importCsv.POST, "POST", undefined, "ISO-1,5"],
  ];
  for (const [name, handler, method, body, raw] of routes) {
    const opts = raw ? { rawBody: raw, headers: { "content-type": "text/csv" } } : { body };
    const other = await call(handler, method, `/api/account/lists/${id}`, { cookie: b.creator.cookie, params: p, ...opts });
    expect([name, other.status]).toEqual([name, 404]);
    const anon = await call(handler, method, `/api/account/lists/${id}`, { params: p, ...opts });
    expect([name, anon.status]).toEqual([name, 401]);
  }
  expect((await send<Json>(all.GET, "GET", "/api/account/lists", { cookie: b.creator.cookie })).body.lists).toEqual([]);
  expect((await send(all.GET, "GET", "/api/account/lists")).status).toBe(401);
  const list = await db.requisitionList.findUniqueOrThrow({ where: { id: Number(id) }, include: { lines: true } });
  expect(list.name).toBe("A's list");
  expect(list.lines.map((l) => l.quantity)).toEqual([2]);
});

test("the product page's list choices: the company's lists only, private; nothing for a guest or a buyer without a company", async () => {
  const a = await team("Company A");
  const b = await team("Company B");
  const id = await newList(a.creator.cookie, "A's list");
  const ask = (cookie?: string) => send<Json>(listChoices, "GET", "/api/account/list-choices", { cookie });
  const mine = await ask(a.colleague.cookie);
  expect([mine.status, mine.body, mine.headers.get("cache-control")]).toEqual([
    200,
    { lists: [{ id: Number(id), name: "A's list" }] },
    "private, no-store",
  ]);
  expect((await ask(b.creator.cookie)).body).toEqual({ lists: [] });
  const guest = await ask();
  expect([guest.status, guest.body, guest.headers.get("cache-control")]).toEqual([200, { lists: [] }, "private, no-store"]);
  expect((await ask((await makeBuyer()).cookie)).body).toEqual({ lists: [] });
});
