/**
 * A PDF's pages as text, by Mozilla's pdf.js (the legacy build runs on Node 20).
 * Reads the PDF on standard input and prints JSON: {pages: [{width, height, lines, roles}],
 * markInfo}, each line the text items pdf.js reports up to an end of line, joined;
 * `roles` the page's structure elements (tagged PDF) depth first, `markInfo` the
 * catalog's /MarkInfo (null when absent).
 *
 * It runs in its own process because pdf.js is ES modules only, which Jest's
 * CommonJS runtime cannot import; test/pdf-text.ts calls it.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const data = new Uint8Array(Buffer.concat(chunks));

const pdf = await getDocument({ data, isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
const pages = [];
for (let n = 1; n <= pdf.numPages; n++) {
  const page = await pdf.getPage(n);
  const [x0, y0, x1, y1] = page.view;
  const content = await page.getTextContent();
  const lines = [];
  let line = "";
  for (const item of content.items) {
    if (!("str" in item)) continue;
    line += item.str;
    if (item.hasEOL) {
      lines.push(line);
      line = "";
    } else if (item.str !== "") {
      line += " ";
    }
  }
  if (line.trim() !== "") lines.push(line);
  const roles = [];
  const walk = (node) => {
    if (!node || !("role" in node)) return;
    roles.push(node.role);
    for (const child of node.children ?? []) walk(child);
  };
  walk(await page.getStructTree());
  pages.push({ width: x1 - x0, height: y1 - y0, lines: lines.map((l) => l.replace(/\s+/g, " ").trim()).filter(Boolean), roles });
}
const markInfo = await pdf.getMarkInfo();
await pdf.destroy();
process.stdout.write(JSON.stringify({ pages, markInfo }));
