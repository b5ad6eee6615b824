/**
 * GET /api/admin/exports/accounting?from=&to=: the days whose accepted orders
 * the accounting export holds, shared by the orders screen's form and the
 * handler. Browser-safe.
 */
import { z } from "@/lib/validation/zod";
import { addDays, isIsoDate } from "../dates";

/** A year, leap day included: a bound on what one download reads, wide enough for a fiscal year. */
export const ACCOUNTING_EXPORT_MAX_DAYS = 366;

const day = (label: string) =>
  z
    .string({ error: `Enter the ${label} date as YYYY-MM-DD` })
    .trim()
    .refine(isIsoDate, `${label} must be a real date as YYYY-MM-DD`);

/** Both days are included (dates in the business's time zone). */
export const accountingExportQuerySchema = z.object({ from: day("From"), to: day("To") }).superRefine((v, ctx) => {
  if (!isIsoDate(v.from) || !isIsoDate(v.to)) return;
  if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: "To must be the same day as From or later" });
  else if (addDays(v.from, ACCOUNTING_EXPORT_MAX_DAYS - 1) < v.to)
    ctx.addIssue({ code: "custom", path: ["to"], message: `The range may span at most ${ACCOUNTING_EXPORT_MAX_DAYS} days` });
});

export type AccountingExportQuery = z.output<typeof accountingExportQuerySchema>;

/** "accounting-2026-11-01-to-2026-11-30.csv". */
export const accountingFileName = ({ from, to }: AccountingExportQuery) => `accounting-${from}-to-${to}.csv`;
