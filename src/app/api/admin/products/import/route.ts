import { IMPORT_MAX_BYTES } from "@/lib/import-report";
import { readImportFile } from "@/server/catalog/spreadsheets/import-file";
import { importProducts } from "@/server/catalog/spreadsheets/import-products";
import { json } from "@/server/http/errors";
import { readFormFile } from "@/server/http/multipart";
import { adminRoute } from "@/server/http/route";

/**
 * Imports products from a CSV or XLSX file (multipart field `file`, at most
 * 20 MB and 50,000 rows, read within the limits of src/lib/import-report.ts
 * in a worker thread): ?dryRun=1 reports what it would do and changes
 * nothing; without it the rows are applied in one transaction, or none when
 * any has an error (400 with the same report). The report's shape:
 * src/lib/import-report.ts.
 */
export const POST = adminRoute(async ({ req, session }) => {
  const dryRun = ["1", "true"].includes(new URL(req.url).searchParams.get("dryRun") ?? "");
  const file = await readFormFile(req, {
    field: "file",
    maxBytes: IMPORT_MAX_BYTES,
    messages: {
      notMultipart: "Send the file as multipart/form-data",
      missing: "Choose a CSV or XLSX file to import",
      empty: "File is empty",
      tooLarge: "File must be at most 20 MB: split it into smaller files",
    },
  });
  // A client that leaves ends the reading (its worker is terminated) and gets nothing applied.
  const sheet = await readImportFile(file.bytes, { signal: req.signal, transfer: true });
  req.signal.throwIfAborted();
  const { status, body } = await importProducts(sheet, { dryRun, actor: session.admin.username, fileName: file.name });
  return json(body, status);
});
