/** @jest-environment node */
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import fc from "fast-check";
import { csvStream, xlsxStream, xlsxText, type ExportCell, type ProductSheet } from "./export-products";

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
  fc.string({ unit: fc.constantFrom("_x0041_", "_x", "_", "\r", "\n", "\r\n", "\t", "\u0001", "&", "<", '"', ",", " ", "a", "0", "é", "😀"), maxLength: 10 }),
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
  const rows: ExportCell[][] = [["00123", 'say "hi"\r\n', 18], ["x", "", 0.0000001], ["y", "é,😀", 1e21]];
  const bytes = await bytesOf(csvStream(sheetOf(["sku", "text", "attr.n"], rows)));
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(parse(bytes.toString("utf8"), { bom: true })).toEqual([
    ["sku", "text", "attr.n"],
    ["00123", 'say "hi"\r\n', "18"],
    ["x", "", "0.0000001"],
    ["y", "é,😀", "1000000000000000000000"],
  ]);
});
