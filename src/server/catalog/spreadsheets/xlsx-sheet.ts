import "server-only";
import path from "node:path";
import { createInflateRaw } from "node:zlib";
import { SaxesParser, type SaxesTagPlain } from "saxes";
import {
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_SHARED_STRINGS,
  IMPORT_MAX_SHEET_ROWS,
  IMPORT_MAX_UNPACKED_MB,
} from "@/lib/import-report";
import { HttpError } from "@/server/http/errors";

/**
 * The first worksheet of an XLSX file, row by row, read within the import's
 * limits. An XLSX file is a zip of XML parts, and a few kilobytes of it can
 * unpack to gigabytes that name millions of rows, columns or texts; a general
 * reader (exceljs's) builds whatever the file names. Here every limit is
 * checked before the work it bounds: each part's unpacked size from the zip's
 * directory before it is inflated (and again while inflating, as that size may
 * lie), the shared-strings count and the sheet's dimension before their
 * contents, each row's and cell's position before it is stored, and each text
 * before the parser holds it: the parser (saxes, as exceljs uses) gathers a
 * text or an attribute until the next "<", so a run of unpacked XML with no
 * "<" longer than a cell may be is refused as it streams in (a 200 MB cell
 * after its first few hundred KB).
 */

/** A cell as the file stores it: text, number, boolean, a date (number formats mark serial numbers as dates), an error, or nothing. */
export type SheetValue = string | number | boolean | Date | { error: string } | null;

export interface SheetRow {
  /** The spreadsheet's row number (1 is the first). */
  number: number;
  /** Column A first; missing cells are null. */
  values: SheetValue[];
}

const problem = (status: number, message: string) => new HttpError(status, message, { file: message });
const damaged = () => problem(400, "The XLSX file could not be read: it may be damaged, or not an Excel workbook");
const n = (value: number) => value.toLocaleString("en-US");
const tooLargeCell = (where: string) =>
  problem(400, `A cell (${where}) holds more than ${n(IMPORT_MAX_CELL_CHARS)} characters, the most a cell may hold`);
const tooManyColumns = (where: string) =>
  problem(400, `File has more than ${n(IMPORT_MAX_COLUMNS)} columns (${where}): the import reads at most ${n(IMPORT_MAX_COLUMNS)}`);
const tooManyRows = (where: string) =>
  problem(400, `File has more than ${n(IMPORT_MAX_SHEET_ROWS)} rows, empty ones included (${where}): split it into smaller files`);
const tooManyStrings = () =>
  problem(400, `File holds more than ${n(IMPORT_MAX_SHARED_STRINGS)} distinct texts (its shared strings): split it into smaller files`);
const unpackedTooLarge = (part: string) =>
  problem(413, `File unpacks to more than ${IMPORT_MAX_UNPACKED_MB} MB (${part}): split it into smaller files`);

const MAX_UNPACKED = IMPORT_MAX_UNPACKED_MB * 1024 * 1024;
/** Parts a zip may list (a workbook has a few dozen). */
const MAX_ENTRIES = 10_000;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The zip's central directory (the list at its end: each part's name, method and sizes). */
function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw damaged();
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  // Zip64 (over 4 GB or 65,535 parts) is more than an import file can be.
  if (count === 0xffff || at === 0xffffffff || count > MAX_ENTRIES) throw damaged();
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw damaged();
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    entries.set(name, {
      name,
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** A part's bytes as they unpack, refused past its declared size or the limit, whichever is smaller. */
async function* unpack(zip: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  if (entry.size > MAX_UNPACKED) throw unpackedTooLarge(entry.name);
  const local = entry.localOffset;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw damaged();
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw damaged();
  if (entry.method === 0) {
    yield data;
    return;
  }
  if (entry.method !== 8) throw damaged();
  const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
  inflate.end(data);
  let total = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > MAX_UNPACKED) throw unpackedTooLarge(entry.name);
      if (total > entry.size) throw damaged();
      yield chunk;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw damaged();
  } finally {
    inflate.destroy();
  }
}

interface Handlers {
  opentag?: (tag: SaxesTagPlain) => void;
  closetag?: (name: string) => void;
  text?: (text: string) => void;
}

/**
 * Text, an attribute value or a tag may hold no "<": past this many characters
 * without one (a cell's most, escaped as &quot; at worst, plus a chunk), the
 * parser would be gathering more than any cell may hold.
 */
const MAX_RUN_WITHOUT_TAG = IMPORT_MAX_CELL_CHARS * 6 + 64 * 1024;

/** Streams a part through a strict XML parser (no DTD entities expanded); a handler's throw stops it. */
async function parsePart(zip: Buffer, entry: ZipEntry, handlers: Handlers, stop?: () => boolean): Promise<void> {
  const parser = new SaxesParser({ position: false });
  parser.on("error", () => {
    throw damaged();
  });
  if (handlers.opentag) parser.on("opentag", handlers.opentag as (tag: unknown) => void);
  if (handlers.closetag) {
    const closetag = handlers.closetag;
    parser.on("closetag", (tag) => closetag(tag.name));
  }
  if (handlers.text) {
    parser.on("text", handlers.text);
    parser.on("cdata", handlers.text);
  }
  const decoder = new TextDecoder("utf-8");
  let run = 0;
  for await (const chunk of unpack(zip, entry)) {
    const text = decoder.decode(chunk, { stream: true });
    const lastTag = text.lastIndexOf("<");
    run = lastTag < 0 ? run + text.length : text.length - lastTag;
    if (run > MAX_RUN_WITHOUT_TAG) throw tooLargeCell(`in ${entry.name}`);
    parser.write(text);
    if (stop?.()) return;
  }
  parser.write(decoder.decode()).close();
}

/** A tag's local name ("x:row" and "row" alike). */
const local = (name: string) => name.slice(name.indexOf(":") + 1);
const attr = (tag: SaxesTagPlain, name: string): string | undefined => tag.attributes[name];

/** "XFD" → 16383 (A is 0); -1 when more than three letters (past Excel's last column). */
function columnIndex(letters: string): number {
  if (letters.length === 0 || letters.length > 3) return -1;
  let index = 0;
  for (const c of letters.toUpperCase()) index = index * 26 + (c.charCodeAt(0) - 64);
  return index - 1;
}
const cellRef = (ref: string) => /^([A-Za-z]+)(\d+)$/.exec(ref);

/**
 * Number formats that show a serial number as a date: Excel's built-in date
 * formats by id, and custom formats with day, month, year or time letters
 * outside quotes and [brackets], as exceljs decides.
 */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);
const isDateFormat = (code: string) => /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, "").replace(/"[^"]*"/g, ""));

/** Excel's serial day number as a date: days since 1899-12-30, or since 1904-01-01 in a 1904-system workbook. */
const serialDate = (serial: number, date1904: boolean) => new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));

export async function readFirstSheet(bytes: Uint8Array, onRow: (row: SheetRow) => void): Promise<void> {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = zipEntries(zip);

  // The first sheet is the workbook's first <sheet>, found through the workbook's relationships.
  let date1904 = false;
  let firstSheetId: string | undefined;
  const workbook = entries.get("xl/workbook.xml");
  if (!workbook) throw damaged();
  await parsePart(zip, workbook, {
    opentag(tag) {
      const name = local(tag.name);
      if (name === "workbookPr") date1904 = ["1", "true"].includes(attr(tag, "date1904") ?? "");
      else if (name === "sheet" && firstSheetId === undefined) firstSheetId = attr(tag, "r:id") ?? "";
    },
  });
  let sheetPath = "xl/worksheets/sheet1.xml";
  const rels = entries.get("xl/_rels/workbook.xml.rels");
  if (rels && firstSheetId) {
    await parsePart(zip, rels, {
      opentag(tag) {
        if (local(tag.name) === "Relationship" && attr(tag, "Id") === firstSheetId) {
          const target = attr(tag, "Target") ?? "";
          sheetPath = target.startsWith("/") ? target.slice(1) : path.posix.normalize(`xl/${target}`);
        }
      },
    });
  }
  const sheet = entries.get(sheetPath);
  if (!sheet) throw damaged();
  const sharedStringsPart = entries.get("xl/sharedStrings.xml");
  // Before any inflating: the parts that grow with the content.
  for (const part of [sheet, sharedStringsPart]) if (part && part.size > MAX_UNPACKED) throw unpackedTooLarge(part.name);

  const dateStyles = await readDateStyles(zip, entries.get("xl/styles.xml"));
  const sharedStrings = sharedStringsPart ? await readSharedStrings(zip, sharedStringsPart) : [];

  let rowNumber = 0;
  let rowsSeen = 0;
  let values: SheetValue[] = [];
  let column = -1;
  let type = "n";
  let style = 0;
  let text = "";
  let hasValue = false;
  let collecting = false;
  let inInline = false;
  let phonetic = 0;
  let where = "";
  let done = false;
  const onText = (t: string) => {
    if (!collecting) return;
    text += t;
    if (text.length > IMPORT_MAX_CELL_CHARS) throw tooLargeCell(where);
  };
  await parsePart(
    zip,
    sheet,
    {
      opentag(tag) {
        switch (local(tag.name)) {
          case "dimension": {
            // "A1:XFD3000": what the sheet says it spans, checked before any row is read.
            const last = cellRef((attr(tag, "ref") ?? "").split(":").pop() ?? "");
            if (!last) break;
            const columns = columnIndex(last[1]);
            if (columns < 0 || columns >= IMPORT_MAX_COLUMNS) throw tooManyColumns(`it spans to column ${last[1].toUpperCase()}`);
            if (Number(last[2]) > IMPORT_MAX_SHEET_ROWS) throw tooManyRows(`it spans to row ${n(Number(last[2]))}`);
            break;
          }
          case "row": {
            const r = Number(attr(tag, "r"));
            rowNumber = Number.isInteger(r) && r > rowNumber ? r : rowNumber + 1;
            rowsSeen += 1;
            if (rowNumber > IMPORT_MAX_SHEET_ROWS || rowsSeen > IMPORT_MAX_SHEET_ROWS) throw tooManyRows(`row ${n(rowNumber)}`);
            values = [];
            column = -1;
            break;
          }
          case "c": {
            const ref = cellRef(attr(tag, "r") ?? "");
            column = ref ? columnIndex(ref[1]) : column + 1;
            if (column < 0 || column >= IMPORT_MAX_COLUMNS)
              throw tooManyColumns(`cell ${ref ? ref[0].toUpperCase() : `in row ${rowNumber}`}`);
            where = ref ? ref[0].toUpperCase() : `row ${rowNumber}`;
            type = attr(tag, "t") ?? "n";
            style = Number(attr(tag, "s") ?? 0);
            text = "";
            hasValue = false;
            inInline = false;
            break;
          }
          case "v":
            collecting = true;
            hasValue = true;
            break;
          case "is":
            inInline = true;
            hasValue = true;
            break;
          case "rPh":
            phonetic += 1;
            break;
          case "t":
            collecting = inInline && phonetic === 0;
            break;
        }
      },
      closetag(name) {
        switch (local(name)) {
          case "v":
          case "t":
            collecting = false;
            break;
          case "rPh":
            phonetic -= 1;
            break;
          case "c":
            values[column] = cellValue();
            break;
          case "row":
            onRow({ number: rowNumber, values: Array.from(values, (v) => v ?? null) });
            break;
          case "sheetData":
            done = true;
            break;
        }
      },
      text: onText,
    },
    () => done,
  );

  function cellValue(): SheetValue {
    if (!hasValue) return null;
    switch (type) {
      case "s":
        return sharedStrings[Number(text)] ?? "";
      case "str":
      case "inlineStr":
        return text;
      case "b":
        return text === "1" || text === "true";
      case "e":
        return { error: text };
      case "d":
        return new Date(text);
      default: {
        if (text.trim() === "") return null;
        const number = Number(text);
        if (!Number.isFinite(number)) return text;
        return dateStyles[style] ? serialDate(number, date1904) : number;
      }
    }
  }
}

/** Which cell styles (by index) show a number as a date. */
async function readDateStyles(zip: Buffer, part: ZipEntry | undefined): Promise<boolean[]> {
  if (!part) return [];
  const formats = new Map<number, string>();
  const styles: number[] = [];
  let inCellXfs = false;
  await parsePart(zip, part, {
    opentag(tag) {
      const name = local(tag.name);
      if (name === "numFmt") formats.set(Number(attr(tag, "numFmtId")), attr(tag, "formatCode") ?? "");
      else if (name === "cellXfs") inCellXfs = true;
      else if (name === "xf" && inCellXfs) {
        // Excel allows 64,000 cell formats.
        if (styles.length >= 65_536) throw damaged();
        styles.push(Number(attr(tag, "numFmtId") ?? 0));
      }
    },
    closetag(name) {
      if (local(name) === "cellXfs") inCellXfs = false;
    },
  });
  return styles.map((id) => (formats.has(id) ? isDateFormat(formats.get(id)!) : BUILT_IN_DATE_FORMATS.has(id)));
}

/** The shared-strings table: each entry's plain text (rich-text runs joined, phonetic guides left out). */
async function readSharedStrings(zip: Buffer, part: ZipEntry): Promise<string[]> {
  const strings: string[] = [];
  let text = "";
  let collecting = false;
  let phonetic = 0;
  const onText = (t: string) => {
    if (!collecting) return;
    text += t;
    if (text.length > IMPORT_MAX_CELL_CHARS) throw tooLargeCell(`shared string ${n(strings.length + 1)}`);
  };
  await parsePart(zip, part, {
    opentag(tag) {
      switch (local(tag.name)) {
        case "sst": {
          // The count the file declares, before any entry is read; entries are counted too, as it may lie.
          const declared = Number(attr(tag, "uniqueCount"));
          if (declared > IMPORT_MAX_SHARED_STRINGS) throw tooManyStrings();
          break;
        }
        case "si":
          text = "";
          break;
        case "rPh":
          phonetic += 1;
          break;
        case "t":
          collecting = phonetic === 0;
          break;
      }
    },
    closetag(name) {
      switch (local(name)) {
        case "t":
          collecting = false;
          break;
        case "rPh":
          phonetic -= 1;
          break;
        case "si":
          if (strings.length >= IMPORT_MAX_SHARED_STRINGS) throw tooManyStrings();
          strings.push(text);
          break;
      }
    },
    text: onText,
  });
  return strings;
}
