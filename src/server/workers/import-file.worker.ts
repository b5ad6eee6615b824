import { parseImportFile } from "@/server/catalog/import-file";
import { serveWorker } from "./serve";

serveWorker(parseImportFile);
