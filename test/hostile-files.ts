/**
 * Small files that describe huge ones, as outside testers sent them to the
 * product import: each is made here, in memory, with a minimal zip writer
 * (an XLSX file is a zip of XML parts), so the bytes are exactly what a
 * hostile client could send. Used by the API test and the e2e test.
 */
import { createDeflateRaw, crc32 } from "node:zlib";

interface Part {
  name: string;
  /** The part's content, as pieces (the same piece may repeat: only its deflated form is kept). */
  pieces: Iterable<Buffer | string>;
}

/** Deflates the pieces as a stream, so a part of hundreds of MB never exists uncompressed. */
async function deflatePart(pieces: Iterable<Buffer | string>): Promise<{ data: Buffer; size: number; crc: number }> {
  const deflate = createDeflateRaw({ level: 9, memLevel: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (c: Buffer) => out.push(c));
  const ended = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  let size = 0;
  let crc = 0;
  for (const piece of pieces) {
    const bytes = typeof piece === "string" ? Buffer.from(piece) : piece;
    size += bytes.length;
    crc = crc32(bytes, crc);
    if (!deflate.write(bytes)) await new Promise((r) => deflate.once("drain", r));
  }
  deflate.end();
  await ended;
  return { data: Buffer.concat(out), size, crc };
}

/** A zip of deflated parts (local headers, data, central directory), as Office writes it. */
export async function zip(parts: Part[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, size, crc } = await deflatePart(part.pieces);
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directorySize = directory.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...directory, end]);
}

function* repeat(piece: string | Buffer, times: number): Generator<Buffer | string> {
  const bytes = typeof piece === "string" ? Buffer.from(piece) : piece;
  for (let i = 0; i < times; i++) yield bytes;
}

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** An XLSX workbook of one sheet, whose sheet XML (and shared strings, if given) are the pieces given. */
export function xlsx(
  sheet: { dimension?: string; rows: Iterable<Buffer | string> },
  sharedStrings?: Iterable<Buffer | string>,
): Promise<Buffer> {
  const parts: Part[] = [
    {
      name: "[Content_Types].xml",
      pieces: [
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${sharedStrings ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ""}</Types>`,
      ],
    },
    {
      name: "_rels/.rels",
      pieces: [
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ],
    },
    {
      name: "xl/workbook.xml",
      pieces: [
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ],
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      pieces: [
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>${sharedStrings ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : ""}</Relationships>`,
      ],
    },
    {
      name: "xl/worksheets/sheet1.xml",
      pieces: (function* () {
        yield `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}">${sheet.dimension ? `<dimension ref="${sheet.dimension}"/>` : ""}<sheetData>`;
        yield* sheet.rows;
        yield "</sheetData></worksheet>";
      })(),
    },
  ];
  if (sharedStrings) parts.push({ name: "xl/sharedStrings.xml", pieces: sharedStrings });
  return zip(parts);
}

const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>sku</t></is></c><c r="B1" t="inlineStr"><is><t>name</t></is></c></row>';

/** A cell in column XFD (Excel's last, 16,384th) on each of 3,000 rows; the dimension says so too. About 35 KB. */
export function xlsxColumnXfd(opts: { dimension?: boolean } = {}): Promise<Buffer> {
  return xlsx({
    dimension: opts.dimension === false ? undefined : "A1:XFD3000",
    rows: (function* () {
      for (let r = 1; r <= 3000; r++)
        yield `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>S${r}</t></is></c><c r="XFD${r}" t="inlineStr"><is><t>x</t></is></c></row>`;
    })(),
  });
}

/** One cell of 200 MB (or `mb`; in the sheet, or as a shared string), about 1 KB packed per MB. */
export function xlsxHugeCell(opts: { shared?: boolean; mb?: number } = {}): Promise<Buffer> {
  const size = opts.mb ?? 200;
  const mb = Buffer.alloc(1024 * 1024, "a");
  const open = opts.shared ? '<sst xmlns="' + MAIN + '" count="1" uniqueCount="1"><si><t>' : "";
  return xlsx(
    {
      rows: opts.shared
        ? [header, '<row r="2"><c r="A2" t="s"><v>0</v></c></row>']
        : (function* () {
            yield header;
            yield '<row r="2"><c r="A2" t="inlineStr"><is><t>';
            yield* repeat(mb, size);
            yield "</t></is></c></row>";
          })(),
    },
    opts.shared
      ? (function* () {
          yield open;
          yield* repeat(mb, size);
          yield "</t></si></sst>";
        })()
      : undefined,
  );
}

/** 20 million shared strings (or `count`; declared, or only there when `declared` is false), under 1 MB packed. */
export function xlsxSharedStrings(opts: { declared?: boolean; count?: number } = {}): Promise<Buffer> {
  const count = opts.count ?? 20_000_000;
  const declared = opts.declared === false ? "" : ` count="${count}" uniqueCount="${count}"`;
  const block = "<si/>".repeat(100_000);
  return xlsx(
    { rows: [header] },
    (function* () {
      yield `<sst xmlns="${MAIN}"${declared}>`;
      yield* repeat(block, count / 100_000);
      yield "</sst>";
    })(),
  );
}

/** A header, then 2 million empty rows with no numbers (nor a dimension) to refuse them by: about 19 KB. */
export function xlsxEmptyRows(): Promise<Buffer> {
  return xlsx({
    rows: (function* () {
      yield header;
      yield* repeat("<row/>".repeat(100_000), 20);
    })(),
  });
}

/** 19 MB of commas after a header cell: one row of 19 million empty fields. */
export function csvOfCommas(): Buffer {
  const bytes = Buffer.alloc(19 * 1024 * 1024, ",");
  bytes.write("sku\r\n", 0);
  return bytes;
}
