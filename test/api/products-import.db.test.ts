/**
 * POST /api/admin/products/import[?dryRun=1]: files made by the export and by
 * other tools, checked row by row and applied in one transaction, against the
 * real database (both providers).
 */
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
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

const DEFS: AttributeDef[] = [
  { key: "width", label: "Width", type: "number", unit: "in", filter: "values" },
  { key: "color", label: "Color", type: "text", unit: null, filter: "values" },
  { key: "importGrade", label: "Grade", type: "text", unit: null, filter: "none" },
];

const TRICKY = {
  name: 'Bag "Ultra", 18″ — Ünïcödé 😀 クリア',
  description: 'Line one\r\nLine two, with "quotes"; a tab\there\nthird, _x0041_ stays literal & <b>not markup</b>',
  unitOfSale: 'per case of 4, "rolls"',
};

const MAILER_DEFS: AttributeDef[] = [
  { key: "width", label: "Width", type: "number", unit: "in", filter: "values" },
  { key: "length", label: "Length", type: "number", unit: "in", filter: "values" },
  { key: "thickness", label: "Thickness", type: "number", unit: "mil", filter: "values" },
  { key: "color", label: "Color", type: "text", unit: null, filter: "values" },
];

/** The products in categories other than the import's: four mailers (one Contact for Price) and two tapes. */
const OTHERS = 6;

let cookie = "";
let categorySlug = "";
let categoryName = "";
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  const category = await send(createCategoryRoute, "POST", "/api/admin/categories", {
    cookie,
    body: validCategory("import", { attributes: DEFS }),
  });
  expect(category.status).toBe(201);
  categorySlug = category.body.slug;
  categoryName = category.body.name;
  const product = await send(createProductRoute, "POST", "/api/admin/products", {
    cookie,
    body: await validProduct("import-tricky", {
      ...TRICKY,
      sku: "00123",
      categoryId: category.body.id,
      attributes: { width: 18, color: "Clear" },
    }),
  });
  expect(product.status).toBe(201);
  const mailers = await makeCategory({ name: "Mailer Bags", slug: "mailer-bags", attributes: MAILER_DEFS });
  for (const [i, color] of ["White", "Kraft", "Silver", "Pink"].entries()) {
    await makeProduct({
      sku: `PMB-100${i + 1}`,
      name: `${color} Poly Mailer ${10 + i} x ${13 + i} in`,
      category: mailers,
      attributes: { width: 10 + i, length: 13 + i, thickness: 2 + i * 0.25, color },
      specifications: JSON.stringify({ Closure: "Peel and seal" }),
      ...(i === 3 ? { priceMin: "", priceMax: "" } : { priceMin: `${20 + i}.50`, priceMax: `${24 + i}.00` }),
    });
  }
  const tapes = await makeCategory({ name: "Tapes", slug: "tapes" });
  for (const sku of ["TP-2001", "TP-2002"]) await makeProduct({ sku, category: tapes });
});

async function download(format: "csv" | "xlsx"): Promise<Uint8Array> {
  const res = await exportRoute(
    new Request(`http://localhost:3000/api/admin/products/export?format=${format}`, { headers: { cookie, host: "localhost:3000" } }),
    { params: Promise.resolve({}) },
  );
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

function form(bytes: Uint8Array | string, name = "products.csv"): FormData {
  const data = new FormData();
  data.set("file", new File([typeof bytes === "string" ? bytes : Buffer.from(bytes)], name));
  return data;
}

async function importFile(file: Uint8Array | string, opts: { dryRun?: boolean; name?: string } = {}) {
  return send<ImportReport & Partial<ImportFileProblem>>(importRoute, "POST", "/api/admin/products/import", {
    cookie,
    body: form(file, opts.name),
    query: opts.dryRun ? { dryRun: "1" } : {},
  });
}

/** The export as CSV records (header first), to edit and send back. */
async function exportedCsv(): Promise<string[][]> {
  return parse(Buffer.from(await download("csv")), { bom: true, relax_column_count: false }) as string[][];
}

const column = (records: string[][], name: string) => records[0].indexOf(name);
const productCount = () => db.product.count();

describe("round trip", () => {
  beforeAll(async () => {
    // A product whose category was deleted (it keeps no category) must read back unchanged too.
    const orphan = await db.category.create({
      data: { name: "Import orphan", slug: "import-orphan", description: "d", imageUrl: "/images/x.svg" },
    });
    await db.product.create({ data: { ...(await validProduct("import-orphan")), categoryId: orphan.id } });
    await db.category.delete({ where: { id: orphan.id } });
  });

  for (const format of ["csv", "xlsx"] as const) {
    test(`an unedited ${format} export imports as every row unchanged, and applying it changes nothing`, async () => {
      const file = await download(format);
      const total = await productCount();
      // The tricky product, the others and the orphan.
      expect(total).toBe(1 + OTHERS + 1);
      const dry = await unchanged(() => importFile(file, { dryRun: true, name: `products.${format}` }));
      expect(dry.status).toBe(200);
      expect(dry.body.format).toBe(format);
      expect(dry.body.unknownColumns).toEqual([]);
      expect(dry.body.rows.filter((r) => r.action !== "unchanged")).toEqual([]);
      expect(dry.body.summary).toEqual({ create: 0, update: 0, unchanged: total, errors: 0 });
      expect(dry.body.rows[0].row).toBe(2);
      const applied = await unchanged(() => importFile(file, { name: `products.${format}` }));
      expect(applied.status).toBe(200);
      expect(applied.body).toMatchObject({ dryRun: false, applied: true, summary: { unchanged: total, create: 0, update: 0, errors: 0 } });
    });
  }
});

test("one price edited in the export: the dry run shows that one change and changes nothing; applying it stores it with one audit entry", async () => {
  const records = await exportedCsv();
  const target = records.findIndex((r) => r[0] === "00123");
  records[target][column(records, "priceMin")] = "9.75";
  const file = toCsv(records);
  const dry = await unchanged(() => importFile(file, { dryRun: true }));
  expect(dry.body.summary).toMatchObject({ update: 1, create: 0, errors: 0 });
  expect(dry.body.rows.find((r) => r.action === "update")).toEqual({
    row: target + 1,
    sku: "00123",
    action: "update",
    changes: { priceMin: ["10.00", "9.75"] },
  });

  const lastAudit = (await db.auditLog.findFirst({ orderBy: { id: "desc" } }))?.id ?? 0;
  const applied = await importFile(file, { name: "prices.csv" });
  expect(applied.status).toBe(200);
  expect(applied.body.summary.update).toBe(1);
  expect((await db.product.findUniqueOrThrow({ where: { sku: "00123" } })).priceMin).toBe("9.75");
  const entries = await db.auditLog.findMany({ where: { id: { gt: lastAudit } } });
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ action: "create", entity: "ProductImport", actor: "admin" });
  expect(JSON.parse(entries[0].after!)).toMatchObject({ file: "prices.csv", updated: ["00123"], created: [] });
});

test("rows changing different columns, a price cleared to Contact for Price and a category moved, written in batches, read back as the file says", async () => {
  // More products than one INSERT (250) or one UPDATE (200) takes.
  const created = await importFile(
    toCsv([
      ["sku", "name", "category", "description", "specifications"],
      ...Array.from({ length: 300 }, (_, i) => [`BATCH-${i}`, `Batch product ${i}`, categorySlug, "d", "{}"]),
    ]),
  );
  expect(created.body.summary).toEqual({ create: 300, update: 0, unchanged: 0, errors: 0 });
  const rows = await db.product.findMany({
    orderBy: { id: "asc" },
    where: { sku: { not: "00123" }, categoryId: { not: null } },
    include: { category: true },
  });
  expect(rows).toHaveLength(OTHERS + 300);
  const other = await db.category.findFirstOrThrow({ where: { slug: { not: rows[0].category!.slug } } });
  const file = toCsv([
    ["sku", "name", "priceMin", "priceMax", "category"],
    ...rows.map((r, i) => [
      r.sku,
      i % 3 === 0 ? `${r.name} v2` : r.name,
      i % 2 === 0 ? "" : "7.25",
      i % 2 === 0 ? "" : "8",
      i === 0 ? other.slug : r.category!.slug,
    ]),
  ]);
  const answer = await importFile(file);
  expect(answer.status).toBe(200);
  const after = new Map(
    (await db.product.findMany({ where: { id: { in: rows.map((r) => r.id) } }, include: { category: true } })).map((p) => [p.id, p]),
  );
  rows.forEach((r, i) => {
    expect(after.get(r.id)).toMatchObject({
      name: i % 3 === 0 ? `${r.name} v2` : r.name,
      priceMin: i % 2 === 0 ? null : "7.25",
      priceMax: i % 2 === 0 ? null : "8.00",
      categoryId: i === 0 ? other.id : r.categoryId,
      description: r.description,
    });
  });
});

test("a file with one bad row changes nothing: 400 with the whole report naming the row and its column", async () => {
  const records = await exportedCsv();
  const priceAt = column(records, "priceMin");
  records[1][priceAt] = "1.23";
  records[2][priceAt] = "abc";
  const before = await snapshot();
  const answer = await importFile(toCsv(records));
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe("1 row has an error; nothing was changed");
  expect(answer.body.applied).toBe(false);
  expect(answer.body.summary).toMatchObject({ update: 1, errors: 1 });
  expect(answer.body.rows[1]).toMatchObject({ row: 3, action: "error", errors: { priceMin: "Enter a price like 45.00" } });
  expect(await snapshot()).toEqual(before);
});

describe("new products", () => {
  test("Unicode, quotes, line breaks and leading zeros survive a CSV; a category is found by its name; an empty slug comes from the name; attr.{key} without a unit is the category's unit", async () => {
    const file = toCsv([
      [
        "sku",
        "name",
        "slug",
        "category",
        "description",
        "priceMin",
        "priceMax",
        "imageUrl",
        "unitOfSale",
        "specifications",
        "attr.width",
        "attr.color",
      ],
      [
        "000777",
        TRICKY.name,
        "",
        categoryName.toUpperCase(),
        TRICKY.description,
        "$1,234.5",
        "",
        "",
        TRICKY.unitOfSale,
        '{"Core": "3\\" paper"}',
        "24",
        "Black",
      ],
    ]);
    const dry = await importFile(file, { dryRun: true });
    expect(dry.body.rows).toEqual([
      expect.objectContaining({
        row: 2,
        sku: "000777",
        action: "create",
        changes: expect.objectContaining({ sku: [null, "000777"], priceMin: [null, "1234.50"], "attr.width (in)": [null, "24"] }),
      }),
    ]);
    expect((await importFile(file)).status).toBe(200);
    const stored = await db.product.findUniqueOrThrow({ where: { sku: "000777" }, include: { category: true } });
    expect(stored).toMatchObject({
      name: TRICKY.name,
      slug: "bag-ultra-18-unicode",
      description: TRICKY.description,
      unitOfSale: TRICKY.unitOfSale,
      priceMin: "1234.50",
      priceMax: null,
      imageUrl: "/images/placeholder.svg",
    });
    expect(stored.category?.slug).toBe(categorySlug);
    // Written by the import's own INSERT: the dates read back as Prisma writes them.
    expect(Math.abs(stored.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(stored.updatedAt.getTime()).toBe(stored.createdAt.getTime());
    expect(JSON.parse(stored.attributes)).toEqual({ width: 24, color: "Black" });
    expect(JSON.parse(stored.specifications)).toEqual({ Core: '3" paper', Width: "24 in", Color: "Black" });
  });

  test("an XLSX written by another tool imports: text cells as typed, a number cell for a price", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Sheet1");
    sheet.addRow(["SKU", "Name", "Category", "Description", "PriceMin", "Specifications", "attr.Width", "Notes"]);
    sheet.addRow(["00999", 'Ünï "X" bag', categorySlug, "two\nlines", 12.5, "{}", 30, "ignored"]);
    const file = new Uint8Array(await workbook.xlsx.writeBuffer());
    const answer = await importFile(file, { name: "from-another-tool.xlsx" });
    expect(answer.status).toBe(200);
    expect(answer.body.format).toBe("xlsx");
    expect(answer.body.unknownColumns).toEqual(["Notes"]);
    expect(answer.body.summary).toEqual({ create: 1, update: 0, unchanged: 0, errors: 0 });
    expect(await db.product.findUniqueOrThrow({ where: { sku: "00999" } })).toMatchObject({
      name: 'Ünï "X" bag',
      description: "two\nlines",
      priceMin: "12.50",
      slug: "uni-x-bag",
    });
  });

  test("every missing required field, an unknown category and a bad attribute are reported by column", async () => {
    const file = toCsv([
      ["sku", "name", "category", "description", "specifications", "attr.width", "attr.color"],
      ["NEW-1", "", categorySlug, "", "not json", "wide", ""],
      ["NEW-2", "Fine name", "no-such-category", "d", "{}", "", ""],
      ["", "No SKU", categorySlug, "d", "{}", "", ""],
    ]);
    const answer = await unchanged(() => importFile(file));
    expect(answer.status).toBe(400);
    expect(answer.body.rows).toEqual([
      {
        row: 2,
        sku: "NEW-1",
        action: "error",
        errors: {
          "attr.width": "Width must be a number",
          name: "Name is required",
          slug: "Slug is required",
          description: "Description is required",
          specifications: expect.stringMatching(/JSON object/),
        },
      },
      { row: 3, sku: "NEW-2", action: "error", errors: { category: 'No category has the slug or name "no-such-category"' } },
      { row: 4, sku: "", action: "error", errors: { sku: "SKU is required" } },
    ]);
  });
});

describe("updates", () => {
  test("a file of only sku and priceMax changes that column and keeps the rest", async () => {
    const before = await db.product.findUniqueOrThrow({ where: { sku: "00123" } });
    const answer = await importFile(
      toCsv([
        ["sku", "priceMax"],
        ["00123", "99"],
      ]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toEqual([{ row: 2, sku: "00123", action: "update", changes: { priceMax: [before.priceMax, "99.00"] } }]);
    const after = await db.product.findUniqueOrThrow({ where: { sku: "00123" } });
    expect({ ...after, priceMax: before.priceMax, updatedAt: before.updatedAt }).toEqual(before);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  test("two products may trade slugs in one file; the old addresses lead to the new ones", async () => {
    const [a, b] = await db.product.findMany({ orderBy: { id: "asc" }, take: 2 });
    const answer = await importFile(
      toCsv([
        ["sku", "slug"],
        [a.sku, b.slug],
        [b.sku, a.slug],
      ]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.summary.update).toBe(2);
    expect((await db.product.findUniqueOrThrow({ where: { id: a.id } })).slug).toBe(b.slug);
    expect((await db.product.findUniqueOrThrow({ where: { id: b.id } })).slug).toBe(a.slug);
    // Each slug is now someone's current one: neither is a former slug.
    expect(await db.formerSlug.count({ where: { kind: "product", slug: { in: [a.slug, b.slug] } } })).toBe(0);
  });

  test("a slug another product keeps, a SKU twice in the file, an attribute of another category and a stray comma are errors", async () => {
    const [a, b] = await db.product.findMany({ orderBy: { id: "asc" }, take: 2, where: { category: { slug: { not: categorySlug } } } });
    const answer = await unchanged(() =>
      importFile(
        toCsv([
          ["sku", "slug", "attr.importGrade"],
          [a.sku, b.slug, ""],
          [b.sku, b.slug, ""],
          [b.sku, b.slug, ""],
          [a.sku, a.slug, "A"],
          ["00123", "x", "", "extra"],
        ]),
      ),
    );
    expect(answer.status).toBe(400);
    const errors = answer.body.rows.map((r) => r.errors);
    expect(errors[0]).toEqual({ slug: "A product with this slug already exists" });
    expect(errors[1]).toBeUndefined();
    expect(errors[2]).toEqual({ sku: `SKU ${b.sku} is also on row 3; each product may appear once` });
    expect(errors[3]).toEqual({
      sku: `SKU ${a.sku} is also on row 2; each product may appear once`,
      "attr.importGrade": expect.stringMatching(/^importGrade is not an attribute of /),
    });
    expect(errors[4]).toEqual({ row: expect.stringMatching(/^Row has 4 cells but the header names 3 columns/) });
  });
});

describe("the file itself", () => {
  test("no file, not multipart, empty, not a spreadsheet, no sku column, a repeated column: 4xx naming file", async () => {
    const noFile = await send(importRoute, "POST", "/api/admin/products/import", { cookie, body: new FormData() });
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors).toEqual({ file: "Choose a CSV or XLSX file to import" });
    const json = await send(importRoute, "POST", "/api/admin/products/import", { cookie, body: { file: "x" } });
    expect(json.status).toBe(415);
    expect(json.body.errors).toEqual({ file: "Send the file as multipart/form-data" });
    expect((await importFile("")).body.errors).toEqual({ file: "File is empty" });
    const pdf = await importFile(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x9f]));
    expect(pdf.status).toBe(415);
    expect(pdf.body.errors).toEqual({ file: "File must be a CSV or XLSX file (such as the product export)" });
    const noSku = await importFile("name,priceMin\r\nA,1\r\n");
    expect(noSku.status).toBe(400);
    expect(noSku.body.errors?.file).toMatch(/no sku column/);
    const twice = await importFile("sku,PriceMin,priceMin\r\nA,1,2\r\n");
    expect(twice.body.errors?.file).toBe("Column priceMin appears twice (columns 2 and 3)");
  });

  test("over 20 MB is a 413 before the body is read; over 50,000 rows a 400", async () => {
    const big = await send(importRoute, "POST", "/api/admin/products/import", {
      cookie,
      rawBody: new ReadableStream({ pull: (c) => c.error(new Error("the body must not be read")) }),
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(21 * 1024 * 1024) },
    });
    expect(big.status).toBe(413);
    expect(big.body.errors).toEqual({ file: "File must be at most 20 MB: split it into smaller files" });
    const rows = ["sku", ...Array.from({ length: 50_001 }, (_, i) => `R${i}`)].join("\r\n");
    const many = await importFile(rows, { dryRun: true });
    expect(many.status).toBe(400);
    expect(many.body.errors?.file).toMatch(/more than 50,000 product rows/);
  });

  test("needs the admin session", async () => {
    const answer = await send(importRoute, "POST", "/api/admin/products/import", { body: form("sku\r\nA\r\n") });
    expect(answer.status).toBe(401);
  });
});
