/**
 * "Import from CSV" of a requisition list: `sku,quantity` per line, a header
 * line optional. Pure, so the browser and the server read a file the same way.
 * The limits are checked before any parsing; each bad row is named by its line
 * number in the file, and a file with any bad row is refused whole.
 */
import { QUANTITY_MESSAGE, parseQuantity } from "./quantity";
import { SKU_MAX } from "./validation/product";
import { LIST_LINES_MAX } from "./validation/requisition-list";

export const CSV_MAX_BYTES = 64 * 1024;
export const CSV_MAX_ROWS = LIST_LINES_MAX;
export const CSV_TOO_LARGE_MESSAGE = `The file is too large (at most ${CSV_MAX_BYTES / 1024} KB)`;
export const CSV_TOO_MANY_ROWS_MESSAGE = `The file has too many rows (at most ${CSV_MAX_ROWS})`;
export const CSV_EMPTY_MESSAGE = "The file has no rows";

export interface CsvRow {
  line: number;
  sku: string;
  quantity: number;
}

export interface CsvRowError {
  line: number;
  message: string;
}

export type CsvResult = { ok: true; rows: CsvRow[] } | { ok: false; message: string; errors: CsvRowError[] };

/** The fields of one CSV line (quotes with "" inside them), or null when a quote is left open. */
export function csvFields(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = "";
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (i >= line.length) return null;
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += line[i++];
      }
      // Text after a closing quote, before the comma, is kept as written ("a"b -> ab).
      while (i < line.length && line[i] !== ",") field += line[i++];
    } else {
      while (i < line.length && line[i] !== ",") field += line[i++];
    }
    fields.push(field.trim());
    if (i >= line.length) return fields;
    i++; // the comma
  }
}

const isHeader = (fields: string[]) => fields.length === 2 && fields[0].toLowerCase() === "sku" && fields[1].toLowerCase() === "quantity";

/** Reads the file's text; `byteLength` is its size as received (the text may be shorter). */
export function parseListCsv(text: string, byteLength = utf8Length(text)): CsvResult {
  if (byteLength > CSV_MAX_BYTES) return { ok: false, message: CSV_TOO_LARGE_MESSAGE, errors: [] };
  const body = text.replace(/^\uFEFF/, "");
  const lines = body.split(/\r\n|\n|\r/);
  // Blank lines (a trailing newline above all) are not rows; counted before any line is read.
  const count = lines.reduce((n, l) => (l.trim() === "" ? n : n + 1), 0);
  if (count === 0) return { ok: false, message: CSV_EMPTY_MESSAGE, errors: [] };
  if (count > CSV_MAX_ROWS + 1) return { ok: false, message: CSV_TOO_MANY_ROWS_MESSAGE, errors: [] };
  const rows: CsvRow[] = [];
  const errors: CsvRowError[] = [];
  const seen = new Map<string, number>();
  let first = true;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "") return;
    const fields = csvFields(raw);
    const wasFirst = first;
    first = false;
    if (fields === null) return errors.push({ line, message: "A quoted field is not closed" });
    if (wasFirst && isHeader(fields)) return;
    if (fields.length !== 2) return errors.push({ line, message: `Expected 2 columns (sku,quantity), found ${fields.length}` });
    const [sku, quantityText] = fields;
    if (sku === "") return errors.push({ line, message: "SKU is empty" });
    if (sku.length > SKU_MAX) return errors.push({ line, message: `SKU must be at most ${SKU_MAX} characters` });
    if (/[\u0000-\u001f\u007f]/.test(sku) || !sku.isWellFormed())
      return errors.push({ line, message: "SKU has characters that are not allowed" });
    const quantity = parseQuantity(quantityText);
    if (quantity === null) return errors.push({ line, message: `${QUANTITY_MESSAGE} (found "${quantityText.slice(0, 20)}")` });
    const key = sku.toLowerCase();
    const before = seen.get(key);
    if (before !== undefined) return errors.push({ line, message: `SKU ${sku} is already on line ${before}` });
    seen.set(key, line);
    rows.push({ line, sku, quantity });
  });
  if (rows.length > CSV_MAX_ROWS) return { ok: false, message: CSV_TOO_MANY_ROWS_MESSAGE, errors: [] };
  if (errors.length > 0) return { ok: false, message: csvErrorsMessage(errors), errors };
  if (rows.length === 0) return { ok: false, message: CSV_EMPTY_MESSAGE, errors: [] };
  return { ok: true, rows };
}

/** "Line 3: SKU is empty" for the first, and how many more. */
export function csvErrorsMessage(errors: readonly CsvRowError[]): string {
  const [first] = errors;
  const more = errors.length - 1;
  return `Nothing imported. Line ${first.line}: ${first.message}${more > 0 ? ` (and ${more} more ${more === 1 ? "row" : "rows"})` : ""}`;
}

function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}
