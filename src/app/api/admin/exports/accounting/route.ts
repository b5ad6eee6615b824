import { queryFields } from "@/lib/validation/product";
import { accountingExportQuerySchema, accountingFileName } from "@/lib/validation/accounting-export";
import { csvStream, EXPORT_CONTENT_TYPES } from "@/server/catalog/spreadsheets/export-products";
import { validate } from "@/server/http/body";
import { adminRoute } from "@/server/http/route";
import { accountingSheet } from "@/server/orders/accounting-export";

/**
 * Downloads the orders accepted from ?from= to ?to= (YYYY-MM-DD, both
 * included, the business's days) as CSV, one row per order line. Columns:
 * src/server/orders/accounting-export.ts. API keys need orders:read.
 */
export const GET = adminRoute(async ({ req }) => {
  const range = validate(accountingExportQuerySchema, queryFields(new URL(req.url).searchParams));
  const sheet = await accountingSheet(range);
  return new Response(csvStream(sheet), {
    headers: {
      "Content-Type": EXPORT_CONTENT_TYPES.csv,
      "Content-Disposition": `attachment; filename="${accountingFileName(range)}"`,
      "Cache-Control": "no-store",
    },
  });
});
