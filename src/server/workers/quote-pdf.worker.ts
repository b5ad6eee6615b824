import { renderQuotePdfModel } from "@/server/quotes/quote-pdf-layout.mjs";
import { serveWorker } from "./serve";

serveWorker(renderQuotePdfModel);
