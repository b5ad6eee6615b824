/** @jest-environment node */
import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import fc from "fast-check";
import { csvStream, xlsxStream, xlsxText, type ExportCell, type ProductSheet } from "@/server/catalog/spreadsheets/export-products";

/** A sheet of these rows, without a database: what the streams write is all this checks. */
function sheetOf(header: string[], rows: ExportCell[][], text: boolean[] = header.map(() => true)): ProductSheet {
  async function* pages() {
    for (let i = 0; i < rows.length; i += 3) yield rows.slice(i, i + 3);
  }
  return { columns: header.map((h, i) => ({ header: h, text: text[i], width: 10 })), pages: pages() };
}

const bytesOf = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

async function xlsxRows(bytes: Buffer, width: number): Promise<ExportCell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  return Array.from({ length: sheet.actualRowCount }, (_, r) =>
    Array.from({ length: width }, (_, c) => {
      const v = sheet.getRow(r + 1).getCell(c + 1).value;
      return v === null || v === undefined ? "" : (v as ExportCell);
    }),
  );
}

test("xlsxText writes control characters and CRs as _xHHHH_, and escapes text that already looks like that", () => {
  expect(xlsxText("plain")).toBe("plain");
  expect(xlsxText("a\r\nb\tc")).toBe("a_x000D_\nb\tc");
  expect(xlsxText("\u0001\u001f\u007f")).toBe("_x0001__x001F__x007F_");
  expect(xlsxText("_x0041_ and _x00ab_")).toBe("_x005F_x0041_ and _x005F_x00ab_");
});

const text = fc.oneof(
  fc.string({
    unit: fc.constantFrom("_x0041_", "_x", "_", "\r", "\n", "\r\n", "\t", "\u0001", "&", "<", '"', ",", " ", "a", "0", "é", "😀"),
    maxLength: 10,
  }),
  fc.string({ unit: "binary", maxLength: 20 }),
);

test("any text, and numbers, come back from the XLSX file as written", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(text, text, fc.double({ min: 0, max: 1e9, noNaN: true })), { maxLength: 7 }), async (rows) => {
      // A lone surrogate is not text XML can hold; the catalogue's text comes from JSON and forms, whole characters.
      const cells: ExportCell[][] = rows.map(([a, b, n]) => [a.toWellFormed(), b.toWellFormed(), n]);
      const bytes = await bytesOf(xlsxStream(sheetOf(["a", "b", "n"], cells, [true, true, false])));
      expect(await xlsxRows(bytes, 3)).toEqual([["a", "b", "n"], ...cells]);
    }),
    { numRuns: 60 },
  );
});

test("the CSV stream is the header and every row, in order, as one standard file", async () => {
  const rows: ExportCell[][] = [
    ["00123", 'say "hi"\r\n', 18],
    ["x", "", 0.0000001],
    ["y", "é,😀", 1e21],
  ];
  const bytes = await bytesOf(csvStream(sheetOf(["sku", "text", "attr.n"], rows)));
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(parse(bytes.toString("utf8"), { bom: true })).toEqual([
    ["sku", "text", "attr.n"],
    ["00123", 'say "hi"\r\n', "18"],
    ["x", "", "0.0000001"],
    ["y", "é,😀", "1000000000000000000000"],
  ]);
});

test("the CSV stream writes formula-like text after a quote, and numbers as numbers", async () => {
  const rows: ExportCell[][] = [
    ['=HYPERLINK("x")', "-", 0],
    ["\tTab", "@SUM(1)", 12.5],
  ];
  const bytes = await bytesOf(csvStream(sheetOf(["name", "text", "attr.n"], rows)));
  expect(parse(bytes.toString("utf8"), { bom: true })).toEqual([
    ["name", "text", "attr.n"],
    ['\'=HYPERLINK("x")', "'-", "0"],
    ["'\tTab", "'@SUM(1)", "12.5"],
  ]);
});

describe.each([
  ["CSV", csvStream],
  ["XLSX", xlsxStream],
] as const)("%s: a download the client gives up", (_name, stream) => {
  test("stops reading products", async () => {
    let pagesRead = 0;
    async function* pages() {
      for (let p = 0; p < 10_000; p++) {
        // A page from the database takes a trip through the event loop.
        await new Promise((r) => setImmediate(r));
        pagesRead++;
        yield Array.from({ length: 100 }, (_, i): ExportCell[] => [`SKU-${p}-${i}`, "x".repeat(1000) + p + i]);
      }
    }
    const rows = pages();
    const reader = stream({
      columns: [
        { header: "sku", text: true, width: 10 },
        { header: "text", text: true, width: 10 },
      ],
      pages: rows,
    }).getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((r) => setTimeout(r, 200));
    expect(pagesRead).toBeLessThan(100);
    // Closed: no further page will be read.
    expect(await rows.next()).toEqual({ done: true, value: undefined });
  });

  test("sends its first bytes before the last page is read, even when pages come without a turn of the event loop (SQLite)", async () => {
    let pagesRead = 0;
    async function* pages() {
      for (let p = 0; p < 300; p++) {
        pagesRead++;
        yield Array.from({ length: 100 }, (_, i): ExportCell[] => [`SKU-${p}-${i}`, "x".repeat(100)]);
      }
    }
    const reader = stream({
      columns: [
        { header: "sku", text: true, width: 10 },
        { header: "text", text: true, width: 10 },
      ],
      pages: pages(),
    }).getReader();
    await reader.read();
    expect(pagesRead).toBeLessThan(300);
    await reader.cancel();
  });

  test("reads no further ahead than a slow client takes", async () => {
    let pagesRead = 0;
    async function* pages() {
      for (let p = 0; p < 1000; p++) {
        await new Promise((r) => setImmediate(r));
        pagesRead++;
        // Text that does not compress, so the file is as large as the rows.
        yield Array.from({ length: 100 }, (): ExportCell[] => [randomBytes(8).toString("hex"), randomBytes(500).toString("hex")]);
      }
    }
    const reader = stream({
      columns: [
        { header: "sku", text: true, width: 10 },
        { header: "text", text: true, width: 10 },
      ],
      pages: pages(),
    }).getReader();
    await reader.read();
    // Reading stops: wait until no page has been read for 300 ms.
    let seen = -1;
    for (let i = 0; i < 20 && pagesRead !== seen; i++) {
      seen = pagesRead;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(pagesRead).toBe(seen);
    // 1000 pages are 100 MB; a few MB at most wait for the client.
    expect(pagesRead).toBeLessThan(100);
    await reader.cancel();
  });
});
