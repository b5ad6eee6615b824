import "server-only";
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import type ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { plainNumber } from "@/lib/attributes";
import { IMPORT_MAX_CELL_CHARS, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, IMPORT_MAX_SHEET_ROWS, type ImportFormat } from "@/lib/import-report";
import { HttpError } from "@/server/http/errors";
import { runWorker, WorkerJobError, WorkerLimitError, type Gathered, type WorkerKind } from "@/server/workers/run-worker";
import { readFirstSheet } from "@/server/catalog/spreadsheets/xlsx-sheet";

/**
 * Reads an uploaded product file, CSV or XLSX, into its header and its rows of
 * text cells, with a parser that reads the file as it goes (csv-parse's stream,
 * a SAX parser over the XLSX file's parts as they unpack), so memory follows
 * the rows kept, not the parser's view of the whole file. The format comes
 * from the bytes, never from the name or a type header: an XLSX file is a zip.
 *
 * A small file can describe a huge one (a zip part that unpacks to gigabytes,
 * a cell in column XFD, millions of empty rows), so the import's limits
 * (src/lib/import-report.ts) are checked before the work they bound, and the
 * file is read in a worker thread (src/server/workers) with a heap and a time
 * limit of its own: whatever a file makes of the reader, it ends that worker
 * and answers this request with a 4xx, and the server goes on serving.
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

/**
 * The reading worker's limits, a backstop behind the file's own (columns,
 * rows, cells): an export-shaped XLSX of 10,000 rows and 30 columns read in
 * 7-8 s on a 2-core machine at a load of 13 from other jobs (so 50,000 rows in
 * about 40 s), the worker's start and the rows' copy back included.
 */
export const IMPORT_WORKER_HEAP_MB = 256;
export const IMPORT_WORKER_SECONDS = 120;

/** Two files read at once (the rest wait), each by a fresh worker: nothing one file leaves in a heap reaches the next. */
const IMPORT_WORKER: WorkerKind = {
  name: "import-file",
  heapMb: IMPORT_WORKER_HEAP_MB,
  timeoutMs: IMPORT_WORKER_SECONDS * 1000,
  concurrency: 2,
  idleMs: 0,
};

/**
 * Reads the file in a worker; `signal` (the request's) ends the worker when the
 * client goes. With `transfer` the bytes' buffer is moved to the worker rather
 * than copied (copying 20 MB held up the server's other answers), and is
 * unusable here after.
 */
export async function readImportFile(
  bytes: Uint8Array,
  opts: { maxRows?: number; signal?: AbortSignal; transfer?: boolean } = {},
): Promise<ImportSheet> {
  if (bytes.length === 0) throw fileProblem(400, "File is empty");
  try {
    const { value, items } = await runWorker<ImportInput, Gathered<Omit<ImportSheet, "records">, ImportRecord>>(
      IMPORT_WORKER,
      { bytes, maxRows: opts.maxRows },
      { signal: opts.signal, transfer: opts.transfer && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [] },
    );
    return { ...value, records: items };
  } catch (error) {
    if (error instanceof WorkerJobError && error.status) throw new HttpError(error.status, error.message, error.errors);
    if (error instanceof WorkerLimitError)
      throw fileProblem(413, `File ${error.message} to read (the import's limit): split it into smaller files`);
    throw error;
  }
}

export interface ImportInput {
  bytes: Uint8Array;
  maxRows?: number;
}

/** The reading itself, as the worker runs it. */
export async function parseImportFile({ bytes, maxRows = IMPORT_MAX_ROWS }: ImportInput): Promise<ImportSheet> {
  if (bytes.length === 0) throw fileProblem(400, "File is empty");
  const sheet = isZip(bytes) ? await readXlsx(bytes, maxRows) : await readCsv(bytes, maxRows);
  if (sheet.header.every((h) => h.trim() === ""))
    throw fileProblem(400, "File has no header row: the first row must name the columns (sku, name, ...)");
  return sheet;
}

const tooManyRows = (maxRows: number) =>
  fileProblem(400, `File has more than ${maxRows.toLocaleString("en-US")} product rows: split it into smaller files`);

/**
 * CSV as Excel and others write it: UTF-8 with or without a byte order mark,
 * or Windows-1252 (Excel's "CSV (Comma delimited)" on Windows), with CRLF, LF
 * or CR line ends, quoted fields holding commas, quotes and line breaks, and
 * a comma, semicolon (Excel in many European locales) or tab between fields.
 */
async function readCsv(bytes: Uint8Array, maxRows: number): Promise<ImportSheet> {
  // Binary that is not an XLSX file (a PDF, an old .xls, an image) is not a product list.
  if (bytes.includes(0)) throw fileProblem(415, FILE_TYPE_MESSAGE);
  const text = decodeText(bytes);
  const delimiter = delimiterOf(text);
  checkCsvShape(text, delimiter);
  const parser = Readable.from([text]).pipe(
    parse({ bom: true, delimiter, relax_column_count: true, relax_quotes: false, skip_empty_lines: false }),
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

/**
 * UTF-8, else Windows-1252: Excel on Windows saves plain "CSV" in the ANSI
 * code page. Node's own "windows-1252" decoder turns 0x80-0x9F into control
 * characters instead of € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ,
 * so iconv-lite decodes. Five of those bytes (0x81, 0x8D, 0x8F, 0x90, 0x9D)
 * are no character in Windows-1252 and Excel never writes them: a file holding
 * one is in some other encoding, and is refused rather than read as garbage.
 */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const undefinedByte = bytes.findIndex((b) => b === 0x81 || b === 0x8d || b === 0x8f || b === 0x90 || b === 0x9d);
    if (undefinedByte >= 0) {
      let line = 1;
      for (let i = 0; i < undefinedByte; i++) if (bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)) line += 1;
      throw fileProblem(
        400,
        `File is neither UTF-8 nor Windows-1252 (byte 0x${bytes[undefinedByte].toString(16).toUpperCase()} on line ${line} is no character in either): save it as "CSV UTF-8"`,
      );
    }
    return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), "windows-1252");
  }
}

/**
 * One pass over the text before it is parsed, outside quotes as the parser
 * reads them: refuses a row with more than IMPORT_MAX_COLUMNS fields (19 MB of
 * commas is one row of 19 million empty fields, each an object to the parser),
 * a field longer than a cell may be, and more rows, empty ones included, than
 * IMPORT_MAX_SHEET_ROWS.
 */
function checkCsvShape(text: string, delimiter: string) {
  const sep = delimiter.charCodeAt(0);
  let row = 1;
  let fields = 1;
  let fieldLength = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) quoted = !quoted;
    else if (!quoted && c === sep) {
      fields += 1;
      fieldLength = -1;
      if (fields > IMPORT_MAX_COLUMNS)
        throw fileProblem(
          400,
          `File has more than ${IMPORT_MAX_COLUMNS.toLocaleString("en-US")} columns (row ${row.toLocaleString("en-US")}): the import reads at most ${IMPORT_MAX_COLUMNS.toLocaleString("en-US")}`,
        );
    } else if (!quoted && (c === 0x0a || c === 0x0d)) {
      if (c === 0x0d && text.charCodeAt(i + 1) === 0x0a) i += 1;
      if (i + 1 < text.length) row += 1;
      if (row > IMPORT_MAX_SHEET_ROWS)
        throw fileProblem(
          400,
          `File has more than ${IMPORT_MAX_SHEET_ROWS.toLocaleString("en-US")} rows, empty ones included: split it into smaller files`,
        );
      fields = 1;
      fieldLength = -1;
    }
    fieldLength += 1;
    if (fieldLength > IMPORT_MAX_CELL_CHARS + 2)
      throw fileProblem(
        400,
        `A cell (row ${row.toLocaleString("en-US")}, column ${fields.toLocaleString("en-US")}) holds more than ${IMPORT_MAX_CELL_CHARS.toLocaleString("en-US")} characters, the most a cell may hold`,
      );
  }
}

/** The separator of the header line: the one of comma, semicolon and tab it holds most of (outside quotes), comma when none. */
function delimiterOf(text: string): string {
  const counts = new Map<string, number>([
    [",", 0],
    [";", 0],
    ["\t", 0],
  ]);
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
  let header: string[] | undefined;
  const records: ImportRecord[] = [];
  try {
    await readFirstSheet(bytes, (row) => {
      const cells = row.values.map((v) => cellText(v as ExcelJS.CellValue));
      if (!header) {
        if (cells.every((c) => c.trim() === "")) return;
        header = cells;
        return;
      }
      if (cells.every((c) => c.trim() === "")) return;
      if (records.length >= maxRows) throw tooManyRows(maxRows);
      records.push({ row: row.number, cells });
    });
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
export const unescapeXlsx = (text: string) =>
  text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
