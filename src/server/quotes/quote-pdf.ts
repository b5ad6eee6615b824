import "server-only";
import PDFDocument from "pdfkit";
import { formatIsoDate, isIsoDate } from "@/lib/dates";
import { formatPrice } from "@/lib/money";
import type { BuyerQuote, QuoteLine } from "@/lib/types";
import { businessToday } from "./business-time";

/**
 * The quote as a PDF (issue 16): what the buyer's page shows, on US Letter.
 *
 * pdfkit's built-in Helvetica needs no font files, but only speaks WinAnsi
 * (Windows-1252): every text passes through toWinAnsi first. pdfkit loads its
 * font metrics at run time through its own package ("#standard-fonts/…"), so it
 * must stay outside the server bundle (next.config.mjs serverExternalPackages).
 *
 * Money is printed as the quote carries it (formatPrice of the stored strings):
 * the PDF never adds anything up, so its totals are the page's and the e-mail's.
 */

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54; // 0.75 in
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** The bottom of the content box holds the footer ("Page n of m"); content stops above it. */
const FOOTER_HEIGHT = 22;
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT;

const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const ITALIC = "Helvetica-Oblique";

const INK = "#18181b";
const MUTED = "#52525b";
const RULE = "#d4d4d8";
const BRAND = "#0053a5";
const BAND = "#eef3fa";
const HEADER_FILL = "#f4f4f5";
const RED = "#b91c1c";
const GREEN = "#15803d";

const LINE_GAP = 1.5;
const CELL_PAD_X = 4;
const CELL_PAD_Y = 5;

interface Column {
  key: "sku" | "name" | "quantity" | "unit" | "unitPrice" | "lineTotal";
  label: string;
  width: number;
  align: "left" | "right";
  /** Extra room on the left: a left-aligned column after a right-aligned one. */
  indent?: number;
}

// 504 pt across: the name takes what the others leave.
const COLUMNS: Column[] = [
  { key: "sku", label: "SKU", width: 78, align: "left" },
  { key: "name", label: "Item", width: 164, align: "left" },
  { key: "quantity", label: "Quantity", width: 52, align: "right" },
  { key: "unit", label: "Unit", width: 62, align: "left", indent: 6 },
  { key: "unitPrice", label: "Unit price", width: 68, align: "right" },
  { key: "lineTotal", label: "Line total", width: 80, align: "right" },
];
const COLUMN_X = COLUMNS.reduce<number[]>((xs, c, i) => [...xs, i === 0 ? MARGIN : xs[i - 1] + COLUMNS[i - 1].width], []);
/** Break ladders and notes run under a line from the Item column to the Unit price column. */
const DETAIL_X = COLUMN_X[1];
const DETAIL_WIDTH = COLUMNS[1].width + COLUMNS[2].width + COLUMNS[3].width + COLUMNS[4].width;
const cellX = (i: number) => COLUMN_X[i] + CELL_PAD_X + (COLUMNS[i].indent ?? 0);
const cellWidth = (i: number) => COLUMNS[i].width - 2 * CELL_PAD_X - (COLUMNS[i].indent ?? 0);

const QUANTITY_FORMAT = new Intl.NumberFormat("en-US");

// WinAnsi: ASCII, Latin-1's printable half and these 27 in 0x80-0x9F.
const WIN_ANSI_EXTRA = new Set([..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"].map((c) => c.codePointAt(0)!));
const isWinAnsiChar = (c: string): boolean => {
  const cp = c.codePointAt(0)!;
  return c === "\n" || (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp);
};
const isWinAnsi = (s: string): boolean => [...s].every(isWinAnsiChar);
/** Already printable as it is (no CR, tab or soft hyphen either): most text, so checked first. */
const PRINTABLE = /^[\n\x20-\x7e\xa0-\xac\xae-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

// Look-alikes a person would type instead (NFKD covers ligatures, full-width forms, ő → o …).
const LOOKALIKES: Record<string, string> = {
  "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2015": "—", "\u2212": "-", "\u2043": "-",
  "\u2032": "'", "\u2033": '"', "\u201b": "'", "\u201f": '"', "\u2044": "/",
  "\u2264": "<=", "\u2265": ">=", "\u2260": "!=", "\u2248": "~", "\u2192": "->", "\u2190": "<-",
  "\u2028": "\n", "\u2029": "\n",
  // Latin letters that have no decomposition to strip an accent from.
  "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ħ": "h", "Ħ": "H", "ı": "i", "ŧ": "t", "Ŧ": "T", "ſ": "s", "ŋ": "n", "Ŋ": "N",
};

function mapChar(c: string): string {
  if (c in LOOKALIKES) return LOOKALIKES[c];
  const cp = c.codePointAt(0)!;
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) return c === "\n" ? c : ""; // control characters
  if (/\p{Zs}/u.test(c) && !isWinAnsiChar(c)) return " "; // thin, em, ideographic … spaces
  if (/\p{Cf}/u.test(c)) return ""; // zero-width and direction marks, soft hyphen
  return c;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * Text that Helvetica's WinAnsi encoding can print. Buyers and admins may type
 * anything: accented letters outside Windows-1252 lose their accent (ő → o),
 * look-alikes become their ASCII form (≥ → >=), invisible characters go, and
 * whatever is left (Cyrillic, CJK, emoji) prints as one "?" per character as
 * a reader sees it. Never throws.
 */
export function toWinAnsi(input: string): string {
  if (PRINTABLE.test(input)) return input;
  const text = String(input ?? "").replace(/\r\n?/g, "\n").replace(/\t/g, " ").normalize("NFC");
  let out = "";
  for (const { segment } of graphemes.segment(text)) {
    if (segment !== "\u00ad" && isWinAnsi(segment)) {
      out += segment;
      continue;
    }
    const mapped = [...segment].map(mapChar).join("");
    if (isWinAnsi(mapped)) {
      out += mapped;
      continue;
    }
    const plain = mapped.normalize("NFKD").replace(/\p{M}/gu, "");
    out += plain !== "" && isWinAnsi(plain) ? plain : "?";
  }
  return out;
}

/** A calendar date, or the business's date of a moment ("2026-11-25T15:04:05Z"), as "November 25, 2026". */
function dateText(value: string): string {
  if (isIsoDate(value)) return formatIsoDate(value);
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? value : formatIsoDate(businessToday(moment));
}

const LADDER_LABEL = "Quantity breaks:";
const LADDER_GAP = "   ";

/** The "{minQuantity}+ at $…" steps, lowest first; the one the line's quantity reaches is marked (as on the page). */
function breakLadder(line: QuoteLine): { text: string; applied: boolean }[] {
  const sorted = [...line.breaks].sort((a, b) => a.minQuantity - b.minQuantity);
  const applied = sorted.filter((b) => b.minQuantity <= line.quantity).at(-1);
  // A no-break space inside each step keeps "500+ at $0.95" on one line.
  return sorted.map((b) => ({ text: `${b.minQuantity}+\u00a0at\u00a0${formatPrice(b.unitPrice)}`, applied: b === applied }));
}

type Doc = PDFKit.PDFDocument;

function text(doc: Doc, value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  doc.text(toWinAnsi(value), x, y, { lineGap: LINE_GAP, ...options });
}

function heightOf(doc: Doc, value: string, width: number, font: string, size: number): number {
  if (value === "") return 0;
  return doc.font(font).fontSize(size).heightOfString(toWinAnsi(value), { width, lineGap: LINE_GAP });
}

/** The header band: the supplier on the left, the quote's identity on the right. */
function drawHeader(doc: Doc, quote: BuyerQuote): number {
  const pad = 14;
  const leftWidth = 270;
  const rightWidth = CONTENT_WIDTH - 2 * pad - leftWidth - 10;
  const s = quote.supplier;
  const contact = [s.address, s.phone, s.email].map((v) => v.trim()).filter(Boolean).join("\n");
  const right: [string, string, number][] = [
    [`Quote ${quote.reference}`, BOLD, 15],
    [`Version ${quote.version}`, FONT, 9.5],
    [`Sent ${dateText(quote.date)}`, FONT, 9.5],
    [`Valid until ${formatIsoDate(quote.validUntil)}`, BOLD, 9.5],
  ];
  const leftHeight = heightOf(doc, s.name, leftWidth, BOLD, 15) + 4 + heightOf(doc, contact, leftWidth, FONT, 9);
  const rightHeight = right.reduce((h, [t, f, size]) => h + heightOf(doc, t, rightWidth, f, size) + 2, 0);
  const height = Math.max(leftHeight, rightHeight) + 2 * pad;

  doc.rect(MARGIN, MARGIN, CONTENT_WIDTH, height).fill(BAND);
  doc.rect(MARGIN, MARGIN, CONTENT_WIDTH, 3).fill(BRAND);

  let y = MARGIN + pad;
  if (s.name.trim()) {
    doc.font(BOLD).fontSize(15).fillColor(BRAND);
    text(doc, s.name, MARGIN + pad, y, { width: leftWidth });
    y += heightOf(doc, s.name, leftWidth, BOLD, 15) + 4;
  }
  if (contact) {
    doc.font(FONT).fontSize(9).fillColor(INK);
    text(doc, contact, MARGIN + pad, y, { width: leftWidth });
  }

  y = MARGIN + pad;
  const rightX = MARGIN + CONTENT_WIDTH - pad - rightWidth;
  for (const [t, f, size] of right) {
    doc.font(f).fontSize(size).fillColor(f === BOLD && size > 10 ? BRAND : INK);
    text(doc, t, rightX, y, { width: rightWidth, align: "right" });
    y += heightOf(doc, t, rightWidth, f, size) + 2;
  }
  return MARGIN + height;
}

/** Prepared for, and where the quote stands (expired, accepted, declined). */
function drawParties(doc: Doc, quote: BuyerQuote, top: number): number {
  let y = top + 16;
  const half = CONTENT_WIDTH / 2 - 8;
  doc.font(BOLD).fontSize(7.5).fillColor(MUTED);
  text(doc, "PREPARED FOR", MARGIN, y, { width: half, characterSpacing: 0.5 });
  doc.font(BOLD).fontSize(11).fillColor(INK);
  text(doc, quote.preparedFor, MARGIN, y + 11, { width: half });
  const leftBottom = y + 11 + heightOf(doc, quote.preparedFor, half, BOLD, 11);

  const status: [string, string][] = [];
  if (quote.expired) status.push(["Expired", RED]);
  const d = quote.decision;
  if (d?.type === "accepted") {
    const po = d.poNumber ? ` (PO ${d.poNumber})` : "";
    const other = d.version !== null && d.version !== quote.version ? ` (version ${d.version})` : "";
    status.push([`${d.name ? `Accepted by ${d.name}` : "Accepted"}${po} on ${dateText(d.at)}${other}`, GREEN]);
  } else if (d?.type === "declined") {
    // The reason may be long: it flows with the terms at the end.
    status.push([`Declined on ${dateText(d.at)}`, RED]);
  }
  const statusX = MARGIN + CONTENT_WIDTH - half;
  for (const [t, color] of status) {
    doc.font(BOLD).fontSize(10).fillColor(color);
    text(doc, t, statusX, y, { width: half, align: "right" });
    y += heightOf(doc, t, half, BOLD, 10) + 3;
  }
  return Math.max(leftBottom, y) + 16;
}

function drawTableHeader(doc: Doc, top: number): number {
  const height = 20;
  doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(HEADER_FILL);
  doc.font(BOLD).fontSize(8.5).fillColor(MUTED);
  COLUMNS.forEach((c, i) => {
    text(doc, c.label, cellX(i), top + 6, { width: cellWidth(i), align: c.align, lineBreak: false });
  });
  doc.moveTo(MARGIN, top + height).lineTo(MARGIN + CONTENT_WIDTH, top + height).lineWidth(0.75).strokeColor(RULE).stroke();
  return top + height;
}

interface Row {
  cells: string[];
  ladder: { text: string; applied: boolean }[];
  note: string;
  ladderHeight: number;
  /** Of the cells in the line itself, the tallest. */
  cellsHeight: number;
  height: number;
}

function measureRow(doc: Doc, line: QuoteLine): Row {
  const cells = [
    line.sku,
    line.name,
    QUANTITY_FORMAT.format(line.quantity),
    line.unit,
    formatPrice(line.appliedUnitPrice),
    formatPrice(line.lineTotal),
  ];
  const main = Math.max(...cells.map((c, i) => heightOf(doc, c, cellWidth(i), i === 1 ? BOLD : FONT, 9)));
  const ladder = breakLadder(line);
  // Measured all in bold: the marked step is bold, so the real text is never taller.
  const ladderText = [LADDER_LABEL, ...ladder.map((b) => b.text)].join(LADDER_GAP);
  const note = line.note.trim();
  const ladderHeight = ladder.length ? heightOf(doc, ladderText, DETAIL_WIDTH - 2 * CELL_PAD_X, BOLD, 8) + 2 : 0;
  const noteHeight = note ? heightOf(doc, note, DETAIL_WIDTH - 2 * CELL_PAD_X, ITALIC, 8.5) + 2 : 0;
  return { cells, ladder, ladderHeight, note, cellsHeight: main, height: CELL_PAD_Y + main + ladderHeight + noteHeight + CELL_PAD_Y };
}

function drawRow(doc: Doc, row: Row, top: number): number {
  let y = top + CELL_PAD_Y;
  doc.fillColor(INK);
  row.cells.forEach((c, i) => {
    doc.font(i === 1 ? BOLD : FONT).fontSize(9);
    text(doc, c, cellX(i), y, { width: cellWidth(i), align: COLUMNS[i].align });
  });
  y += row.cellsHeight;
  const detailWidth = DETAIL_WIDTH - 2 * CELL_PAD_X;
  if (row.ladder.length) {
    // One run of text, so the steps wrap like words; only the marked step changes font.
    doc.font(FONT).fontSize(8).fillColor(MUTED);
    doc.text(LADDER_LABEL + LADDER_GAP, DETAIL_X + CELL_PAD_X, y + 2, { width: detailWidth, lineGap: LINE_GAP, continued: true });
    row.ladder.forEach((step, i) => {
      const last = i === row.ladder.length - 1;
      doc.font(step.applied ? BOLD : FONT).fillColor(step.applied ? INK : MUTED);
      doc.text(step.text + (last ? "" : LADDER_GAP), { continued: !last });
    });
    y += row.ladderHeight;
  }
  if (row.note) {
    y += 2;
    doc.font(ITALIC).fontSize(8.5).fillColor(INK);
    text(doc, row.note, DETAIL_X + CELL_PAD_X, y, { width: detailWidth });
  }
  const bottom = top + row.height;
  doc.moveTo(MARGIN, bottom).lineTo(MARGIN + CONTENT_WIDTH, bottom).lineWidth(0.5).strokeColor(RULE).stroke();
  return bottom;
}

function drawTotals(doc: Doc, quote: BuyerQuote, top: number): number {
  const labelWidth = 110;
  const valueWidth = COLUMNS[5].width + 40;
  const valueX = MARGIN + CONTENT_WIDTH - valueWidth - CELL_PAD_X;
  const labelX = valueX - labelWidth - 8;
  const rows: [string, string, boolean][] = [
    ["Subtotal", formatPrice(quote.subtotal), false],
    ["Freight", quote.freight === null ? "FOB, freight collect" : formatPrice(quote.freight), false],
    ["Total", formatPrice(quote.total), true],
  ];
  let y = top + 10;
  for (const [label, value, strong] of rows) {
    if (strong) {
      doc.moveTo(labelX, y - 4).lineTo(MARGIN + CONTENT_WIDTH, y - 4).lineWidth(0.75).strokeColor(INK).stroke();
    }
    doc.font(strong ? BOLD : FONT).fontSize(strong ? 11 : 9.5).fillColor(INK);
    text(doc, label, labelX, y, { width: labelWidth, align: "right", lineBreak: false });
    text(doc, value, valueX, y, { width: valueWidth, align: "right", lineBreak: false });
    y += strong ? 18 : 15;
  }
  return y;
}

/** Lead time, terms and a decline's reason: long ones flow onto further pages by themselves. */
function drawConditions(doc: Doc, quote: BuyerQuote, top: number) {
  const sections = [
    ["Lead time", quote.leadTime.trim()],
    ["Terms", quote.terms.trim()],
    ["Reason for declining", quote.decision?.type === "declined" ? (quote.decision.reason ?? "").trim() : ""],
  ].filter(([, body]) => body !== "");
  let y = top + 8;
  for (const [label, body] of sections) {
    if (y + 40 > CONTENT_BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font(BOLD).fontSize(7.5).fillColor(MUTED);
    text(doc, label.toUpperCase(), MARGIN, y, { width: CONTENT_WIDTH, characterSpacing: 0.5 });
    doc.font(FONT).fontSize(9.5).fillColor(INK);
    text(doc, body, MARGIN, y + 11, { width: CONTENT_WIDTH });
    y = doc.y + 10;
  }
}

function drawFooters(doc: Doc, quote: BuyerQuote) {
  const range = doc.bufferedPageRange();
  const y = PAGE_HEIGHT - MARGIN - 8;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the flow's bottom margin would start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.moveTo(MARGIN, y - 6).lineTo(MARGIN + CONTENT_WIDTH, y - 6).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.font(FONT).fontSize(8).fillColor(MUTED);
    text(doc, `Quote ${quote.reference}, version ${quote.version}`, MARGIN, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
    text(doc, `Page ${i - range.start + 1} of ${range.count}`, MARGIN + CONTENT_WIDTH / 2, y, {
      width: CONTENT_WIDTH / 2,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/** The quote's PDF: US Letter, 0.75 in margins, lines table repeated under its header on every page. */
export async function renderQuotePdf(quote: BuyerQuote): Promise<Buffer> {
  const sent = new Date(quote.date);
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    info: {
      Title: `Quote ${quote.reference}, version ${quote.version}`,
      Author: quote.supplier.name,
      Subject: `Quote for ${quote.preparedFor}`,
      // The version's own date, so one version always gives the same document.
      ...(Number.isNaN(sent.getTime()) ? {} : { CreationDate: sent }),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  let y = drawParties(doc, quote, drawHeader(doc, quote));
  y = drawTableHeader(doc, y);
  for (const line of quote.lines) {
    const row = measureRow(doc, line);
    if (y + row.height > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawTableHeader(doc, MARGIN);
    }
    y = drawRow(doc, row, y);
  }
  if (y + 70 > CONTENT_BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  y = drawTotals(doc, quote, y);
  drawConditions(doc, quote, y);
  drawFooters(doc, quote);
  doc.end();
  return done;
}
