import { execFileSync } from "node:child_process";
import path from "node:path";

export interface PdfPageText {
  /** Media box, in points (US Letter: 612 × 792). */
  width: number;
  height: number;
  /** The page's text as pdf.js reads it, one entry per line, spaces collapsed. */
  lines: string[];
  /** The page's structure elements, depth first ("Root", "Document", "H1", "Table", "TR", "TH", …); [] when untagged. */
  roles: string[];
}

/** The text of a PDF, read by a real extractor (pdf.js, in a child process: see extract-pdf-text.mjs). */
export function pdfText(pdf: Uint8Array): { pages: PdfPageText[]; text: string; markInfo: { Marked?: boolean } | null } {
  const out = execFileSync(process.execPath, [path.join(__dirname, "extract-pdf-text.mjs")], { input: pdf, maxBuffer: 64 * 1024 * 1024 });
  const { pages, markInfo } = JSON.parse(out.toString("utf8")) as { pages: PdfPageText[]; markInfo: { Marked?: boolean } | null };
  return { pages, markInfo, text: pages.map((p) => p.lines.join("\n")).join("\n") };
}
