import { readImportFile } from "@/server/catalog/spreadsheets/import-file";
import { importCompanyPrices, PRICE_FILE_MAX_BYTES, PRICE_FILE_MAX_ROWS } from "@/server/company-prices/price-file";
import { requireCompany } from "@/server/company-prices/prices";
import { parseId } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { readFormFile } from "@/server/http/multipart";
import { adminRoute } from "@/server/http/route";

/**
 * Imports a company's prices from a CSV (or XLSX) file, multipart field
 * `file`, at most 2 MB and 10,000 rows, read in the catalogue import's worker
 * within its limits: ?dryRun=1 reports what it would do; without it every row
 * is written in one transaction, or none when any row has an error (400 with
 * the same report).
 */
export const POST = adminRoute<{ id: string }>(async ({ req, params, session }) => {
  const companyId = parseId(params.id);
  await requireCompany(companyId);
  const dryRun = ["1", "true"].includes(new URL(req.url).searchParams.get("dryRun") ?? "");
  const file = await readFormFile(req, {
    field: "file",
    maxBytes: PRICE_FILE_MAX_BYTES,
    messages: {
      notMultipart: "Send the file as multipart/form-data",
      missing: "Choose a CSV file to import",
      empty: "File is empty",
      tooLarge: "File must be at most 2 MB: split it into smaller files",
    },
  });
  const sheet = await readImportFile(file.bytes, { signal: req.signal, transfer: true, maxRows: PRICE_FILE_MAX_ROWS });
  req.signal.throwIfAborted();
  const { status, body } = await importCompanyPrices(companyId, sheet, { dryRun, actor: session.admin.username, fileName: file.name });
  return json(body, status);
});
