/**
 * GET /api/admin/products/export?format=csv|xlsx[&ids= | &search=&categoryId=]: every product (or the
 * chosen ones) as a file, read back with a standard CSV parser and with
 * exceljs and compared with the database.
 */
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { POST as createCategoryRoute } from "@/app/api/admin/categories/route";
import { GET as exportRoute } from "@/app/api/admin/products/export/route";
import { POST as createProductRoute, GET as listProductsRoute } from "@/app/api/admin/products/route";
import { plainNumber, type AttributeDef } from "@/lib/attributes";
import { UNITS } from "@/lib/units";
import { deleteCategory } from "@/server/catalog/categories/categories";
import { productSheet, type ExportCell } from "@/server/catalog/spreadsheets/export-products";
import { db } from "@/server/db/client";
import { ORIGIN } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makeProduct } from "../factories";
import { login, send, validCategory, validProduct } from "../kit";

useTestDatabase();

const BASE = ["sku", "name", "slug", "category", "description", "priceMin", "priceMax", "imageUrl", "unitOfSale", "specifications"];

// `name` as an attribute key: its column is attr.name, apart from the product's own name.
const DEFS: AttributeDef[] = [
  { key: "width", label: "Width", type: "number", unit: "in", filter: "values" },
  { key: "thickness", label: "Thickness", type: "number", unit: "gauge", filter: "range" },
  { key: "color", label: "Color", type: "text", unit: null, filter: "values" },
  { key: "name", label: "Print name", type: "text", unit: null, filter: "none" },
];

const TRICKY = {
  sku: "00123",
  name: 'Bag "Ultra", 18″ — Ünïcödé 😀 クリア',
  description: 'Line one\r\nLine two, with "quotes"; a tab\there\nthird line\rlone CR, _x0041_ stays literal, & <b>not markup</b>\u0001',
  priceMin: "45.00",
  priceMax: "55.50",
  unitOfSale: 'per case of 4, "rolls"',
  attributes: { width: 18, thickness: 0.0000001, color: "=1+1", name: 'Ünï, "quoted"' },
};

// A second category: thickness in another unit than the first's (a column of its own), a plain number, and a key
// only it defines.
const BAG_DEFS: AttributeDef[] = [
  { key: "thickness", label: "Thickness", type: "number", unit: "mil", filter: "values" },
  { key: "capacity", label: "Capacity", type: "number", unit: "gal", filter: "values" },
  { key: "countPerCase", label: "Count per case", type: "number", unit: null, filter: "none" },
];
const BAGS = 6;

/** The columns the two categories give, in the order they were made. */
const HEADER = [
  ...BASE,
  "attr.width (in)",
  "attr.thickness (gauge)",
  "attr.color",
  "attr.name",
  "attr.thickness (mil)",
  "attr.capacity (gal)",
  "attr.countPerCase",
];

let cookie = "";
let trickyId = 0;
let cheapId = 0;
const bagIds: number[] = [];
/** Every product beforeAll makes: the two export products, the bags, and one whose category was deleted. */
const MADE = 2 + BAGS + 1;
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  const category = await send(createCategoryRoute, "POST", "/api/admin/categories", {
    cookie,
    body: validCategory("export", { attributes: DEFS }),
  });
  expect(category.status).toBe(201);
  const tricky = await send(createProductRoute, "POST", "/api/admin/products", {
    cookie,
    body: await validProduct("export-tricky", {
      ...TRICKY,
      categoryId: category.body.id,
      specifications: JSON.stringify({ Core: '3" "paper"', Note: "a\r\nb" }),
    }),
  });
  expect(tricky.status).toBe(201);
  trickyId = tricky.body.id;
  // Contact for Price, and no attribute values.
  const cheap = await send(createProductRoute, "POST", "/api/admin/products", {
    cookie,
    body: await validProduct("export-no-price", { categoryId: category.body.id, priceMin: null, priceMax: null }),
  });
  expect(cheap.status).toBe(201);
  cheapId = cheap.body.id;
  const bags = await makeCategory({ name: "Trash Bags", slug: "trash-bags", attributes: BAG_DEFS });
  for (let i = 1; i <= BAGS; i++) {
    // Every third bag leaves its capacity out: an empty cell in a column its category has.
    const attributes = { thickness: 0.5 + i * 0.35, countPerCase: 50 * i, ...(i % 3 === 0 ? {} : { capacity: 10 + i * 7.5 }) };
    bagIds.push((await makeProduct({ sku: `TRASH-${i}`, name: `Trash Bag ${i}`, category: bags, attributes })).id);
  }
  const gone = await makeCategory({ name: "Discontinued", slug: "discontinued" });
  await makeProduct({ sku: "ORPHAN-1", name: "Orphan Bag", category: gone });
  await deleteCategory(gone.id, "test");
});

/** The answer's bytes, as a browser would save them (Response.text() would drop the byte order mark). */
async function download(query: Record<string, string>, withCookie = true): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const url = new URL("/api/admin/products/export", ORIGIN);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const headers = new Headers({ host: "localhost:3000", "x-forwarded-for": "127.0.0.1" });
  if (withCookie) headers.set("cookie", cookie);
  const res = await exportRoute(new Request(url, { headers }), { params: Promise.resolve({}) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A number attribute's column names its unit: one column never holds two units. */
const headerOf = (d: AttributeDef) => (d.type === "number" && d.unit ? `attr.${d.key} (${UNITS[d.unit].symbol})` : `attr.${d.key}`);

/**
 * What each row must hold, from the database: base columns, then attr.{key} for every text or
 * plain-number key any category defines and attr.{key} ({unit}) for every key and unit, each
 * product's value in its own category's column, a number to its unit's decimals (3 without a unit).
 */
async function expectedSheet(ids?: number[]): Promise<{ header: string[]; rows: ExportCell[][] }> {
  const categories = await db.category.findMany({ orderBy: { id: "asc" } });
  const defsOf = new Map(categories.map((c) => [c.id, JSON.parse(c.attributes) as AttributeDef[]]));
  const headers = [...new Set(categories.flatMap((c) => defsOf.get(c.id)!.map(headerOf)))];
  const products = await db.product.findMany({
    where: ids ? { id: { in: ids } } : {},
    orderBy: { id: "asc" },
    include: { category: true },
  });
  const rows = products.map((p) => {
    const values = JSON.parse(p.attributes) as Record<string, number | string>;
    const defs = p.categoryId === null ? [] : defsOf.get(p.categoryId)!;
    const attr = (header: string) => {
      const def = defs.find((d) => headerOf(d) === header);
      const value = def && values[def.key];
      if (!def || typeof value !== (def.type === "number" ? "number" : "string")) return "";
      return typeof value === "number" ? Number(value.toFixed(def.unit ? UNITS[def.unit].precision : 3)) : value!;
    };
    return [
      p.sku,
      p.name,
      p.slug,
      p.category?.slug ?? "",
      p.description,
      p.priceMin ?? "",
      p.priceMax ?? "",
      p.imageUrl,
      p.unitOfSale,
      p.specifications,
      ...headers.map(attr),
    ];
  });
  return { header: [...BASE, ...headers], rows };
}

/** A CSV cell: numbers in full; text a spreadsheet would run as a formula after a quote (and text of quotes before such a start, so the import can take one off). */
const csvText = (cell: ExportCell) => (typeof cell === "number" ? plainNumber(cell) : /^'*[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

async function readXlsx(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((w) => w.name)).toEqual(["Products"]);
  return workbook.worksheets[0];
}

/** A row's cells as the export wrote them: an absent cell is "". */
function xlsxRow(sheet: ExcelJS.Worksheet, n: number, width: number): ExportCell[] {
  const row = sheet.getRow(n);
  return Array.from({ length: width }, (_, i) => {
    const value = row.getCell(i + 1).value;
    return value === null || value === undefined ? "" : (value as ExportCell);
  });
}

test("needs the admin session", async () => {
  const answer = await send(exportRoute, "GET", "/api/admin/products/export", { query: { format: "csv" } });
  expect(answer.status).toBe(401);
  expect(answer.body).toEqual({ message: "Unauthorized" });
  const bad = await send(exportRoute, "GET", "/api/admin/products/export", {
    query: { format: "xlsx" },
    cookie: "next-auth.session-token=forged",
  });
  expect(bad.status).toBe(401);
});

test("a format other than csv or xlsx, or ids that are not product ids, is a 400 naming the parameter", async () => {
  for (const query of [{}, { format: "" }, { format: "pdf" }, { format: "CSV" }, { format: "csv,xlsx" }] as Record<string, string>[]) {
    const answer = await send(exportRoute, "GET", "/api/admin/products/export", { query, cookie });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: "format must be csv or xlsx", errors: { format: "format must be csv or xlsx" } });
  }
  for (const ids of ["", "1,x", "0", "-4", "1.5", "1,,2", "99999999999"]) {
    const answer = await send(exportRoute, "GET", "/api/admin/products/export", { query: { format: "csv", ids }, cookie });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual(["ids"]);
  }
});

describe("CSV", () => {
  let res: Awaited<ReturnType<typeof download>>;
  let records: string[][];
  beforeAll(async () => {
    res = await download({ format: "csv" });
    records = parse(res.bytes.toString("utf8"), { bom: true });
  });

  test("a UTF-8 file with a byte order mark, CRLF record ends, for download and never cached", async () => {
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.bytes.toString("utf8")).toMatch(
      /^\uFEFFsku,name,slug,category,description,priceMin,priceMax,imageUrl,unitOfSale,specifications,attr\.[a-zA-Z]+[^\n]*\r\n/,
    );
  });

  test("the header names the base columns and one attr.{key} column per attribute key; one row per product, equal to the database", async () => {
    const expected = await expectedSheet();
    expect(records[0]).toEqual(expected.header);
    expect(records[0]).toEqual(HEADER);
    expect(records.length - 1).toBe(MADE);
    expect(records.slice(1)).toEqual(expected.rows.map((r) => r.map(csvText)));
  });

  test("Unicode, quotes, commas, every kind of line break and a leading-zero SKU come back as stored; a number at its unit's precision", async () => {
    const stored = await db.product.findUniqueOrThrow({ where: { id: trickyId } });
    const row = records.find((r) => r[0] === "00123")!;
    const at = (column: string) => row[records[0].indexOf(column)];
    expect(at("name")).toBe(TRICKY.name);
    expect(at("description")).toBe(stored.description);
    expect(stored.description).toContain("\r\n");
    expect(at("priceMin")).toBe("45.00");
    expect(at("priceMax")).toBe("55.50");
    expect(at("unitOfSale")).toBe(TRICKY.unitOfSale);
    expect(at("specifications")).toBe(stored.specifications);
    expect(at("category")).toBe("test-category-export");
    expect([at("attr.width (in)"), at("attr.thickness (gauge)"), at("attr.color"), at("attr.name")]).toEqual([
      "18",
      "0",
      "'=1+1",
      'Ünï, "quoted"',
    ]);
    const cheap = records.find((r) => r[0] === "TP-export-no-price")!;
    expect([cheap[5], cheap[6], cheap[records[0].indexOf("attr.width (in)")]]).toEqual(["", "", ""]);
    const bag = records.find((r) => r[0] === "TRASH-2")!;
    expect(
      ["attr.thickness (mil)", "attr.capacity (gal)", "attr.countPerCase", "attr.thickness (gauge)"].map((c) => bag[records[0].indexOf(c)]),
    ).toEqual(["1.2", "25", "100", ""]);
    expect(records.find((r) => r[0] === "TRASH-3")![records[0].indexOf("attr.capacity (gal)")]).toBe("");
    expect(records.find((r) => r[0] === "ORPHAN-1")![records[0].indexOf("category")]).toBe("");
  });

  test("?ids= exports only those products, in id order; ids of no product are left out", async () => {
    const ids = [bagIds[1], trickyId, 99999999, bagIds[0], bagIds[1]];
    const subset = await download({ format: "csv", ids: ids.join(",") });
    expect(subset.status).toBe(200);
    const rows = parse(subset.bytes.toString("utf8"), { bom: true }) as string[][];
    const expected = await expectedSheet([bagIds[0], bagIds[1], trickyId]);
    expect(rows[0]).toEqual(expected.header);
    expect(rows.slice(1).map((r) => r[0])).toEqual(["00123", "TRASH-1", "TRASH-2"]);
    expect(rows.slice(1)).toEqual(expected.rows.map((r) => r.map(csvText)));
  });

  test('?search=&categoryId= exports what the admin list shows for them (its "all matching" selection)', async () => {
    const categoryId = String((await db.product.findUniqueOrThrow({ where: { id: trickyId } })).categoryId);
    for (const [filter, skus] of [
      [{ categoryId }, ["00123", "TP-export-no-price"]],
      [{ categoryId, search: "ultra" }, ["00123"]],
      [{ search: "trash bag" }, bagIds.map((_, i) => `TRASH-${i + 1}`)],
      [{ search: "no product is called this" }, []],
      [{ categoryId: "none" }, ["ORPHAN-1"]],
    ] as [Record<string, string>, string[]][]) {
      const listed = await send(listProductsRoute, "GET", "/api/admin/products", { query: { ...filter, pageSize: "100" }, cookie });
      expect(listed.status).toBe(200);
      const ids = (listed.body.items as { id: number }[]).map((p) => p.id);
      const answer = await download({ format: "csv", ...filter });
      expect(answer.status).toBe(200);
      const rows = parse(answer.bytes.toString("utf8"), { bom: true }) as string[][];
      expect(rows.slice(1).map((r) => r[0])).toEqual(skus);
      expect(rows.slice(1)).toEqual((await expectedSheet(ids)).rows.map((r) => r.map(csvText)));
    }
    const both = await send(exportRoute, "GET", "/api/admin/products/export", {
      query: { format: "csv", ids: String(trickyId), search: "ultra" },
      cookie,
    });
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual({ ids: "Give either ids or search/categoryId" });
    const bad = await send(exportRoute, "GET", "/api/admin/products/export", { query: { format: "csv", categoryId: "tapes" }, cookie });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(["categoryId"]);
  });
});

describe("XLSX", () => {
  let res: Awaited<ReturnType<typeof download>>;
  let sheet: ExcelJS.Worksheet;
  beforeAll(async () => {
    res = await download({ format: "xlsx" });
    sheet = await readXlsx(res.bytes);
  });

  test("a workbook for download, never cached", () => {
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  });

  test("the same header and rows as the database: text as strings, number attributes as numbers", async () => {
    const expected = await expectedSheet();
    expect(xlsxRow(sheet, 1, expected.header.length)).toEqual(expected.header);
    expect(sheet.actualRowCount - 1).toBe(MADE);
    const rows = expected.rows.map((_, i) => xlsxRow(sheet, i + 2, expected.header.length));
    expect(rows).toEqual(expected.rows);
    // Nothing beyond the columns.
    expect(sheet.actualColumnCount).toBe(expected.header.length);
  });

  test("cell types: SKU, slug and prices are text (00123 and 45.00 as written), numbers are numbers, a formula-like text is text", async () => {
    const header = xlsxRow(sheet, 1, sheet.actualColumnCount) as string[];
    const column = (name: string) => header.indexOf(name) + 1;
    let n = 2;
    while (sheet.getRow(n).getCell(1).value !== "00123") n++;
    const row = sheet.getRow(n);
    const stored = await db.product.findUniqueOrThrow({ where: { id: trickyId } });
    expect(row.getCell(column("sku")).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(column("sku")).value).toBe("00123");
    expect(row.getCell(column("priceMin")).value).toBe("45.00");
    expect(row.getCell(column("priceMin")).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(column("description")).value).toBe(stored.description);
    expect(row.getCell(column("name")).value).toBe(TRICKY.name);
    expect(row.getCell(column("attr.width (in)")).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(column("attr.width (in)")).value).toBe(18);
    expect(row.getCell(column("attr.thickness (gauge)")).value).toBe(0);
    expect(row.getCell(column("attr.color")).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(column("attr.color")).value).toBe("=1+1");
    // Text columns are formatted as text, so a value typed into them in Excel stays as typed.
    expect(row.getCell(column("sku")).numFmt).toBe("@");
    expect(row.getCell(column("attr.width (in)")).numFmt).toBeUndefined();
  });

  test("?ids= exports only those products", async () => {
    const subset = await download({ format: "xlsx", ids: `${cheapId},${trickyId}` });
    const read = await readXlsx(subset.bytes);
    const expected = await expectedSheet([trickyId, cheapId]);
    expect(read.actualRowCount).toBe(3);
    expect([2, 3].map((n) => xlsxRow(read, n, expected.header.length))).toEqual(expected.rows);
  });
});

test("reading in small pages gives the same rows as reading in one", async () => {
  const all = async (opts: Parameters<typeof productSheet>[0]) => {
    const sheet = await productSheet(opts);
    const rows: ExportCell[][] = [];
    for await (const page of sheet.pages) rows.push(...page);
    return { header: sheet.columns.map((c) => c.header), rows };
  };
  const whole = await all({ pageSize: 100_000 });
  expect(whole.rows).toHaveLength(MADE);
  expect(whole).toEqual(await expectedSheet());
  expect(await all({ pageSize: 7 })).toEqual(whole);
  const ids = (await db.product.findMany({ select: { id: true } })).map((p) => p.id).filter((id) => id % 3 === 0);
  expect(await all({ ids, pageSize: 4 })).toEqual(await expectedSheet(ids));
});
