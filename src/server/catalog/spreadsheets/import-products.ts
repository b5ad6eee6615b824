import "server-only";
import {
  attributesFor,
  parseAttributes,
  parseNumberText,
  plainNumber,
  specificationsDisagreeing,
  specificationsWithAttributes,
  validateAttributes,
  type AttributeDef,
  type Attributes,
} from "@/lib/attributes";
import { parseAttributeDefs } from "@/lib/validation/attribute-defs";
import { restoreFormula } from "@/lib/csv";
import type { FieldChange, ImportReport, ImportRowReport, ImportSummary } from "@/lib/import-report";
import { slugify } from "@/lib/slug";
import { parseSpecificationsObject } from "@/lib/specifications";
import { convert, roundForFile, unitFromAlias, UNITS } from "@/lib/units";
import { fieldErrors } from "@/lib/validation/errors";
import { productInputSchema } from "@/lib/validation/product";
import { audit } from "@/server/audit";
import { invalidate, TAGS } from "@/server/cache";
import { db, type Db } from "@/server/db/client";
import { sqlParams } from "@/server/db/sql";
import { HttpError } from "@/server/http/errors";
import { recordEvents } from "@/server/webhooks/outbox";
import { productData } from "@/server/webhooks/payloads";
import {
  ATTRIBUTE_COLUMN_PREFIX,
  attributeCell,
  attributeColumnOf,
  attributeHeader,
  BASE_COLUMNS,
  baseCells,
  SHEET_SELECT,
  type AttributeColumn,
  type SheetRow,
} from "@/server/catalog/spreadsheets/export-products";
import { recordSlug } from "@/server/catalog/former-slugs";
import { type ImportSheet } from "@/server/catalog/spreadsheets/import-file";
import { categoriesLostProducts } from "@/server/catalog/categories/category-lastmod";
import { type ColumnType, updateProductsInBatches } from "@/server/catalog/products/update-in-batches";

/**
 * The product import (POST /api/admin/products/import): each row of a sheet
 * read by import-file.ts, keyed by SKU, is checked with the product form's own
 * schema and the category's attribute rules, compared with the stored product
 * and reported as create, update, unchanged or error. Applying writes every
 * row in one transaction, or nothing when any row has an error.
 *
 * A file may hold any subset of the export's columns besides `sku`: a column
 * that is absent keeps the stored value (so `sku,priceMin` updates prices and
 * nothing else), while an empty cell in a present column means empty, as
 * the form would save it. A new product needs the form's required fields; an
 * empty slug is made from its name, as the form does, and empty
 * specifications are none ("{}").
 *
 * Attribute columns are `attr.{key} ({unit})` as the export names them, whose
 * numbers are converted to the unit of the row's category, or `attr.{key}`
 * (text, plain numbers, and files from before units were named: the
 * category's own unit). A number equal to the stored one at its unit's
 * precision (units.ts `roundForFile`) is unchanged, so a file that passed
 * through a spreadsheet (which keeps 15 significant digits) reads as it was
 * exported. CSV cells lose the quote the export put before formula-like text.
 */

type Column = (typeof BASE_COLUMNS)[number] | `attr.${string}`;

interface CategoryInfo {
  id: number;
  slug: string;
  name: string;
  defs: AttributeDef[];
}

type Stored = SheetRow;

/** What one row would store: a product has a category once imported. */
type ProductData = Omit<Stored, "id" | "categoryId"> & { categoryId: number };

interface Planned {
  report: ImportRowReport;
  data?: ProductData;
  existing?: Stored;
}

/** Rows per IN (...) lookup: well under SQLite's and PostgreSQL's parameter limits. */
const LOOKUP_CHUNK = 900;
/** New products per INSERT: 13 parameters each, well under either database's limit. */
const CREATE_CHUNK = 250;
/** Long enough for 50,000 rows on a slow disk; the default 5 s would abort a large import half-way (and roll it back). */
const APPLY_TIMEOUT_MS = 10 * 60_000;

const fileProblem = (message: string) => new HttpError(400, message, { file: message });

/** "attr.thickness (gauge)" or "attr.thickness": the key as written and the unit's word, if any. */
const ATTRIBUTE_HEADER = /^attr\.([^\s(]+)\s*(?:\((.*)\))?$/i;

/** The sheet's columns as the import names them (`Price Min`? no: header names match the export's, in any case), or null for unknown ones. */
function readHeader(
  header: string[],
  categories: CategoryInfo[],
): { columns: (Column | null)[]; unknown: string[]; attributeColumns: Map<Column, AttributeColumn> } {
  const base = new Map(BASE_COLUMNS.map((c) => [c.toLowerCase(), c as Column]));
  const attributeKeys = new Map<string, string>();
  for (const c of categories) for (const d of c.defs) attributeKeys.set(d.key.toLowerCase(), d.key);
  const attributeColumns = new Map<Column, AttributeColumn>();
  const seen = new Map<Column, number>();
  const unknown: string[] = [];
  const columns = header.map((raw, i): Column | null => {
    const name = raw.trim();
    const lower = name.toLowerCase();
    let column: Column | undefined = base.get(lower);
    const attribute = column ? null : ATTRIBUTE_HEADER.exec(name);
    const key = attribute && attributeKeys.get(attribute[1].toLowerCase());
    if (attribute && key) {
      const unitWord = attribute[2]?.trim();
      const unit = unitWord === undefined ? null : unitFromAlias(unitWord);
      if (unit === undefined)
        throw fileProblem(`Column ${name} names no unit the catalogue knows: write one such as gauge, mil, µm, in, ft, m, gal or L`);
      const parsed = { key, unit };
      column = attributeHeader(parsed) as Column;
      attributeColumns.set(column, parsed);
    }
    if (!column) {
      if (name !== "") unknown.push(name);
      return null;
    }
    if (seen.has(column)) throw fileProblem(`Column ${column} appears twice (columns ${seen.get(column)! + 1} and ${i + 1})`);
    seen.set(column, i);
    return column;
  });
  if (!seen.has("sku")) throw fileProblem("File has no sku column: every row is matched to a product by its SKU");
  return { columns, unknown, attributeColumns };
}

/** A product as the sheet's columns show it: the base columns, and its category's attributes. */
function columnsOf(p: Omit<Stored, "id">, category: CategoryInfo | undefined): Map<Column, string> {
  const out = new Map<Column, string>();
  baseCells(p, category?.slug ?? "").forEach((cell, i) => out.set(BASE_COLUMNS[i], cell));
  const values = attributesFor(parseAttributes(p.attributes), category?.defs ?? []);
  for (const def of category?.defs ?? []) {
    const value = values[def.key];
    if (value === undefined) continue;
    const cell = attributeCell(def, value);
    out.set(attributeHeader(attributeColumnOf(def)) as Column, typeof cell === "number" ? plainNumber(cell) : cell);
  }
  return out;
}

/** By slug as written, then by slug or name in any case. */
function findCategory(text: string, categories: CategoryInfo[]): CategoryInfo | undefined {
  const t = text.trim();
  const lower = t.toLowerCase();
  return (
    categories.find((c) => c.slug === t) ??
    categories.find((c) => c.slug.toLowerCase() === lower) ??
    categories.find((c) => c.name.trim().toLowerCase() === lower)
  );
}

/** The form's field names as the sheet names them. */
const columnOfField = (field: string) => (field === "categoryId" ? "category" : field);

/** What every row is checked against: the file's columns and the catalogue. */
interface Context {
  columns: (Column | null)[];
  attributeColumns: Map<Column, AttributeColumn>;
  format: ImportSheet["format"];
  categories: CategoryInfo[];
  bySku: Map<string, Stored>;
  /** Stored SKUs with leading zeros, by their digits without them ("123" → "00123"). */
  zeroPadded: Map<string, string>;
}

/**
 * The row's attribute values, as validateAttributes takes them, from the
 * columns of the category's keys: a number in a column named with another
 * unit of its dimension is converted; an empty cell clears the value only in
 * the column of the category's own unit or in `attr.{key}` (the export leaves
 * the other units' columns empty). Also the column each value came from, for
 * its errors.
 */
function attributeInput(
  given: Map<Column, string>,
  attributeColumns: Map<Column, AttributeColumn>,
  category: CategoryInfo,
  errors: Record<string, string>,
): { input: Record<string, string | number>; source: Map<string, Column> } {
  const input: Record<string, string | number> = {};
  const source = new Map<string, Column>();
  const defs = new Map(category.defs.map((d) => [d.key, d]));
  for (const [column, text] of given) {
    const parsed = attributeColumns.get(column);
    if (!parsed) continue;
    const def = defs.get(parsed.key);
    const empty = text.trim() === "";
    // The export has a column for every category's keys: a key of another category is empty here, and fine.
    if (!def) {
      if (!empty) errors[column] = `${parsed.key} is not an attribute of ${category.name}`;
      continue;
    }
    const own = parsed.unit === null || parsed.unit === (def.type === "number" ? def.unit : null);
    if (empty) {
      if (own && !source.has(def.key)) input[def.key] = "";
      continue;
    }
    const earlier = source.get(def.key);
    if (earlier !== undefined) {
      errors[column] = `${def.label} is also given in ${earlier}: give it in one column`;
      continue;
    }
    source.set(def.key, column);
    if (own || parsed.unit === null) {
      input[def.key] = text;
    } else if (def.type !== "number" || def.unit === null) {
      errors[column] = `${def.label} has no unit in ${category.name}: give it in ${attributeHeader(attributeColumnOf(def))}`;
    } else if (UNITS[parsed.unit].dimension !== UNITS[def.unit].dimension) {
      errors[column] =
        `${def.label} is in ${UNITS[def.unit].symbol} in ${category.name}, which ${UNITS[parsed.unit].symbol} cannot be converted to: give it in ${attributeHeader(attributeColumnOf(def))}`;
    } else {
      const n = parseNumberText(text);
      input[def.key] = Number.isFinite(n) ? convert(n, parsed.unit, def.unit) : text;
    }
  }
  return { input, source };
}

/** Checks one row on its own (clashes between rows and with other products come after). */
function planRow(row: number, cells: string[], { columns, attributeColumns, format, categories, bySku, zeroPadded }: Context): Planned {
  const given = new Map<Column, string>();
  columns.forEach((c, i) => c && given.set(c, cells[i] ?? ""));
  const sku = (given.get("sku") ?? "").trim();
  const fail = (errors: Record<string, string>): Planned => ({ report: { row, sku, action: "error", errors } });

  // A CSV row with another number of fields than the header is a stray or missing comma: its cells would land in the wrong columns.
  // (An XLSX row simply ends at its last filled cell.)
  const extra = cells.slice(columns.length).some((c) => c.trim() !== "");
  if (extra || (format === "csv" && cells.length < columns.length)) {
    return fail({
      row: `Row has ${cells.length} cells but the header names ${columns.length} columns: check for a stray or missing comma`,
    });
  }
  if (sku === "") return fail({ sku: "SKU is required" });

  const existing = bySku.get(sku);
  // Excel opening a CSV turns "00123" into 123; the row would otherwise be a new product whose slug is taken.
  const padded = existing ? undefined : zeroPadded.get(sku);
  if (padded !== undefined) {
    return fail({
      sku: `No product has SKU ${sku}, but ${padded} exists: a spreadsheet dropped its leading zeros. Edit the XLSX export, or open the CSV with the sku column as text`,
    });
  }
  const storedCategory = existing?.categoryId == null ? undefined : categories.find((c) => c.id === existing.categoryId);
  const current = existing ? columnsOf(existing, storedCategory) : new Map<Column, string>();
  const value = (c: Column) => given.get(c) ?? current.get(c) ?? "";
  const errors: Record<string, string> = {};

  const categoryText = value("category");
  // A product whose category was deleted has none; its unedited row (empty category) is unchanged, not an error.
  if (
    existing &&
    existing.categoryId === null &&
    categoryText.trim() === "" &&
    [...given.keys()].every((c) => c === "category" || given.get(c) === (current.get(c) ?? ""))
  ) {
    return { report: { row, sku, action: "unchanged" } };
  }
  const category = categoryText.trim() === "" ? undefined : findCategory(categoryText, categories);
  if (categoryText.trim() === "") errors.category = "Category is required";
  else if (!category) errors.category = `No category has the slug or name "${categoryText.trim()}"`;

  let attributes: Attributes = {};
  const stored = existing && category ? attributesFor(parseAttributes(existing.attributes), category.defs) : {};
  if (category) {
    const { input, source } = attributeInput(given, attributeColumns, category, errors);
    const checked = validateAttributes({ ...stored, ...input }, category.defs);
    if (checked.ok) attributes = atPrecision(checked.value, stored, category.defs);
    else {
      const headers = new Map(category.defs.map((d) => [`attributes.${d.key}`, attributeHeader(attributeColumnOf(d))]));
      for (const [field, message] of Object.entries(checked.errors))
        errors[source.get(field.slice("attributes.".length)) ?? headers.get(field) ?? field] ??= message;
    }
  }

  const name = value("name");
  const slug = value("slug").trim() === "" && !existing ? slugify(name) : value("slug");
  const parsed = productInputSchema.safeParse({
    sku,
    name,
    slug,
    description: value("description"),
    imageUrl: value("imageUrl"),
    categoryId: category?.id ?? "",
    specifications: value("specifications").trim() === "" ? "{}" : value("specifications"),
    priceMin: value("priceMin"),
    priceMax: value("priceMax"),
    unitOfSale: value("unitOfSale"),
  });
  if (!parsed.success) for (const [field, message] of Object.entries(fieldErrors(parsed.error))) errors[columnOfField(field)] ??= message;
  if (!parsed.success || !category || Object.keys(errors).length > 0) return fail(errors);

  const p = parsed.data;
  const attributesText = JSON.stringify(attributes);
  const specificationsEdited = !existing || p.specifications !== existing.specifications.trim();
  if (specificationsEdited) {
    // Saving writes each attribute's value under its label: an entry edited to say another value would be dropped unseen.
    const storedSpecs = existing ? (parseSpecificationsObject(existing.specifications) ?? {}) : {};
    const conflict = specificationsDisagreeing(p.specifications, category.defs, attributes).find(
      ({ key, text }) => String(storedSpecs[key] ?? "") !== text || !(key in storedSpecs),
    );
    if (conflict) {
      const value = attributes[conflict.def.key];
      const column = attributeHeader(attributeColumnOf(conflict.def));
      return fail({
        specifications: `Specifications say ${conflict.key} is "${conflict.text}" but ${column} is ${typeof value === "number" ? plainNumber(attributeCell(conflict.def, value) as number) : `"${value}"`}: change both to the same value`,
      });
    }
  }
  // Unedited specifications and values stay exactly as stored (so an unedited export reads "unchanged").
  const specifications =
    !specificationsEdited && attributesText === JSON.stringify(stored)
      ? existing!.specifications
      : specificationsWithAttributes(p.specifications, category.defs, attributes);
  const data: ProductData = {
    sku,
    name: p.name,
    slug: p.slug,
    description: p.description,
    priceMin: p.priceMin ?? null,
    priceMax: p.priceMax ?? null,
    imageUrl: p.imageUrl,
    unitOfSale: p.unitOfSale ?? "",
    specifications,
    attributes: attributesText,
    categoryId: category.id,
  };
  const after = columnsOf(data, category);
  const changes: Record<string, FieldChange> = {};
  for (const column of new Set([...current.keys(), ...after.keys()])) {
    const before = current.get(column) ?? "";
    const now = after.get(column) ?? "";
    if (existing ? before !== now : now !== "") changes[column] = [existing ? before : null, now];
  }
  if (existing && existing.categoryId !== category.id && !("category" in changes))
    changes.category = [current.get("category") ?? "", category.slug];
  const action = !existing ? "create" : Object.keys(changes).length > 0 ? "update" : "unchanged";
  return { report: { row, sku, action, ...(action === "unchanged" ? {} : { changes }) }, data, existing };
}

/**
 * Numbers equal to the stored ones at their unit's precision keep the stored
 * value (a spreadsheet's 15 significant digits are no edit); others are kept
 * at that precision, as the export will show them.
 */
function atPrecision(values: Attributes, stored: Attributes, defs: readonly AttributeDef[]): Attributes {
  const out: Attributes = { ...values };
  for (const def of defs) {
    const value = values[def.key];
    if (typeof value !== "number") continue;
    const before = stored[def.key];
    const rounded = roundForFile(value, def.unit);
    out[def.key] = typeof before === "number" && roundForFile(before, def.unit) === rounded ? before : rounded;
  }
  return out;
}

async function loadCategories(): Promise<CategoryInfo[]> {
  const rows = await db.category.findMany({ select: { id: true, slug: true, name: true, attributes: true }, orderBy: { id: "asc" } });
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, defs: parseAttributeDefs(r.attributes) }));
}

async function inChunks<T>(values: string[], load: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < values.length; i += LOOKUP_CHUNK) out.push(...(await load(values.slice(i, i + LOOKUP_CHUNK))));
  return out;
}

/** Stored SKUs that are these digits after leading zeros, by the digits; read only when the file has new all-digit SKUs. */
async function zeroPaddedSkus(digits: string[]): Promise<Map<string, string>> {
  if (digits.length === 0) return new Map();
  const wanted = new Set(digits);
  const rows = await db.product.findMany({ where: { sku: { startsWith: "0" } }, select: { sku: true } });
  const out = new Map<string, string>();
  for (const { sku } of rows) {
    const stripped = sku.replace(/^0+/, "");
    if (/^\d+$/.test(sku) && wanted.has(stripped)) out.set(stripped, sku);
  }
  return out;
}

/** Marks later rows that repeat a SKU or a slug, and slugs another product keeps. */
async function checkClashes(plans: Planned[]): Promise<void> {
  const firstRowOfSku = new Map<string, number>();
  for (const plan of plans) {
    const { sku, row } = plan.report;
    if (sku === "") continue;
    const first = firstRowOfSku.get(sku);
    if (first === undefined) firstRowOfSku.set(sku, row);
    else setError(plan, "sku", `SKU ${sku} is also on row ${first}; each product may appear once`);
  }
  const valid = plans.filter((p) => p.data);
  // Where each product in the file ends up: a slug another row gives up is free for this one.
  const finalSlugOfSku = new Map(valid.map((p) => [p.data!.sku, p.data!.slug]));
  const owners = await inChunks([...new Set(valid.map((p) => p.data!.slug))], (slugs) =>
    db.product.findMany({ where: { slug: { in: slugs } }, select: { slug: true, sku: true } }),
  );
  const ownerOfSlug = new Map(owners.map((o) => [o.slug, o.sku]));
  const firstRowOfSlug = new Map<string, number>();
  for (const plan of valid) {
    const { slug, sku } = plan.data!;
    const first = firstRowOfSlug.get(slug);
    if (first !== undefined) {
      setError(plan, "slug", `Slug ${slug} is also on row ${first}; each product needs its own`);
      continue;
    }
    const owner = ownerOfSlug.get(slug);
    if (owner !== undefined && owner !== sku && (finalSlugOfSku.get(owner) ?? slug) === slug)
      setError(plan, "slug", "A product with this slug already exists");
    else firstRowOfSlug.set(slug, plan.report.row);
  }
}

/**
 * Only the fields a row changes: a price update writes the price, and the
 * search index's triggers (which watch the name, SKU and description) stay
 * quiet.
 */
function changedFields(plan: Planned): Partial<ProductData> {
  const data = plan.data!;
  const out: Partial<ProductData> = {};
  for (const column of Object.keys(plan.report.changes ?? {})) {
    if (column === "category") out.categoryId = data.categoryId;
    else if (column.startsWith(ATTRIBUTE_COLUMN_PREFIX)) out.attributes = data.attributes;
    else (out as Record<string, unknown>)[column] = data[column as keyof ProductData];
  }
  // Specifications follow the attributes (specificationsWithAttributes), and may change with them without a column of their own.
  if (data.specifications !== plan.existing!.specifications) out.specifications = data.specifications;
  if (data.attributes !== plan.existing!.attributes) out.attributes = data.attributes;
  return out;
}

/** The columns an update writes, with their PostgreSQL types (a CASE of bound parameters needs them said). */
const COLUMN_TYPES: Record<keyof ProductData, ColumnType> = {
  sku: "text",
  name: "text",
  slug: "text",
  description: "text",
  priceMin: "text",
  priceMax: "text",
  imageUrl: "text",
  unitOfSale: "text",
  specifications: "text",
  attributes: "text",
  categoryId: "integer",
};
/** One multi-row INSERT (Prisma's createMany spent about 0.5 ms of CPU a row building it); the new rows' ids, by SKU. */
async function insertRows(tx: Pick<Db, "$queryRawUnsafe">, rows: ProductData[]): Promise<{ id: number; sku: string }[]> {
  const columns = Object.keys(COLUMN_TYPES) as (keyof ProductData)[];
  const { values: params, bind } = sqlParams();
  const now = new Date();
  const values = rows.map(
    (r) => `(${[...columns.map((c) => bind(r[c], COLUMN_TYPES[c])), bind(now, "timestamp(3)"), bind(now, "timestamp(3)")].join(", ")})`,
  );
  const inserted = await tx.$queryRawUnsafe<{ id: number | bigint; sku: string }[]>(
    `INSERT INTO "Product" (${columns.map((c) => `"${c}"`).join(", ")}, "createdAt", "updatedAt") VALUES ${values.join(", ")} RETURNING "id", "sku"`,
    ...params,
  );
  return inserted.map((r) => ({ id: Number(r.id), sku: r.sku }));
}

function setError(plan: Planned, column: string, message: string): void {
  plan.report = { row: plan.report.row, sku: plan.report.sku, action: "error", errors: { ...plan.report.errors, [column]: message } };
  plan.data = undefined;
}

/** The audit entry names at most this many SKUs of each kind: the entry is one readable record, not a copy of the file. */
const AUDIT_SKUS = 200;
const listed = (skus: string[]) =>
  skus.length > AUDIT_SKUS ? [...skus.slice(0, AUDIT_SKUS), `… and ${skus.length - AUDIT_SKUS} more`] : skus;

function summarize(plans: Planned[]): ImportSummary {
  const summary: ImportSummary = { create: 0, update: 0, unchanged: 0, errors: 0 };
  for (const { report } of plans) summary[report.action === "error" ? "errors" : report.action] += 1;
  return summary;
}

/** Checks the sheet against the catalogue; changes nothing. */
export async function planImport(sheet: ImportSheet): Promise<{ report: ImportReport; plans: Planned[] }> {
  const categories = await loadCategories();
  const { columns, unknown, attributeColumns } = readHeader(sheet.header, categories);
  // The quote the CSV export writes before formula-like text is not part of the value.
  const records = sheet.format === "csv" ? sheet.records.map((r) => ({ row: r.row, cells: r.cells.map(restoreFormula) })) : sheet.records;
  const skuAt = columns.indexOf("sku");
  const skus = [...new Set(records.map((r) => (r.cells[skuAt] ?? "").trim()).filter(Boolean))];
  const stored = await inChunks(skus, (chunk) => db.product.findMany({ where: { sku: { in: chunk } }, select: SHEET_SELECT }));
  const bySku = new Map(stored.map((s) => [s.sku, s]));
  const zeroPadded = await zeroPaddedSkus(skus.filter((sku) => /^[1-9]\d*$/.test(sku) && !bySku.has(sku)));
  const context: Context = { columns, attributeColumns, format: sheet.format, categories, bySku, zeroPadded };
  const plans = records.map((r) => planRow(r.row, r.cells, context));
  await checkClashes(plans);
  const report: ImportReport = {
    dryRun: true,
    applied: false,
    format: sheet.format,
    summary: summarize(plans),
    unknownColumns: unknown,
    rows: plans.map((p) => p.report),
  };
  return { report, plans };
}

/**
 * Applies a checked sheet in one transaction: every create and update, or,
 * when a row has an error, nothing (the report says which rows, and
 * `message` how many). One audit entry names the file and what changed; the
 * catalogue's cache is invalidated once.
 */
export async function importProducts(
  sheet: ImportSheet,
  opts: { dryRun: boolean; actor: string; fileName: string },
): Promise<{ status: 200 | 400; body: ImportReport }> {
  const { report, plans } = await planImport(sheet);
  if (opts.dryRun) return { status: 200, body: report };
  if (report.summary.errors > 0) {
    const n = report.summary.errors;
    return {
      status: 400,
      body: { ...report, dryRun: false, message: `${n} ${n === 1 ? "row has an error" : "rows have errors"}; nothing was changed` },
    };
  }
  const creates = plans.filter((p) => p.report.action === "create").map((p) => p.data!);
  const updates = plans.filter((p) => p.report.action === "update");
  if (creates.length + updates.length > 0) {
    await db.$transaction(
      async (tx) => {
        // A product may take a slug another one in this file gives up: move the renamed ones aside first.
        const renamed = updates.filter((p) => p.data!.slug !== p.existing!.slug);
        for (const p of renamed)
          await tx.product.update({ where: { id: p.existing!.id }, data: { slug: `import-moving-${p.existing!.id}` } });
        const written = updates.map((p) => ({ id: p.existing!.id, data: changedFields(p), product: p.data! }));
        await updateProductsInBatches(tx, written, COLUMN_TYPES);
        await categoriesLostProducts(
          tx,
          updates.filter((p) => p.data!.categoryId !== p.existing!.categoryId).map((p) => p.existing!.categoryId),
        );
        for (const p of renamed) await recordSlug(tx, "product", p.existing!.id, p.data!.slug, p.existing!.slug);
        // A slug given up by one row and taken by another (a swap) is a current slug again, not a former one.
        await tx.formerSlug.deleteMany({ where: { kind: "product", slug: { in: renamed.map((p) => p.data!.slug) } } });
        const events: Parameters<typeof recordEvents>[1] = [];
        for (let i = 0; i < creates.length; i += CREATE_CHUNK) {
          const chunk = creates.slice(i, i + CREATE_CHUNK);
          const ids = new Map((await insertRows(tx, chunk)).map((r) => [r.sku, r.id]));
          for (const c of chunk) events.push({ type: "product.created", data: productData({ ...c, id: ids.get(c.sku)! }) });
          // A new product's slug is nobody's former slug any more (recordSlug's rule, for the whole chunk at once).
          await tx.formerSlug.deleteMany({ where: { kind: "product", slug: { in: chunk.map((c) => c.slug) } } });
        }
        // Receivers hear of each product the file changed, in this transaction: an import that rolls back tells nobody.
        for (const u of written)
          if (Object.keys(u.data).length > 0) events.push({ type: "product.updated", data: productData({ ...u.product, id: u.id }) });
        await recordEvents(tx, events);
      },
      { timeout: APPLY_TIMEOUT_MS, maxWait: 10_000 },
    );
    await audit({
      actor: opts.actor,
      action: "create",
      entity: "ProductImport",
      after: {
        file: opts.fileName,
        summary: report.summary,
        created: listed(creates.map((c) => c.sku)),
        updated: listed(updates.map((u) => u.report.sku)),
      },
    });
    invalidate(TAGS.catalog);
  }
  return { status: 200, body: { ...report, dryRun: false, applied: true } };
}
