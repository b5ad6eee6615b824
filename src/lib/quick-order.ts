/**
 * The quick-order list a buyer pastes or uploads: one SKU and quantity a line.
 * Pure, so the page and POST /api/quick-order/match read a list the same way.
 */
import { parseQuantity, QUANTITY_MESSAGE } from "./quantity";

/** Lines one list may hold (blank lines not counted). */
export const QUICK_ORDER_MAX_LINES = 500;
/** Size of the text, in UTF-8 bytes (what a CSV file read in the browser may be too). */
export const QUICK_ORDER_MAX_BYTES = 100 * 1024;
export const QUICK_ORDER_LINES_MESSAGE = `At most ${QUICK_ORDER_MAX_LINES} lines can be matched at once`;
export const QUICK_ORDER_BYTES_MESSAGE = "The list must be at most 100 KB";

export interface ParsedLine {
  /** The line as typed, trimmed. */
  input: string;
  sku: string;
  /** 1 when the line names none; null when the one it names is not a whole number from 1 to 100,000. */
  quantity: number | null;
  /** The refused quantity as written ("-2", "2.5"), shown back in its field; only with `error`. */
  quantityText?: string;
  error?: string;
}

/**
 * The SKU as matched: case, spaces, dashes, dots and underscores do not count
 * ("SF-2002", "sf 2002" and "SF_2002" are one SKU).
 */
export const normalizeSku = (sku: string) => sku.toLowerCase().replace(/[\s\-._]+/g, "");

/** A spreadsheet's header row ("SKU,Quantity", "Item;Qty"…): skipped when it is the first line. */
const HEADER =
  /^["']?(sku|item|part|part ?(no|number)|product|code)["']?\s*[,;\t]\s*["']?(qty|quantity|quantities|amount|count)["']?\s*[,;\t]?\s*$/i;

const unquote = (s: string) =>
  s
    .trim()
    .replace(/^"(.*)"$/s, "$1")
    .replace(/^'(.*)'$/s, "$1")
    .trim();
/**
 * What is written as a quantity, good or not: "3", "-2", "+4", "2.5", ".5".
 * A signed or decimal number after a SKU is its quantity (refused, and said
 * so), never part of the SKU: "SF-2002 -2" is SF-2002 with a bad quantity,
 * not an unknown SKU "SF-2002 -2".
 */
const NUMBER = String.raw`[-+−]?(?:\d+(?:\.\d*)?|\.\d+)`;
const NUMBER_ALONE = new RegExp(`^${NUMBER}$`);
const isNumberLike = (s: string) => NUMBER_ALONE.test(s);
const TIMES_BEFORE = new RegExp(String.raw`^(${NUMBER})\s*[x×*]\s*(\S.*)$`, "i");
const TIMES_AFTER = new RegExp(String.raw`^(.*\S)\s+[x×*]\s*(${NUMBER})$`, "i");

/**
 * A list's non-empty lines, in order. A line is `SKU`, `SKU QTY`, `QTY x SKU`,
 * `SKU x QTY` or fields separated by commas, semicolons or tabs (a CSV file or
 * a spreadsheet paste: the SKU first, or the quantity first when only it is a
 * number; columns after the second are ignored).
 */
export function parseQuickOrder(text: string): ParsedLine[] {
  const lines = text.split(/\r\n|\r|\n/).map((l) => l.trim());
  const out: ParsedLine[] = [];
  let first = true;
  for (const line of lines) {
    if (!line) continue;
    if (first && HEADER.test(line)) {
      first = false;
      continue;
    }
    first = false;
    out.push(parseLine(line));
  }
  return out;
}

export function parseLine(input: string): ParsedLine {
  const [sku, qtyText] = split(input);
  const quantity = qtyText === null ? 1 : parseQuantity(qtyText);
  return quantity === null ? { input, sku, quantity, quantityText: qtyText!, error: QUANTITY_MESSAGE } : { input, sku, quantity };
}

/** The SKU and the quantity's text (null: the line names none). */
function split(line: string): [string, string | null] {
  if (/[,;\t]/.test(line)) {
    const fields = line.split(/[,;\t]/).map(unquote);
    while (fields.length > 1 && fields[fields.length - 1] === "") fields.pop();
    if (fields.length === 1) return [fields[0], null];
    const [a, b] = fields;
    if (isNumberLike(a) && !isNumberLike(b)) return [b, a];
    return [a, b];
  }
  const times = TIMES_BEFORE.exec(line);
  if (times) return [times[2].trim(), times[1]];
  const timesAfter = TIMES_AFTER.exec(line);
  if (timesAfter) return [timesAfter[1], timesAfter[2]];
  const tokens = line.split(/\s+/);
  if (tokens.length > 1 && isNumberLike(tokens[tokens.length - 1])) return [tokens.slice(0, -1).join(" "), tokens[tokens.length - 1]];
  // "5 SF-2003": a quantity first, then a SKU with a letter in it.
  if (tokens.length > 1 && isNumberLike(tokens[0]) && /[a-z]/i.test(tokens.slice(1).join("")))
    return [tokens.slice(1).join(" "), tokens[0]];
  return [line, null];
}

let prevRow = new Int32Array(72);
let thisRow = new Int32Array(72);

/**
 * The edit distance (Levenshtein) of a and b when at most `max`, else max + 1.
 * Only the band around the diagonal is computed, in two reused rows, and it
 * stops as soon as a row is past `max`: comparing one SKU with a whole
 * catalogue's stays cheap.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  const over = max + 1;
  if (Math.abs(a.length - b.length) > max) return over;
  const n = b.length;
  if (prevRow.length < n + 1) {
    prevRow = new Int32Array(n + 1);
    thisRow = new Int32Array(n + 1);
  }
  let prev = prevRow;
  let row = thisRow;
  for (let j = 0; j <= n; j++) prev[j] = j <= max ? j : over;
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(n, i + max);
    row[0] = i <= max ? i : over;
    if (lo > 1) row[lo - 1] = over;
    let best = lo === 1 ? row[0] : over;
    const ca = a.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      let v = prev[j - 1] + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      if (prev[j] + 1 < v) v = prev[j] + 1;
      if (row[j - 1] + 1 < v) v = row[j - 1] + 1;
      if (v > over) v = over;
      row[j] = v;
      if (v < best) best = v;
    }
    if (hi < n) row[hi + 1] = over;
    if (best > max) return over;
    [prev, row] = [row, prev];
  }
  return Math.min(prev[n], over);
}
