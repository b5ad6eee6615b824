/**
 * Company prices through the real routes: the admin's CRUD (SKU resolved,
 * audited, another company's price 404), the breaks' and expiry's rules, the
 * CSV export and import (round trip, each bad row named by its row, nothing
 * half-saved, formula text neutralised), the buyer's private API (only their
 * own company's prices in force; 401 signed out, 403 without a company; never
 * stored), and the quote editor's starting prices.
 */
import { DELETE as deletePrice, PUT as updatePrice } from "@/app/api/admin/companies/[id]/prices/[priceId]/route";
import { GET as exportPrices } from "@/app/api/admin/companies/[id]/prices/export/route";
import { POST as importPrices } from "@/app/api/admin/companies/[id]/prices/import/route";
import { GET as listPrices, POST as createPrice } from "@/app/api/admin/companies/[id]/prices/route";
import { GET as buyerPrices } from "@/app/api/account/prices/route";
import { GET as quoteDetail } from "@/app/api/admin/quote-requests/[id]/route";
import { addDays } from "@/lib/dates";
import { db } from "@/server/db/client";
import { businessToday } from "@/server/quotes/business-time";
import { call } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makeBuyer, makeCompany, makeProduct, makeQuoteRequest } from "../factories";
import { login, send, sendTo, ADMIN_ENDPOINTS } from "../kit";

useTestDatabase();

let admin = "";
beforeAll(async () => {
  await makeAdmin();
  admin = await login();
});

const pricesPath = (companyId: number) => `/api/admin/companies/${companyId}/prices`;
const add = (companyId: number, body: unknown) =>
  send(createPrice, "POST", pricesPath(companyId), { cookie: admin, params: { id: String(companyId) }, body });
const list = (companyId: number) => send(listPrices, "GET", pricesPath(companyId), { cookie: admin, params: { id: String(companyId) } });
const csvForm = (text: string, name = "prices.csv") => {
  const form = new FormData();
  form.set("file", new Blob([text], { type: "text/csv" }), name);
  return form;
};
const importCsv = (companyId: number, text: string, dryRun = false) =>
  send(importPrices, "POST", `${pricesPath(companyId)}/import${dryRun ? "?dryRun=1" : ""}`, {
    cookie: admin,
    params: { id: String(companyId) },
    body: csvForm(text),
  });
const exportCsv = async (companyId: number) => {
  const endpoint = ADMIN_ENDPOINTS.find((e) => e.name === "GET companies/{id}/prices/export")!;
  const answer = await sendTo(endpoint, `${pricesPath(companyId)}/export`, { cookie: admin, params: { id: String(companyId) } });
  expect(answer.status).toBe(200);
  return answer;
};
const ask = (cookie: string | null, ids: string) => call(buyerPrices, "GET", `/api/account/prices?ids=${ids}`, { cookie });

describe("the admin's CRUD", () => {
  test("adds by SKU, lists, edits, deletes; each write audited; the company's pair is unique", async () => {
    const company = await makeCompany();
    const product = await makeProduct({ priceMin: "10.00", priceMax: "12.50" });
    const created = await add(company.id, {
      sku: product.sku,
      unitPrice: "$9.5",
      breaks: [
        { minQuantity: 100, unitPrice: "9.00" },
        { minQuantity: 500, unitPrice: "8.25" },
      ],
      expiresOn: "",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      sku: product.sku,
      productId: product.id,
      unitPrice: "9.50",
      publicPrice: "$10.00 - $12.50",
      breaks: [
        { minQuantity: 100, unitPrice: "9.00" },
        { minQuantity: 500, unitPrice: "8.25" },
      ],
      expiresOn: null,
      expired: false,
    });

    const again = await add(company.id, { sku: product.sku, unitPrice: "8.00" });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ sku: `This company already has a price for ${product.sku}` });

    const unknown = await add(company.id, { sku: "NO-SUCH-SKU", unitPrice: "8.00" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ sku: "No product has the SKU NO-SUCH-SKU" });

    const listed = await list(company.id);
    expect(listed.status).toBe(200);
    expect(listed.body.company).toEqual({ id: company.id, name: company.name });
    expect(listed.body.prices.map((p: { sku: string }) => p.sku)).toEqual([product.sku]);

    const id = String(created.body.id);
    const edited = await send(updatePrice, "PUT", `${pricesPath(company.id)}/${id}`, {
      cookie: admin,
      params: { id: String(company.id), priceId: id },
      body: { sku: product.sku, unitPrice: "9.25", expiresOn: "2099-12-31" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ unitPrice: "9.25", breaks: [], expiresOn: "2099-12-31" });

    const deleted = await send(deletePrice, "DELETE", `${pricesPath(company.id)}/${id}`, {
      cookie: admin,
      params: { id: String(company.id), priceId: id },
    });
    expect(deleted.status).toBe(200);
    expect(await db.companyPrice.count({ where: { companyId: company.id } })).toBe(0);

    const entries = await db.auditLog.findMany({ where: { entity: "CompanyPrice", entityId: id }, orderBy: { id: "asc" } });
    expect(entries.map((e) => e.action)).toEqual(["create", "update", "delete"]);
    expect(JSON.parse(entries[1].before!)).toMatchObject({ companyId: company.id, sku: product.sku, unitPrice: "9.50" });
    expect(JSON.parse(entries[1].after!)).toMatchObject({ unitPrice: "9.25", expiresOn: "2099-12-31" });
  });

  test("another company's price is 404 to edit or delete, and changes nothing; an unknown company is 404", async () => {
    const [a, b] = [await makeCompany(), await makeCompany()];
    const product = await makeProduct();
    const created = await add(a.id, { sku: product.sku, unitPrice: "5.00" });
    const id = String(created.body.id);
    const put = await send(updatePrice, "PUT", `${pricesPath(b.id)}/${id}`, {
      cookie: admin,
      params: { id: String(b.id), priceId: id },
      body: { sku: product.sku, unitPrice: "1.00" },
    });
    expect(put.status).toBe(404);
    const del = await send(deletePrice, "DELETE", `${pricesPath(b.id)}/${id}`, {
      cookie: admin,
      params: { id: String(b.id), priceId: id },
    });
    expect(del.status).toBe(404);
    expect((await db.companyPrice.findUniqueOrThrow({ where: { id: Number(id) } })).unitPrice).toBe("5.00");
    expect((await list(999_999)).status).toBe(404);
    expect((await add(999_999, { sku: product.sku, unitPrice: "5.00" })).status).toBe(404);
  });
});

describe("breaks and prices are checked, each error on its field", () => {
  test.each([
    ["a zero unit price", { unitPrice: "0" }, "unitPrice", "Price must be more than 0.00"],
    ["a negative unit price", { unitPrice: "-1" }, "unitPrice", "Enter a price like 45.00"],
    ["no unit price", { unitPrice: "" }, "unitPrice", "Enter a unit price"],
    [
      "quantities not increasing",
      {
        breaks: [
          { minQuantity: 100, unitPrice: "9.00" },
          { minQuantity: 100, unitPrice: "8.00" },
        ],
      },
      "breaks.1.minQuantity",
      "Each break's minimum quantity must be larger than the one before",
    ],
    [
      "quantities descending",
      {
        breaks: [
          { minQuantity: 500, unitPrice: "9.00" },
          { minQuantity: 100, unitPrice: "8.00" },
        ],
      },
      "breaks.1.minQuantity",
      "Each break's minimum quantity must be larger than the one before",
    ],
    ["a zero break price", { breaks: [{ minQuantity: 10, unitPrice: "0.00" }] }, "breaks.0.unitPrice", "Price must be more than 0.00"],
    [
      "eleven breaks",
      { breaks: Array.from({ length: 11 }, (_, i) => ({ minQuantity: 10 * (i + 1), unitPrice: "1.00" })) },
      "breaks",
      "At most 10 quantity breaks per price",
    ],
    ["a fractional quantity", { breaks: [{ minQuantity: 2.5, unitPrice: "1.00" }] }, "breaks.0.minQuantity", undefined],
    ["a date that is not one", { expiresOn: "31/12/2099" }, "expiresOn", "Enter a date as YYYY-MM-DD"],
    ["a SKU on two lines", { sku: "A\nB" }, "sku", "SKU must be on one line"],
  ])("%s", async (_label, over, field, message) => {
    const company = await makeCompany();
    const product = await makeProduct();
    const answer = await add(company.id, { sku: product.sku, unitPrice: "9.00", ...over });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toContain(field);
    if (message) expect(answer.body.errors[field]).toBe(message);
    expect(await db.companyPrice.count({ where: { companyId: company.id } })).toBe(0);
  });

  test("ten increasing breaks are fine", async () => {
    const company = await makeCompany();
    const product = await makeProduct();
    const breaks = Array.from({ length: 10 }, (_, i) => ({ minQuantity: 10 * (i + 1), unitPrice: `${20 - i}.00` }));
    expect((await add(company.id, { sku: product.sku, unitPrice: "21.00", breaks })).status).toBe(201);
  });
});

describe("the buyer's prices", () => {
  test("a buyer sees their company's prices in force, privately; other companies, visitors and buyers without a company see none", async () => {
    const [a, b] = [await makeCompany(), await makeCompany()];
    const [p1, p2, p3, p4] = [await makeProduct(), await makeProduct(), await makeProduct(), await makeProduct()];
    const today = businessToday();
    await add(a.id, { sku: p1.sku, unitPrice: "7.00", breaks: [{ minQuantity: 50, unitPrice: "6.50" }] });
    await add(a.id, { sku: p2.sku, unitPrice: "8.00", expiresOn: today });
    await add(a.id, { sku: p3.sku, unitPrice: "9.00", expiresOn: addDays(today, -1) });
    await add(b.id, { sku: p4.sku, unitPrice: "1.00" });
    const buyerA = await makeBuyer({ company: a });
    const buyerB = await makeBuyer({ company: b });
    const loner = await makeBuyer();
    const ids = [p1, p2, p3, p4].map((p) => p.id).join(",");

    const mine = await ask(buyerA.cookie, ids);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    // The expired price is left out; the one whose last day is today still holds.
    expect(mine.body).toEqual({
      prices: {
        [p1.id]: { unitPrice: "7.00", breaks: [{ minQuantity: 50, unitPrice: "6.50" }] },
        [p2.id]: { unitPrice: "8.00", breaks: [] },
      },
    });

    const theirs = await ask(buyerB.cookie, ids);
    expect(theirs.body).toEqual({ prices: { [p4.id]: { unitPrice: "1.00", breaks: [] } } });
    expect(JSON.stringify(theirs.body)).not.toContain("7.00");

    const anonymous = await ask(null, ids);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("cache-control")).toBe("private, no-store");
    expect(JSON.stringify(anonymous.body)).not.toMatch(/7\.00|8\.00/);

    const forged = await ask("buyer-session=" + "A".repeat(43), ids);
    expect(forged.status).toBe(401);

    const noCompany = await ask(loner.cookie, ids);
    expect(noCompany.status).toBe(403);
    expect(JSON.stringify(noCompany.body)).not.toMatch(/7\.00|8\.00/);
  });

  test("the list of ids is bounded and checked", async () => {
    const company = await makeCompany();
    const buyer = await makeBuyer({ company });
    expect((await ask(buyer.cookie, Array.from({ length: 201 }, (_, i) => i + 1).join(","))).status).toBe(400);
    expect((await ask(buyer.cookie, Array.from({ length: 200 }, (_, i) => i + 1).join(","))).status).toBe(200);
    for (const bad of ["", "1,x", "0", "-1", "1;2", "99999999999"]) {
      const answer = await ask(buyer.cookie, bad);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual(["ids"]);
    }
  });
});

describe("CSV export and import", () => {
  test("an unedited export imports with every row unchanged; formula-like text is neutralised and read back", async () => {
    const company = await makeCompany();
    const risky = await makeProduct({ sku: "=HYPERLINK(1)", name: '+Film, "quoted" @ home' });
    const plain = await makeProduct();
    await add(company.id, {
      sku: risky.sku,
      unitPrice: "9.00",
      breaks: [{ minQuantity: 100, unitPrice: "8.50" }],
      expiresOn: "2099-01-31",
    });
    await add(company.id, { sku: plain.sku, unitPrice: "1,234.5" });

    const file = await exportCsv(company.id);
    expect(file.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(file.headers.get("cache-control")).toBe("no-store");
    expect(file.headers.get("content-disposition")).toMatch(
      new RegExp(`attachment; filename="company-${company.id}-prices-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    const text = file.body as string;
    const raw = await exportPrices(new Request(`http://localhost:3000${pricesPath(company.id)}/export`, { headers: { cookie: admin } }), {
      params: Promise.resolve({ id: String(company.id) }),
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // (Response.text() takes the byte order mark off, as a reader does.)
    expect(text.startsWith("sku,name,unitPrice,breaks,expiresOn\r\n")).toBe(true);
    expect(text).toContain(`'=HYPERLINK(1),"'+Film, ""quoted"" @ home",9.00,100:8.50,2099-01-31\r\n`);
    expect(text).toContain(`${plain.sku},${plain.name},1234.50,,\r\n`);

    const again = await importCsv(company.id, text);
    expect(again.status).toBe(200);
    expect(again.body.summary).toEqual({ create: 0, update: 0, unchanged: 2, errors: 0 });
    expect(again.body.applied).toBe(true);
  });

  test("a dry run reports without writing; an apply creates and updates in one go, audited once", async () => {
    const company = await makeCompany();
    const [p1, p2] = [await makeProduct(), await makeProduct()];
    await add(company.id, { sku: p1.sku, unitPrice: "5.00" });
    const text = `sku,unitPrice,breaks\r\n${p1.sku},4.50,10:4.00;20:3.50\r\n${p2.sku},6.00,\r\n`;

    const dry = await importCsv(company.id, text, true);
    expect(dry.status).toBe(200);
    expect(dry.body.summary).toEqual({ create: 1, update: 1, unchanged: 0, errors: 0 });
    expect(dry.body.rows).toEqual([
      { row: 2, sku: p1.sku, action: "update", changes: { unitPrice: ["5.00", "4.50"], breaks: ["", "10:4.00;20:3.50"] } },
      { row: 3, sku: p2.sku, action: "create" },
    ]);
    expect(await db.companyPrice.count({ where: { companyId: company.id } })).toBe(1);

    const auditBefore = await db.auditLog.count();
    const applied = await importCsv(company.id, text);
    expect(applied.status).toBe(200);
    const rows = await db.companyPrice.findMany({ where: { companyId: company.id }, orderBy: { productId: "asc" } });
    expect(rows.map((r) => [r.productId, r.unitPrice, JSON.parse(r.breaks)])).toEqual([
      [
        p1.id,
        "4.50",
        [
          { minQuantity: 10, unitPrice: "4.00" },
          { minQuantity: 20, unitPrice: "3.50" },
        ],
      ],
      [p2.id, "6.00", []],
    ]);
    expect(await db.auditLog.count()).toBe(auditBefore + 1);
    // A column left out keeps what is stored: this file changes unit prices only.
    await importCsv(company.id, `sku,unitPrice\r\n${p1.sku},4.40\r\n`);
    expect(
      JSON.parse((await db.companyPrice.findFirstOrThrow({ where: { companyId: company.id, productId: p1.id } })).breaks),
    ).toHaveLength(2);
  });

  test("each bad row is reported with its row and column, and a file with any bad row changes nothing", async () => {
    const company = await makeCompany();
    const [p1, p2] = [await makeProduct(), await makeProduct()];
    const text = [
      "sku,unitPrice,breaks,expiresOn",
      `${p1.sku},3.00,,`,
      "NO-SUCH,3.00,,",
      `${p2.sku},0,,`,
      `${p2.sku},2.00,10:1.00;5:0.90,`,
      `${p1.sku},3.00,,`,
      `${p2.sku},2.00,lots,2099-13-45x`,
      `${p2.sku},2.00`,
    ].join("\r\n");
    const answer = await importCsv(company.id, text);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Nothing was imported: 6 rows have errors");
    const byRow = Object.fromEntries(answer.body.rows.map((r: { row: number; errors?: object }) => [r.row, r.errors]));
    expect(byRow[2]).toBeUndefined();
    expect(byRow[3]).toEqual({ sku: "No product has the SKU NO-SUCH" });
    expect(byRow[4]).toEqual({ unitPrice: "Price must be more than 0.00" });
    expect(byRow[5]).toEqual({
      breaks: "Each break's minimum quantity must be larger than the one before (breaks.1.minQuantity)",
      sku: `SKU ${p2.sku} is also on row 4`,
    });
    expect(byRow[6]).toEqual({ sku: `SKU ${p1.sku} is also on row 2` });
    expect(byRow[7]).toMatchObject({ breaks: expect.stringContaining("quantity:price"), expiresOn: "Enter a date as YYYY-MM-DD" });
    expect(byRow[8]).toMatchObject({ file: expect.stringContaining("Row has 2 fields, the header 4") });
    expect(await db.companyPrice.count({ where: { companyId: company.id } })).toBe(0);
  });

  test("the file's own problems are refused before its rows are read", async () => {
    const company = await makeCompany();
    const noSku = await importCsv(company.id, "name,unitPrice\r\nx,1.00\r\n");
    expect(noSku.status).toBe(400);
    expect(noSku.body.errors.file).toMatch(/no sku column/);
    const twice = await importCsv(company.id, "sku,unitPrice,SKU\r\nx,1.00,y\r\n");
    expect(twice.body.errors.file).toMatch(/appears twice/);
    const tooMany = await importCsv(company.id, `sku,unitPrice\r\n${"A,1.00\r\n".repeat(10_001)}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.file).toMatch(/more than 10,000/);
    const big = await importCsv(company.id, "sku,unitPrice\r\n" + "x".repeat(2 * 1024 * 1024));
    expect(big.status).toBe(413);
    const binary = await importCsv(company.id, "sku\u0000,unitPrice");
    expect(binary.status).toBe(415);
  });
});

describe("the quote editor", () => {
  test("a request of a company starts each line at the company's price and breaks, others at the catalogue's", async () => {
    const company = await makeCompany();
    const [priced, plain, expired] = [
      await makeProduct({ priceMin: "10.00", priceMax: "12.50" }),
      await makeProduct({ priceMin: "20.00", priceMax: "20.00" }),
      await makeProduct({ priceMin: "30.00", priceMax: "31.00" }),
    ];
    await add(company.id, { sku: priced.sku, unitPrice: "9.10", breaks: [{ minQuantity: 50, unitPrice: "8.80" }] });
    await add(company.id, { sku: expired.sku, unitPrice: "1.00", expiresOn: addDays(businessToday(), -1) });
    const request = await makeQuoteRequest([priced, plain, expired]);
    const other = await makeQuoteRequest([priced]);
    await db.quoteRequest.update({ where: { id: request.id }, data: { companyId: company.id } });

    const detail = await send(quoteDetail, "GET", `/api/admin/quote-requests/${request.id}`, {
      cookie: admin,
      params: { id: String(request.id) },
    });
    expect(detail.status).toBe(200);
    expect(
      detail.body.draft.lines.map((l: { sku: string; unitPrice: string; breaks: unknown[] }) => [l.sku, l.unitPrice, l.breaks]),
    ).toEqual([
      [priced.sku, "9.10", [{ minQuantity: 50, unitPrice: "8.80" }]],
      [plain.sku, "20.00", []],
      [expired.sku, "31.00", []],
    ]);
    const otherDetail = await send(quoteDetail, "GET", `/api/admin/quote-requests/${other.id}`, {
      cookie: admin,
      params: { id: String(other.id) },
    });
    expect(otherDetail.body.draft.lines[0].unitPrice).toBe("12.50");
  });
});
