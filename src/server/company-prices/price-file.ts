import "server-only";
import { BREAKS_CELL_MESSAGE, breaksCell, COMPANY_PRICES_MAX, parseBreaksCell } from "@/lib/company-prices";
import { companyPriceInputSchema, storedBreaks } from "@/lib/validation/company-prices";
import { CSV_BOM, csvRecord, neutraliseFormula, restoreFormula } from "@/lib/csv";
import type { ImportAction, ImportReport, ImportRowReport } from "@/lib/import-report";
import { auditRow } from "@/server/audit";
import type { ImportSheet } from "@/server/catalog/spreadsheets/import-file";
import { db, LONG_TRANSACTION } from "@/server/db/client";
import { HttpError } from "@/server/http/errors";
import { fieldErrors } from "@/lib/validation/errors";
import { requireCompany } from "./prices";

/**
 * A company's prices as a file: the export writes one row per price, and the
 * import reads the same columns back (the file is read within the
 * catalogue's limits, in its worker: src/server/catalog/spreadsheets/import-file.ts).
 * Rows are matched by SKU; a file with any bad row changes nothing.
 */

export const PRICE_COLUMNS = ["sku", "name", "unitPrice", "breaks", "expiresOn"] as const;
type Column = (typeof PRICE_COLUMNS)[number];

/** A company's price list is much smaller than the catalogue: 2 MB holds some 20,000 rows. */
export const PRICE_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const PRICE_FILE_MAX_ROWS = 10_000;

const fileProblem = (message: string) => new HttpError(400, message, { file: message });

/** The export: every price of the company, by SKU, as CSV text (at most COMPANY_PRICES_MAX rows, about 1 MB). */
export async function companyPricesCsv(companyId: number): Promise<string> {
  await requireCompany(companyId);
  const rows = await db.companyPrice.findMany({
    where: { companyId },
    select: { unitPrice: true, breaks: true, expiresOn: true, product: { select: { sku: true, name: true } } },
    orderBy: { product: { sku: "asc" } },
    take: COMPANY_PRICES_MAX,
  });
  const lines = [csvRecord([...PRICE_COLUMNS])];
  for (const r of rows) {
    // Text a spreadsheet would run as a formula is written after a quote, which the import takes off.
    lines.push(
      csvRecord([
        neutraliseFormula(r.product.sku),
        neutraliseFormula(r.product.name),
        r.unitPrice,
        breaksCell(storedBreaks(r.breaks)),
        r.expiresOn ?? "",
      ]),
    );
  }
  return CSV_BOM + lines.join("");
}

function readHeader(header: string[]): { columns: (Column | null)[]; unknown: string[] } {
  const known = new Map(PRICE_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const seen = new Map<Column, number>();
  const unknown: string[] = [];
  const columns = header.map((raw, i) => {
    const name = raw.trim();
    const column = known.get(name.toLowerCase());
    if (!column) {
      if (name !== "") unknown.push(name);
      return null;
    }
    if (seen.has(column)) throw fileProblem(`Column ${column} appears twice (columns ${seen.get(column)! + 1} and ${i + 1})`);
    seen.set(column, i);
    return column;
  });
  if (!seen.has("sku")) throw fileProblem("File has no sku column: every row names its product by SKU");
  if (!seen.has("unitPrice")) throw fileProblem("File has no unitPrice column");
  return { columns, unknown };
}

interface Planned {
  report: ImportRowReport;
  write?: { productId: number; unitPrice: string; breaks: string; expiresOn: string | null; id?: number };
}

/**
 * Checks every row of the file against the company's prices and, unless
 * `dryRun`, writes them all in one transaction, or nothing when any row has an
 * error (400 with the same report). Columns left out of the file keep their
 * stored values (`sku,unitPrice` changes unit prices only).
 */
export async function importCompanyPrices(
  companyId: number,
  sheet: ImportSheet,
  opts: { dryRun: boolean; actor: string; fileName: string },
): Promise<{ status: number; body: ImportReport }> {
  await requireCompany(companyId);
  const { columns, unknown } = readHeader(sheet.header);
  const records = sheet.format === "csv" ? sheet.records.map((r) => ({ row: r.row, cells: r.cells.map(restoreFormula) })) : sheet.records;

  const skus = new Set<string>();
  for (const r of records) {
    const i = columns.indexOf("sku");
    skus.add((r.cells[i] ?? "").trim());
  }
  const products = new Map(
    (await db.product.findMany({ where: { sku: { in: [...skus] } }, select: { id: true, sku: true } })).map((p) => [p.sku, p.id]),
  );
  const existing = new Map(
    (
      await db.companyPrice.findMany({
        where: { companyId },
        select: { id: true, productId: true, unitPrice: true, breaks: true, expiresOn: true },
      })
    ).map((p) => [p.productId, p]),
  );

  const seenSkus = new Map<string, number>();
  const planned: Planned[] = records.map(({ row, cells }) => {
    const cell = (c: Column) => {
      const i = columns.indexOf(c);
      return i < 0 ? undefined : (cells[i] ?? "");
    };
    const sku = (cell("sku") ?? "").trim();
    const errors: Record<string, string> = {};
    if (sheet.format === "csv" && cells.length !== sheet.header.length)
      errors.file = `Row has ${cells.length} fields, the header ${sheet.header.length}: a stray comma or quote?`;
    const breaksText = cell("breaks");
    const breaks = breaksText === undefined ? undefined : parseBreaksCell(breaksText);
    if (breaks === null) errors.breaks = BREAKS_CELL_MESSAGE;
    const productId = products.get(sku);
    const stored = productId === undefined ? undefined : existing.get(productId);
    const parsed = companyPriceInputSchema.safeParse({
      sku,
      unitPrice: cell("unitPrice"),
      breaks: breaks === undefined ? (stored ? storedBreaks(stored.breaks) : []) : (breaks ?? []),
      expiresOn: cell("expiresOn") ?? stored?.expiresOn ?? null,
    });
    if (!parsed.success) {
      for (const [path, message] of Object.entries(fieldErrors(parsed.error))) {
        const column = path.split(".")[0];
        errors[column] ??= path === column ? message : `${message} (${path})`;
      }
    }
    if (sku !== "" && productId === undefined) errors.sku ??= `No product has the SKU ${sku}`;
    if (sku !== "" && seenSkus.has(sku)) errors.sku ??= `SKU ${sku} is also on row ${seenSkus.get(sku)}`;
    if (sku !== "" && !seenSkus.has(sku)) seenSkus.set(sku, row);
    if (Object.keys(errors).length > 0 || !parsed.success || productId === undefined)
      return { report: { row, sku, action: "error", errors } };
    const value = {
      productId,
      unitPrice: parsed.data.unitPrice,
      breaks: JSON.stringify(parsed.data.breaks),
      expiresOn: parsed.data.expiresOn,
    };
    if (!stored) return { report: { row, sku, action: "create" }, write: value };
    const changes: Record<string, [string, string]> = {};
    if (stored.unitPrice !== value.unitPrice) changes.unitPrice = [stored.unitPrice, value.unitPrice];
    if (JSON.stringify(storedBreaks(stored.breaks)) !== value.breaks)
      changes.breaks = [breaksCell(storedBreaks(stored.breaks)), breaksCell(parsed.data.breaks)];
    if (stored.expiresOn !== value.expiresOn) changes.expiresOn = [stored.expiresOn ?? "", value.expiresOn ?? ""];
    const action: ImportAction = Object.keys(changes).length > 0 ? "update" : "unchanged";
    return {
      report: { row, sku, action, ...(action === "update" ? { changes } : {}) },
      write: action === "update" ? { ...value, id: stored.id } : undefined,
    };
  });

  const summary = { create: 0, update: 0, unchanged: 0, errors: 0 };
  for (const p of planned) {
    if (p.report.action === "error") summary.errors += 1;
    else summary[p.report.action] += 1;
  }
  const rows = planned.map((p) => p.report);
  const base = { format: sheet.format, summary, unknownColumns: unknown, rows };
  if (existing.size + summary.create > COMPANY_PRICES_MAX) {
    const message = `A company may have at most ${COMPANY_PRICES_MAX.toLocaleString("en-US")} prices; this file would make ${(existing.size + summary.create).toLocaleString("en-US")}`;
    return { status: 400, body: { ...base, dryRun: opts.dryRun, applied: false, message } };
  }
  if (opts.dryRun) return { status: 200, body: { ...base, dryRun: true, applied: false } };
  if (summary.errors > 0) {
    const message = `Nothing was imported: ${summary.errors} ${summary.errors === 1 ? "row has an error" : "rows have errors"}`;
    return { status: 400, body: { ...base, dryRun: false, applied: false, message } };
  }

  const creates = planned.flatMap((p) => (p.write && p.report.action === "create" ? [p.write] : []));
  const updates = planned.flatMap((p) => (p.write && p.report.action === "update" ? [p.write] : []));
  if (creates.length + updates.length > 0) {
    await db.$transaction(
      async (tx) => {
        if (creates.length > 0)
          await tx.companyPrice.createMany({
            data: creates.map(({ productId, unitPrice, breaks, expiresOn }) => ({ companyId, productId, unitPrice, breaks, expiresOn })),
          });
        for (const u of updates) {
          await tx.companyPrice.updateMany({
            where: { id: u.id, companyId },
            data: { unitPrice: u.unitPrice, breaks: u.breaks, expiresOn: u.expiresOn },
          });
        }
        await tx.auditLog.create({
          data: auditRow({
            actor: opts.actor,
            action: "update",
            entity: "CompanyPrice",
            entityId: `company:${companyId}`,
            after: {
              import: opts.fileName,
              companyId,
              created: planned.filter((p) => p.report.action === "create").map((p) => p.report.sku),
              updated: planned.filter((p) => p.report.action === "update").map((p) => p.report.sku),
            },
          }),
        });
      },
      // A 10,000-row file updates row by row: more than the default 5 s on a busy machine.
      LONG_TRANSACTION,
    );
  }
  return { status: 200, body: { ...base, dryRun: false, applied: true } };
}
