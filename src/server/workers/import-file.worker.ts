import { parseImportFile, type ImportInput } from "@/server/catalog/spreadsheets/import-file";
import { Batched, serveWorker } from "./serve";

// The rows cross in batches (up to 50,000 of them would stall the server's thread while it took them in one piece).
serveWorker(async (input: ImportInput) => {
  const { records, ...sheet } = await parseImportFile(input);
  return new Batched(sheet, records);
});
