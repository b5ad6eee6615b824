/** @jest-environment node */
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { toCsv } from "@/lib/csv";
import { HttpError } from "@/server/http/errors";
import { readImportFile, unescapeXlsx } from "@/server/catalog/spreadsheets/import-file";
import { xlsxText } from "@/server/catalog/spreadsheets/export-products";

const bytes = (text: string) => new TextEncoder().encode(text);

async function problem(p: Promise<unknown>): Promise<HttpError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof HttpError) return e;
    throw e;
  }
  throw new Error("expected the file to be refused");
}

/** An XLSX file written by exceljs's streaming writer (as the export does) or its in-memory one (as "another tool" would). */
async function xlsx(rows: ExcelJS.CellValue[][], opts: { streaming?: boolean; textColumns?: boolean } = {}): Promise<Uint8Array> {
  if (opts.streaming) {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (c: Buffer) => chunks.push(c));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
    const sheet = workbook.addWorksheet("Products");
    for (const r of rows) sheet.addRow(r).commit();
    sheet.commit();
    await workbook.commit();
    return new Uint8Array(Buffer.concat(chunks));
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Sheet1");
  for (const r of rows) sheet.addRow(r);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe("CSV", () => {
  test("quotes, embedded line breaks, Unicode, a BOM and CRLF survive; the row numbers are the spreadsheet's", async () => {
    const file = toCsv([
      ["sku", "name", "description"],
      ["00123", 'Bag "Ultra", 18″ — Ünïcödé 😀', 'Line one\r\nLine two, with "quotes"'],
      ["", "", ""],
      ["PE-2", "Film", "x"],
    ]);
    const sheet = await readImportFile(bytes(file));
    expect(sheet.format).toBe("csv");
    expect(sheet.header).toEqual(["sku", "name", "description"]);
    expect(sheet.records).toEqual([
      { row: 2, cells: ["00123", 'Bag "Ultra", 18″ — Ünïcödé 😀', 'Line one\r\nLine two, with "quotes"'] },
      { row: 4, cells: ["PE-2", "Film", "x"] },
    ]);
  });

  test("LF and CR line ends, semicolons (European Excel) and Windows-1252 bytes (Excel's plain CSV) are read", async () => {
    expect((await readImportFile(bytes("sku,name\nA,One\nB,Two\n"))).records.map((r) => r.cells)).toEqual([
      ["A", "One"],
      ["B", "Two"],
    ]);
    expect((await readImportFile(bytes("sku,name\rA,One\r"))).records.map((r) => r.cells)).toEqual([["A", "One"]]);
    expect((await readImportFile(bytes("sku;priceMin\r\nA;1,50\r\n"))).records[0].cells).toEqual(["A", "1,50"]);
    // "Café" with é as the single byte 0xE9, as Windows-1252 writes it.
    const ansi = new Uint8Array([...bytes("sku,name\r\nA,Caf"), 0xe9, 0x0d, 0x0a]);
    expect((await readImportFile(ansi)).records[0].cells).toEqual(["A", "Café"]);
  });

  test("an unclosed quote is a 400 naming the file, not a 500", async () => {
    const error = await problem(readImportFile(bytes('sku,name\r\nA,"open\r\n')));
    expect(error.status).toBe(400);
    expect(error.errors?.file).toMatch(/could not be read/);
  });

  test("binary that is not a workbook is a 415; an empty file and a file of blank lines are 400s", async () => {
    expect((await problem(readImportFile(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01])))).status).toBe(415);
    expect((await problem(readImportFile(new Uint8Array()))).errors?.file).toBe("File is empty");
    expect((await problem(readImportFile(bytes(",,\r\n")))).errors?.file).toMatch(/no header row/);
  });

  test("more rows than the limit is a 400, counted without the header and blank lines", async () => {
    const rows = ["sku", "A", "", "B", "C"].join("\r\n");
    expect((await readImportFile(bytes(rows), { maxRows: 3 })).records).toHaveLength(3);
    expect((await problem(readImportFile(bytes(rows), { maxRows: 2 }))).errors?.file).toMatch(/more than 2 product rows/);
  });
});

describe("XLSX", () => {
  test("the export's own writer: text stays text (00123, 45.00), escapes come back as the characters", async () => {
    const description = "a\r\nb _x0041_ literal\u0001";
    const file = await xlsx(
      [
        ["sku", "priceMin", "description", "attr.width"],
        ["00123", "45.00", xlsxText(description), 18],
      ],
      { streaming: true },
    );
    const sheet = await readImportFile(file);
    expect(sheet.format).toBe("xlsx");
    expect(sheet.header).toEqual(["sku", "priceMin", "description", "attr.width"]);
    expect(sheet.records).toEqual([{ row: 2, cells: ["00123", "45.00", description, "18"] }]);
  });

  test("another tool's workbook: numbers as Excel shows them, dates, formulas, rich text and blank rows", async () => {
    const file = await xlsx([
      ["sku", "priceMin", "made", "formula", "rich", "flag"],
      [],
      [
        123,
        0.1 + 0.2,
        new Date(Date.UTC(2026, 0, 2)),
        { formula: "B3*2", result: 49.50000000000001 },
        { richText: [{ text: "Bold" }, { text: " plain" }] },
        true,
      ],
    ]);
    const sheet = await readImportFile(file);
    expect(sheet.records).toEqual([{ row: 3, cells: ["123", "0.3", "2026-01-02", "49.5", "Bold plain", "TRUE"] }]);
  });

  test("a damaged zip is a 400 naming the file", async () => {
    const file = await xlsx([["sku"], ["A"]]);
    const error = await problem(readImportFile(file.slice(0, 200)));
    expect(error.status).toBe(400);
    expect(error.errors?.file).toMatch(/could not be read/);
  });
});

test("unescapeXlsx reads Office's escapes and keeps an escaped underscore literal", () => {
  expect(unescapeXlsx("_x000D__x000A_")).toBe("\r\n");
  expect(unescapeXlsx("_x005F_x0041_")).toBe("_x0041_");
  expect(unescapeXlsx(xlsxText("keep _x0041_ and \u0001"))).toBe("keep _x0041_ and \u0001");
});
