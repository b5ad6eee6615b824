/**
 * POST /api/admin/products/import: the file's reading within the import's
 * limits (small files that describe huge ones are refused with a 4xx naming
 * the limit, and nothing changes), Windows-1252 as Excel on Windows saves it,
 * and a client that leaves mid-read (nothing applied). Both providers.
 */
import { POST as importRoute } from "@/app/api/admin/products/import/route";
import { toCsv } from "@/lib/csv";
import type { ImportFileProblem, ImportReport } from "@/lib/import-report";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makeProduct } from "../factories";
import { csvOfCommas, xlsxColumnXfd, xlsxEmptyRows, xlsxHugeCell, xlsxSharedStrings } from "../hostile-files";
import { login, send, snapshot } from "../kit";

useTestDatabase();

/** Enough products that a file renaming each, padded, takes longer to read than the client waits (about 4 MB). */
const PRODUCTS = 140;

let cookie = "";
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  const films = await makeCategory({ name: "Stretch Film", slug: "stretch-film" });
  for (let i = 1; i <= PRODUCTS; i++) await makeProduct({ sku: `SF-${1000 + i}`, name: `Stretch Film ${i}`, category: films });
}, 120_000);

function form(bytes: Uint8Array | string, name: string): FormData {
  const data = new FormData();
  data.set("file", new File([typeof bytes === "string" ? bytes : Buffer.from(bytes)], name));
  return data;
}

function importFile(bytes: Uint8Array | string, name: string, opts: { dryRun?: boolean; signal?: AbortSignal } = {}) {
  return send<ImportReport & Partial<ImportFileProblem>>(importRoute, "POST", "/api/admin/products/import", {
    cookie,
    body: form(bytes, name),
    query: opts.dryRun ? { dryRun: "1" } : {},
    signal: opts.signal,
  });
}

describe("files that describe huge ones: a 4xx naming the limit, within seconds, nothing changed", () => {
  const cases: Array<[string, () => Promise<Uint8Array> | Uint8Array, number, RegExp, number]> = [
    [
      "an XLSX with a cell in column XFD on 3,000 rows",
      () => xlsxColumnXfd(),
      400,
      /more than 1,000 columns \(it spans to column XFD\)/,
      40_000,
    ],
    [
      "the same without a dimension to say so",
      () => xlsxColumnXfd({ dimension: false }),
      400,
      /more than 1,000 columns \(cell XFD1\)/,
      40_000,
    ],
    ["an XLSX holding one 200 MB cell", () => xlsxHugeCell(), 413, /unpacks to more than 200 MB \(xl\/worksheets\/sheet1.xml\)/, 210_000],
    ["a 2 MB shared string", () => xlsxHugeCell({ shared: true, mb: 2 }), 400, /holds more than 32,767 characters/, 10_000],
    ["an XLSX declaring 20 million shared strings", () => xlsxSharedStrings(), 400, /more than 1,000,000 distinct texts/, 1_000_000],
    [
      "2 million shared strings, none declared",
      () => xlsxSharedStrings({ declared: false, count: 2_000_000 }),
      400,
      /more than 1,000,000 distinct texts/,
      100_000,
    ],
    ["an XLSX of 2 million empty rows", () => xlsxEmptyRows(), 400, /more than 100,000 rows, empty ones included/, 20_000],
    ["a 19 MB CSV of commas", () => csvOfCommas(), 400, /more than 1,000 columns \(row 2\)/, 20 * 1024 * 1024],
  ];
  test.each(cases)(
    "%s",
    async (_, make, status, message, maxBytes) => {
      const bytes = await make();
      expect(bytes.length).toBeLessThanOrEqual(maxBytes);
      const before = await snapshot();
      for (const dryRun of [true, false]) {
        const started = Date.now();
        const answer = await importFile(bytes, bytes[0] === 0x50 ? "products.xlsx" : "products.csv", { dryRun });
        expect(answer.status).toBe(status);
        expect(answer.body.errors?.file).toMatch(message);
        expect(answer.body.message).toBe(answer.body.errors?.file);
        expect(Date.now() - started).toBeLessThan(15_000);
      }
      expect(await snapshot()).toEqual(before);
    },
    120_000,
  );
});

/** Windows-1252's 0x80-0x9F as the code page defines them (0x81, 0x8D, 0x8F, 0x90 and 0x9D are none). */
const CP1252: Record<number, string> = {
  0x80: "€",
  0x82: "‚",
  0x83: "ƒ",
  0x84: "„",
  0x85: "…",
  0x86: "†",
  0x87: "‡",
  0x88: "ˆ",
  0x89: "‰",
  0x8a: "Š",
  0x8b: "‹",
  0x8c: "Œ",
  0x8e: "Ž",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x95: "•",
  0x96: "–",
  0x97: "—",
  0x98: "˜",
  0x99: "™",
  0x9a: "š",
  0x9b: "›",
  0x9c: "œ",
  0x9e: "ž",
  0x9f: "Ÿ",
};
const UNDEFINED = [0x81, 0x8d, 0x8f, 0x90, 0x9d];

/** Text of ASCII and Windows-1252 bytes as Excel on Windows saves it: ";" between fields, CRLF line ends. */
const ansi = (lines: (string | number[])[][]) =>
  Buffer.concat(
    lines.map((cells) =>
      Buffer.concat([
        ...cells.flatMap((c, j) => (j ? [Buffer.from(";"), Buffer.from(c as never)] : [Buffer.from(c as never)])),
        Buffer.from("\r\n"),
      ]),
    ),
  );

describe("a CSV saved by Excel on Windows (Windows-1252, semicolons, CRLF)", () => {
  test("every byte 0x80-0x9F that is a character reads as that character, applied through the route", async () => {
    const product = await db.product.findFirstOrThrow({ orderBy: { id: "asc" } });
    const bytes = Object.keys(CP1252).map(Number);
    const file = ansi([
      ["sku", "name", "description"],
      [
        product.sku,
        [
          ...Buffer.from("Stretch Film "),
          0x99,
          0x20,
          0x93,
          ...Buffer.from("Cast"),
          0x94,
          0x20,
          0x96,
          0x20,
          ...Buffer.from("18 in "),
          0x97,
          ...Buffer.from(" 80 ga, caf"),
          0xe9,
        ],
        [...Buffer.from("Every one: "), ...bytes, ...Buffer.from(" end")],
      ],
    ]);
    const answer = await importFile(file, "products.csv");
    expect(answer.status).toBe(200);
    expect(answer.body.summary).toEqual({ create: 0, update: 1, unchanged: 0, errors: 0 });
    const stored = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(stored.name).toBe("Stretch Film ™ “Cast” – 18 in — 80 ga, café");
    expect(stored.description).toBe(`Every one: ${bytes.map((b) => CP1252[b]).join("")} end`);
    expect(stored.description).not.toMatch(/[\u0080-\u009f\ufffd]/);
  });

  test.each(UNDEFINED.map((b) => [b.toString(16).toUpperCase(), b]))(
    "byte 0x%s, no character in Windows-1252: a 400 naming the byte and its line, nothing changed",
    async (_, byte) => {
      const product = await db.product.findFirstOrThrow({ orderBy: { id: "desc" } });
      const before = await snapshot();
      const file = ansi([
        ["sku", "name"],
        [product.sku, [...Buffer.from("Film "), 0x99]],
        [product.sku, [...Buffer.from("Film "), byte]],
      ]);
      const answer = await importFile(file, "products.csv");
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.file).toBe(
        `File is neither UTF-8 nor Windows-1252 (byte 0x${byte.toString(16).toUpperCase()} on line 3 is no character in either): save it as "CSV UTF-8"`,
      );
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe("the client leaves", () => {
  test("while the file is read: the reading stops and nothing is applied", async () => {
    const products = await db.product.findMany({ select: { sku: true, name: true }, orderBy: { id: "asc" } });
    expect(products).toHaveLength(PRODUCTS);
    // Every product renamed, and enough padding in an ignored column that the reading outlasts the client.
    const padding = "x".repeat(30_000);
    const file = toCsv([["sku", "name", "notes"], ...products.map((p) => [p.sku, `${p.name} (renamed)`, padding])]);
    const before = await snapshot();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const answer = await importFile(file, "products.csv", { signal: controller.signal });
    expect(answer.status).toBe(499);
    expect(await snapshot()).toEqual(before);
    // The same file, left to finish, would have renamed them all.
    const dry = await importFile(file, "products.csv", { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.summary).toEqual({ create: 0, update: products.length, unchanged: 0, errors: 0 });
  });
});
