/**
 * CSV as RFC 4180 writes it: fields separated by commas, records ended by
 * CRLF, a field quoted when it holds a comma, a double quote, a CR or an LF
 * (its quotes doubled). Files start with a UTF-8 byte order mark: without it
 * Excel reads the bytes as the system's ANSI code page and garbles every
 * non-ASCII character. Pure and browser-safe.
 */

/** U+FEFF, which UTF-8 encodes as EF BB BF. */
export const CSV_BOM = "\uFEFF";

export const CSV_LINE_END = "\r\n";

const NEEDS_QUOTES = /[",\r\n]/;

/** One field as written: quoted only when it must be. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * One record with its CRLF. A record of a single empty field is written `""`:
 * an empty line is what readers skip as blank, and the record would vanish.
 */
export function csvRecord(fields: readonly string[]): string {
  if (fields.length === 1 && fields[0] === "") return `""${CSV_LINE_END}`;
  return fields.map(csvField).join(",") + CSV_LINE_END;
}

/** A whole file: the byte order mark, then every record. */
export function toCsv(records: readonly (readonly string[])[]): string {
  return CSV_BOM + records.map(csvRecord).join("");
}

/**
 * Text a spreadsheet would run as a formula when it opens the CSV: a cell
 * starting with =, +, -, @, a tab or a CR (OWASP's list for CSV injection).
 * Such text is written after a single quote ("'=HYPERLINK(...)"), which a
 * spreadsheet shows as text; so is text that already starts with quotes
 * before one of those characters, so that reading takes exactly one quote off
 * and every value comes back as it was.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A text cell as a CSV export writes it (see FORMULA_START); numbers are not text cells and are written as they are. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A CSV cell as neutraliseFormula wrote it, back to its text. */
export function restoreFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}
