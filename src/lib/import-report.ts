/**
 * The answer of POST /api/admin/products/import[?dryRun=1]: what the file
 * would do (dry run) or did (apply), row by row. Shared by the route, which
 * builds it, and the import dialog, which shows it.
 */

export type ImportFormat = "csv" | "xlsx";

/** The import's limits: the route refuses larger files (413) and more rows (400); the dialog checks the size before sending. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
/**
 * What a file may hold beyond that, so a small file cannot ask for unbounded
 * work: columns (the export has a few dozen; Excel allows 16,384), characters
 * in a cell (Excel's own most), rows with empty ones counted (a sheet can
 * declare millions of empty rows in a few kilobytes), distinct texts in an
 * XLSX file's shared-strings table, and what one part of an XLSX file may
 * unpack to.
 */
export const IMPORT_MAX_COLUMNS = 1_000;
export const IMPORT_MAX_CELL_CHARS = 32_767;
export const IMPORT_MAX_SHEET_ROWS = 100_000;
export const IMPORT_MAX_SHARED_STRINGS = 1_000_000;
export const IMPORT_MAX_UNPACKED_MB = 200;

export type ImportAction = "create" | "update" | "unchanged" | "error";

/** A field's value before and after, as the file's text; before is null (or "") for a new product. */
export type FieldChange = [before: string | null, after: string];

export interface ImportRowReport {
  /** The spreadsheet row number: the header is row 1, the first product row 2. */
  row: number;
  sku: string;
  action: ImportAction;
  /** Column name → message, on rows whose action is "error". */
  errors?: Record<string, string>;
  /** Column name (`priceMin`, `name`, `attr.width`, ...) → [before, after]. */
  changes?: Record<string, FieldChange>;
}

export interface ImportSummary {
  create: number;
  update: number;
  unchanged: number;
  errors: number;
}

/** 200 (a dry run or a successful apply), or 400 with `message` when an apply found errors and changed nothing. */
export interface ImportReport {
  dryRun: boolean;
  applied: boolean;
  format: ImportFormat;
  summary: ImportSummary;
  /** Header names the import does not know; their cells are ignored. */
  unknownColumns: string[];
  rows: ImportRowReport[];
  message?: string;
}

/** 400/413/415 for the file itself: missing, not CSV or XLSX, too large, too many rows, no sku column. */
export interface ImportFileProblem {
  message: string;
  errors: { file: string };
}

/** How many products an apply would create or update. */
export function changeCount(summary: ImportSummary): number {
  return summary.create + summary.update;
}
