import "server-only";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { attributesFor, parseAttributes, plainNumber, type AttributeDef } from "@/lib/attributes";
import { parseAttributeDefs } from "@/lib/validation/attribute-defs";
import { CSV_BOM, csvRecord, neutraliseFormula } from "@/lib/csv";
import { roundForFile, UNITS, type UnitKey } from "@/lib/units";
import { db } from "@/server/db/client";

/**
 * The product export (GET /api/admin/products/export): every product, or a
 * chosen few, one row each, as CSV or XLSX. Its columns are what the import
 * reads back, so an unedited file imports as "unchanged":
 *
 * - sku, name, slug, category (its slug), description, priceMin, priceMax
 *   (money text, empty for "Contact for Price"), imageUrl, unitOfSale and
 *   specifications (the stored JSON text);
 * - one `attr.{key}` column per attribute key any category defines (the
 *   prefix keeps a key such as `name` apart from the base columns), and for
 *   a number with a unit one per unit the categories give it, named with
 *   the unit (`attr.thickness (gauge)`, `attr.thickness (mil)`), so a column
 *   never mixes units. A product's value is in the column of its own
 *   category's unit, rounded to that unit's precision (units.ts
 *   `roundForFile`: a spreadsheet keeps 15 significant digits, and a value
 *   converted between units has 16 or 17); other columns are empty.
 *
 * In CSV, text that a spreadsheet would run as a formula is written after a
 * single quote (csv.ts `neutraliseFormula`), which the import takes off.
 *
 * Products are read by id in pages and written as they come, so memory stays
 * flat whatever the catalogue's size. The file is not a snapshot: a product
 * saved while the export runs appears as it was when its page was read.
 */

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export const BASE_COLUMNS = [
  "sku",
  "name",
  "slug",
  "category",
  "description",
  "priceMin",
  "priceMax",
  "imageUrl",
  "unitOfSale",
  "specifications",
] as const;
export const ATTRIBUTE_COLUMN_PREFIX = "attr.";

/** Products read per query: large enough that 100,000 take 50 round trips, small enough that a page is a few MB. */
export const EXPORT_PAGE_SIZE = 2000;

/** A cell: text, a number (number attributes only), or "" for none. */
export type ExportCell = string | number;

export interface ExportColumn {
  header: string;
  /** Whether every value is text: such a column is formatted as text in XLSX, so a typed "00124" stays as written. */
  text: boolean;
  /** XLSX column width, in characters. */
  width: number;
}

export interface ProductSheet {
  columns: ExportColumn[];
  /** The rows, a page at a time, in id order. */
  pages: AsyncGenerator<ExportCell[][]>;
}

const WIDTHS: Record<(typeof BASE_COLUMNS)[number], number> = {
  sku: 16,
  name: 40,
  slug: 32,
  category: 20,
  description: 60,
  priceMin: 10,
  priceMax: 10,
  imageUrl: 32,
  unitOfSale: 20,
  specifications: 60,
};

/** The columns a product's sheet row is made of (the import reads the same to compare). */
export const SHEET_SELECT = {
  id: true,
  sku: true,
  name: true,
  slug: true,
  description: true,
  priceMin: true,
  priceMax: true,
  imageUrl: true,
  unitOfSale: true,
  specifications: true,
  attributes: true,
  categoryId: true,
} as const;

/** An attribute's column: its key, and the unit its numbers are in (null for text and plain numbers). */
export interface AttributeColumn {
  key: string;
  unit: UnitKey | null;
}

export const attributeColumnOf = (def: AttributeDef): AttributeColumn => ({ key: def.key, unit: def.type === "number" ? def.unit : null });

/** "attr.thickness (gauge)", "attr.color". */
export const attributeHeader = ({ key, unit }: AttributeColumn) =>
  `${ATTRIBUTE_COLUMN_PREFIX}${key}${unit ? ` (${UNITS[unit].symbol})` : ""}`;

/** A product's attribute value as its column holds it: a number at its unit's precision, text as stored. */
export const attributeCell = (def: AttributeDef, value: string | number): string | number =>
  typeof value === "number" ? roundForFile(value, def.unit) : value;

/** A product as the sheet's base columns show it, in BASE_COLUMNS order (the import compares a file's rows with these). */
export function baseCells(r: Omit<SheetRow, "id" | "attributes" | "categoryId">, categorySlug: string): string[] {
  return [
    r.sku,
    r.name,
    r.slug,
    categorySlug,
    r.description,
    r.priceMin ?? "",
    r.priceMax ?? "",
    r.imageUrl,
    r.unitOfSale,
    r.specifications,
  ];
}

export type SheetRow = {
  id: number;
  sku: string;
  name: string;
  slug: string;
  description: string;
  priceMin: string | null;
  priceMax: string | null;
  imageUrl: string;
  unitOfSale: string;
  specifications: string;
  attributes: string;
  categoryId: number | null;
};

interface CategoryInfo {
  slug: string;
  defs: AttributeDef[];
}

async function readCategories(): Promise<Map<number, CategoryInfo>> {
  const rows = await db.category.findMany({ select: { id: true, slug: true, attributes: true }, orderBy: { id: "asc" } });
  return new Map(rows.map((r) => [r.id, { slug: r.slug, defs: parseAttributeDefs(r.attributes) }]));
}

/**
 * The columns and the rows of the products with these ids (unknown ids are
 * left out), or of every product. The categories are read now, so a failing
 * database is an error answer rather than a broken download.
 */
export async function productSheet(opts: { ids?: readonly number[]; pageSize?: number } = {}): Promise<ProductSheet> {
  let categories = await readCategories();
  // Columns in the order the categories (by id) define them: a category's related specs stay side by side.
  const attributeColumns = new Map<string, boolean>();
  for (const { defs } of categories.values()) {
    for (const d of defs) {
      const header = attributeHeader(attributeColumnOf(d));
      attributeColumns.set(header, (attributeColumns.get(header) ?? true) && d.type === "text");
    }
  }
  const headers = [...attributeColumns.keys()];
  const columns: ExportColumn[] = [
    ...BASE_COLUMNS.map((header) => ({ header, text: true, width: WIDTHS[header] })),
    ...headers.map((header) => ({ header, text: attributeColumns.get(header)!, width: Math.max(12, header.length + 2) })),
  ];

  async function* pages(): AsyncGenerator<ExportCell[][]> {
    for await (const rows of productPages(opts.ids, opts.pageSize ?? EXPORT_PAGE_SIZE)) {
      // A category made after the export began: read them again rather than show its products without one.
      if (rows.some((r) => r.categoryId !== null && !categories.has(r.categoryId))) categories = await readCategories();
      yield rows.map((r) => {
        const category = r.categoryId === null ? undefined : categories.get(r.categoryId);
        const defs = category?.defs ?? [];
        const values = attributesFor(parseAttributes(r.attributes), defs);
        const cells = new Map(
          defs.filter((d) => d.key in values).map((d) => [attributeHeader(attributeColumnOf(d)), attributeCell(d, values[d.key])]),
        );
        return [...baseCells(r, category?.slug ?? ""), ...headers.map((h) => cells.get(h) ?? "")];
      });
    }
  }
  return { columns, pages: pages() };
}

/** Pages by id: the ids asked for, or every product by keyset (each query an index range, however deep the export). */
async function* productPages(ids: readonly number[] | undefined, pageSize: number): AsyncGenerator<SheetRow[]> {
  if (ids) {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    for (let i = 0; i < sorted.length; i += pageSize) {
      const rows = await db.product.findMany({
        where: { id: { in: sorted.slice(i, i + pageSize) } },
        select: SHEET_SELECT,
        orderBy: { id: "asc" },
      });
      if (rows.length > 0) yield rows;
    }
    return;
  }
  let after = 0;
  for (;;) {
    const rows = await db.product.findMany({ where: { id: { gt: after } }, select: SHEET_SELECT, orderBy: { id: "asc" }, take: pageSize });
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1].id;
  }
}

/** A number as its digits ("0.0000001", never "1e-7", which an importer reading numbers would refuse); text never as a formula. */
const csvText = (cell: ExportCell) => (typeof cell === "number" ? plainNumber(cell) : neutraliseFormula(cell));

/** The sheet as CSV (src/lib/csv.ts), one page of rows per chunk, read as the client takes them. */
export function csvStream(sheet: ProductSheet): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRecord(sheet.columns.map((c) => c.header))));
        return;
      }
      const next = await sheet.pages.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map((cells) => csvRecord(cells.map(csvText))).join("")));
    },
    async cancel() {
      await sheet.pages.return(undefined);
    },
  });
}

/**
 * Text as an XLSX file holds it. XML cannot carry most control characters, and
 * readers turn a CR LF in XML text into LF; Office writes such characters as
 * `_xHHHH_` (ECMA-376 ST_Xstring), and text that already looks like that gets
 * its underscore written so (`_x005F_`), so that readers give it back as is.
 * exceljs would otherwise drop the control characters and lose the CRs.
 */
export function xlsxText(text: string): string {
  return text
    .replace(/_(x[0-9A-Fa-f]{4}_)/g, "_x005F_$1")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (c) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}_`);
}

/**
 * The sheet as XLSX, written by exceljs's streaming writer as the rows come:
 * text cells are strings (so "00123" and "45.00" stay text, and "=SUM(1)"
 * is text a spreadsheet shows, never a formula: no quote is written) in
 * columns formatted as text, number attributes are numbers, an empty value
 * no cell.
 * Strings go to the shared-strings table, which the writer keeps in memory
 * until the end (about the size of the catalogue's text); the rows
 * themselves are zipped and sent as they are committed, no faster than the
 * client takes them.
 */
export function xlsxStream(sheet: ProductSheet): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: true });
  const worksheet = workbook.addWorksheet("Products", { views: [{ state: "frozen", ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((c) => ({ header: c.header, width: c.width, style: c.text ? { numFmt: "@" } : {} }));
  void (async () => {
    try {
      for await (const page of sheet.pages) {
        // SQLite answers without a turn of the event loop (better-sqlite3 is synchronous): give
        // the zip stream one, or it would compress and send nothing until every row was read.
        await new Promise((resolve) => setImmediate(resolve));
        // A slow client: wait for it rather than hold the rest of the sheet in memory.
        if (out.writableNeedDrain) await drainedOrClosed(out);
        // The client went away: stop reading the database.
        if (out.destroyed) return;
        for (const cells of page)
          worksheet.addRow(cells.map((cell) => (cell === "" ? null : typeof cell === "string" ? xlsxText(cell) : cell))).commit();
      }
      worksheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

/** Resolves when the stream drains, or closes (the client left: nothing will drain). */
function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}

/** "products-2026-11-25.csv": the day it was made, in the business's time zone. */
export const exportFileName = (format: ExportFormat, today: string) => `products-${today}.${format}`;
