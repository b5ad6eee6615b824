import "server-only";
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import ExcelJS from "exceljs";
import { plainNumber } from "@/lib/attributes";
import { IMPORT_MAX_ROWS, type ImportFormat } from "@/lib/import-report";
import { HttpError } from "@/server/http/errors";

/**
 * Reads an uploaded product file, CSV or XLSX, into its header and its rows of
 * text cells, with a parser that reads the file as it goes (csv-parse's stream,
 * exceljs's streaming workbook reader), so memory follows the rows kept, not
 * the parser's view of the whole file. The format comes from the bytes, never
 * from the name or a type header: an XLSX file is a zip.
 */


export interface ImportRecord {
  /** The spreadsheet row number (the header is row 1). */
  row: number;
  cells: string[];
}

export interface ImportSheet {
  format: ImportFormat;
  header: string[];
  records: ImportRecord[];
}

const FILE_TYPE_MESSAGE = "File must be a CSV or XLSX file (such as the product export)";
const fileProblem = (status: number, message: string) => new HttpError(status, message, { file: message });

const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

export async function readImportFile(bytes: Uint8Array, opts: { maxRows?: number } = {}): Promise<ImportSheet> {
  const maxRows = opts.maxRows ?? IMPORT_MAX_ROWS;
  if (bytes.length === 0) throw fileProblem(400, "File is empty");
  const sheet = isZip(bytes) ? await readXlsx(bytes, maxRows) : await readCsv(bytes, maxRows);
  if (sheet.header.every((h) => h.trim() === "")) throw fileProblem(400, "File has no header row: the first row must name the columns (sku, name, ...)");
  return sheet;
}

const tooManyRows = (maxRows: number) => fileProblem(400, `File has more than ${maxRows.toLocaleString("en-US")} product rows: split it into smaller files`);

/**
 * CSV as Excel and others write it: UTF-8 with or without a byte order mark,
 * or Windows-1252 (Excel's "CSV (Comma delimited)" on Windows), with CRLF, LF
 * or CR line ends, quoted fields holding commas, quotes and line breaks, and
 * a comma, semicolon (Excel in many European locales) or tab between fields.
 */
async function readCsv(bytes: Uint8Array, maxRows: number): Promise<ImportSheet> {
  const text = decodeText(bytes);
  // Binary that is not an XLSX file (a PDF, an old .xls, an image) is not a product list.
  if (text.includes("\u0000")) throw fileProblem(415, FILE_TYPE_MESSAGE);
  const parser = Readable.from([text]).pipe(
    parse({ bom: true, delimiter: delimiterOf(text), relax_column_count: true, relax_quotes: false, skip_empty_lines: false }),
  );
  let header: string[] | undefined;
  const records: ImportRecord[] = [];
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row += 1;
      if (!header) {
        header = cells;
        continue;
      }
      if (cells.every((c) => c.trim() === "")) continue;
      if (records.length >= maxRows) throw tooManyRows(maxRows);
      records.push({ row, cells });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = `The CSV could not be read${typeof (error as { lines?: unknown }).lines === "number" ? ` at line ${(error as { lines: number }).lines}` : ""}: ${(error as Error).message.replace(/^Invalid Record Length: /, "")}`;
    throw fileProblem(400, message);
  }
  return { format: "csv", header: header ?? [], records };
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8: Excel on Windows saves plain "CSV" in the ANSI code page.
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The separator of the header line: the one of comma, semicolon and tab it holds most of (outside quotes), comma when none. */
function delimiterOf(text: string): string {
  const counts = new Map<string, number>([[",", 0], [";", 0], ["\t", 0]]);
  let quoted = false;
  for (const c of text.slice(0, 64 * 1024)) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "\n" || c === "\r")) break;
    else if (!quoted && counts.has(c)) counts.set(c, counts.get(c)! + 1);
  }
  let best = ",";
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
}

/**
 * The first worksheet of an XLSX file, read as a stream. Cells become the text
 * a person sees: numbers to 15 significant digits as Excel shows them (a price
 * computed as 49.50000000000001 reads "49.5"), dates as YYYY-MM-DD, rich text
 * as its plain text, formulas as their result, and Office's `_xHHHH_` escapes
 * (how an XLSX file holds control characters and CRs) as the characters.
 */
async function readXlsx(bytes: Uint8Array, maxRows: number): Promise<ImportSheet> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]), {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    // Number formats tell a date (a serial number in the file) from a number.
    styles: "cache",
    worksheets: "emit",
  });
  let header: string[] | undefined;
  const records: ImportRecord[] = [];
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from(values, (v) => cellText(v as ExcelJS.CellValue));
        if (!header) {
          if (cells.every((c) => c.trim() === "")) continue;
          header = cells;
          continue;
        }
        if (cells.every((c) => c.trim() === "")) continue;
        if (records.length >= maxRows) throw tooManyRows(maxRows);
        records.push({ row: row.number, cells });
      }
      // Only the first worksheet holds products.
      break;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw fileProblem(400, "The XLSX file could not be read: it may be damaged, or not an Excel workbook");
  }
  return { format: "xlsx", header: header ?? [], records };
}

/** A cell as the text a person sees in it. */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return unescapeXlsx(value);
  if (typeof value === "number") return Number.isFinite(value) ? numberText(value) : "";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value && Array.isArray(value.richText)) return unescapeXlsx(value.richText.map((r) => r.text).join(""));
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("formula" in value || "sharedFormula" in value) return "";
    if ("text" in value) return cellText((value as { text: ExcelJS.CellValue }).text);
    if ("error" in value) return String((value as { error: unknown }).error);
  }
  return String(value);
}

/**
 * A number cell as text. Arithmetic in a sheet leaves binary noise (a price
 * computed as 45 * 1.1 is 49.50000000000001): when the number to Excel's 15
 * significant digits is short (12 digits or fewer), that is what the person
 * meant and sees. A long value (a converted measure stored to full precision,
 * such as 0.6299212598425197) is kept exactly, so an unedited export reads back
 * as stored.
 */
function numberText(n: number): string {
  const shown = Number(n.toPrecision(15));
  const digits = plainNumber(shown).replace(/^-?0*\.?0*|\./g, "").length;
  return plainNumber(digits <= 12 ? shown : n);
}

/** ECMA-376 ST_Xstring: `_xHHHH_` is the character U+HHHH (so `_x005F_` is "_", which keeps a literal "_x0041_" as written). */
export const unescapeXlsx = (text: string) => text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
