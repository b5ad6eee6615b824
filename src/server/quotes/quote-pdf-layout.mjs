// The quote's PDF, laid out from finished text (QuotePdfModel, made by
// ./quote-pdf.ts). It runs only in the PDF worker thread
// (src/server/workers/quote-pdf.worker.ts), so a long quote never holds up
// other answers; the app's bundle never loads pdfkit.
//
// - Fonts: Arimo (SIL Open Font License 1.1, from @expo-google-fonts/arimo),
//   embedded as subsets. It has Helvetica's and Arial's metrics, so the layout
//   is the one the standard font had, and it prints Latin, Greek, Cyrillic and
//   Hebrew text, "™" and "Zoë"; what it lacks (CJK, emoji) prints as "?".
// - Tagged (accessible): the catalog carries /MarkInfo, /StructTreeRoot, the
//   language and the title; headings, paragraphs, the lines as a Table of TR
//   with TH and TD cells, and the link are structure elements; rules, fills,
//   repeated table headers and page footers are artifacts.
// - A SKU is never split: the SKU column widens to the quote's longest SKU (up
//   to a limit) and a SKU wider than that is set smaller to fit one line.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54; // 0.75 in
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Content fills the box inside the margins; the footer ("Page n of m") sits in the bottom margin, under it. */
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN;
const FOOTER_Y = CONTENT_BOTTOM + 14;

const FONT = "Arimo";
const BOLD = "Arimo-Bold";
const ITALIC = "Arimo-Italic";

const INK = "#18181b";
const MUTED = "#52525b";
const RULE = "#d4d4d8";
const BRAND = "#0053a5";
const BAND = "#eef3fa";
const HEADER_FILL = "#f4f4f5";
const TONES = { red: "#b91c1c", green: "#15803d", blue: BRAND, muted: MUTED };

const LINE_GAP = 1.5;
const CELL_PAD_X = 4;
const CELL_PAD_Y = 4;
const CELL_SIZE = 9;
/** The SKU column: at least this wide, widened for the longest SKU up to SKU_MAX_WIDTH; the Item column gives up the room. */
const SKU_MIN_WIDTH = 78;
const SKU_MAX_WIDTH = 140;

const FONT_FILES = {
  [FONT]: "@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf",
  [BOLD]: "@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf",
  [ITALIC]: "@expo-google-fonts/arimo/400Regular_Italic/Arimo_400Regular_Italic.ttf",
};

// pdfkit's own fontkit, so that the fonts it is handed are of the kind it reads.
const fontkit = createRequire(require.resolve("pdfkit"))("fontkit");

/** @type {Record<string, any> | null} */
let parsed = null;
/** The fonts, read and parsed once per worker: parsing is most of a short quote's cost. */
function fonts() {
  parsed ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, fontkit.create(readFileSync(require.resolve(file)))]),
  );
  return parsed;
}

// --- Text the font can print -------------------------------------------------

/** @type {Set<number> | null} */
let covered = null;
/** The code points the regular face has glyphs for (bold and italic cover the same). */
function coverage() {
  covered ??= new Set(fonts()[FONT].characterSet);
  return covered;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
/** ASCII and Latin-1's letters print as they are: most text, so checked first. */
const PLAIN = /^[\n\x20-\x7e\xa0-\xac\xae-\xff]*$/;

/** @param {string} c */
function cleanChar(c) {
  if (c === "\u2028" || c === "\u2029") return "\n";
  const cp = /** @type {number} */ (c.codePointAt(0));
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) return c === "\n" ? c : ""; // control characters
  if (/\p{Cf}/u.test(c)) return ""; // zero-width and direction marks, soft hyphen
  if (/\p{Zs}/u.test(c) && !coverage().has(cp)) return " ";
  return c;
}

/** @param {string} s */
const printableAsIs = (s) => [...s].every((c) => c === "\n" || coverage().has(/** @type {number} */ (c.codePointAt(0))));

/**
 * Text the embedded font can print. Buyers and admins may type anything:
 * invisible and control characters go, a letter the font lacks loses its
 * accent when that helps, and whatever is left prints as one "?" per
 * character as a reader sees it (an emoji family or a flag is one). Never throws.
 * @param {string} input
 */
export function printable(input) {
  const raw = String(input ?? "");
  if (PLAIN.test(raw)) return raw;
  const text = raw.replace(/\r\n?/g, "\n").replace(/\t/g, " ").normalize("NFC");
  let out = "";
  for (const { segment } of graphemes.segment(text)) {
    const cleaned = [...segment].map(cleanChar).join("");
    if (cleaned === "" || printableAsIs(cleaned)) {
      out += cleaned;
      continue;
    }
    const plain = cleaned.normalize("NFKD").replace(/\p{M}/gu, "");
    out += plain !== "" && printableAsIs(plain) ? plain : "?";
  }
  return out;
}

// --- Layout ------------------------------------------------------------------

/** @typedef {import("./quote-pdf-layout.mjs").QuotePdfModel} Model */
/** @typedef {import("./quote-pdf-layout.mjs").QuotePdfLine} Line */
/** @typedef {PDFKit.PDFDocument} Doc */
/** @typedef {{ key: keyof Line, label: string, width: number, align: "left" | "right", indent?: number }} Column */

/**
 * @param {Doc} doc
 * @param {string} value
 * @param {number} [x]
 * @param {number} [y]
 * @param {PDFKit.Mixins.TextOptions} [options]
 */
function text(doc, value, x, y, options = {}) {
  doc.text(printable(value), x, y, { lineGap: LINE_GAP, ...options });
}

/**
 * @param {Doc} doc
 * @param {string} value
 * @param {number} width
 * @param {string} font
 * @param {number} size
 */
function heightOf(doc, value, width, font, size) {
  if (value === "") return 0;
  return doc.font(font).fontSize(size).heightOfString(printable(value), { width, lineGap: LINE_GAP });
}

/**
 * Drawing that carries no content (fills, rules, repeated headers, footers): an artifact to assistive technology.
 * @param {Doc} doc
 * @param {() => void} draw
 * @param {"Layout" | "Pagination"} [type]
 */
function artifact(doc, draw, type = "Layout") {
  doc.markContent("Artifact", { type });
  draw();
  doc.endMarkedContent();
}

/**
 * A structure element whose content is what `draw` puts on the page.
 * @param {Doc} doc
 * @param {PDFKit.PDFStructureElement} parent
 * @param {string} type
 * @param {() => void} draw
 * @param {object} [options]
 */
function tagged(doc, parent, type, draw, options = {}) {
  parent.add(doc.struct(type, options, draw));
}

/**
 * The header band: the supplier on the left, the quote's identity on the right.
 * @param {Doc} doc
 * @param {PDFKit.PDFStructureElement} root
 * @param {Model} m
 */
function drawHeader(doc, root, m) {
  const pad = 14;
  const leftWidth = 270;
  const rightWidth = CONTENT_WIDTH - 2 * pad - leftWidth - 10;
  /** @type {[string, string, number][]} */
  const right = [
    [m.identity.reference, BOLD, 15],
    ...m.identity.facts.map((f) => /** @type {[string, string, number]} */ ([f.text, f.bold ? BOLD : FONT, 9.5])),
  ];
  const leftHeight = heightOf(doc, m.supplier.name, leftWidth, BOLD, 15) + 4 + heightOf(doc, m.supplier.contact, leftWidth, FONT, 9);
  const rightHeight = right.reduce((h, [t, f, size]) => h + heightOf(doc, t, rightWidth, f, size) + 2, 0);
  const height = Math.max(leftHeight, rightHeight) + 2 * pad;

  artifact(doc, () => {
    doc.rect(MARGIN, MARGIN, CONTENT_WIDTH, height).fill(BAND);
    doc.rect(MARGIN, MARGIN, CONTENT_WIDTH, 3).fill(BRAND);
  });

  // Read first: which quote this is.
  let y = MARGIN + pad;
  const rightX = MARGIN + CONTENT_WIDTH - pad - rightWidth;
  right.forEach(([t, f, size], i) => {
    tagged(doc, root, i === 0 ? "H1" : "P", () => {
      doc
        .font(f)
        .fontSize(size)
        .fillColor(f === BOLD && size > 10 ? BRAND : INK);
      text(doc, t, rightX, y, { width: rightWidth, align: "right" });
    });
    y += heightOf(doc, t, rightWidth, f, size) + 2;
  });

  y = MARGIN + pad;
  if (m.supplier.name.trim()) {
    tagged(doc, root, "P", () => {
      doc.font(BOLD).fontSize(15).fillColor(BRAND);
      text(doc, m.supplier.name, MARGIN + pad, y, { width: leftWidth });
    });
    y += heightOf(doc, m.supplier.name, leftWidth, BOLD, 15) + 4;
  }
  if (m.supplier.contact) {
    tagged(doc, root, "P", () => {
      doc.font(FONT).fontSize(9).fillColor(INK);
      text(doc, m.supplier.contact, MARGIN + pad, y, { width: leftWidth });
    });
  }
  return MARGIN + height;
}

/**
 * A small label over its text ("PREPARED FOR" / the company): a heading and its paragraph.
 * @param {Doc} doc
 * @param {PDFKit.PDFStructureElement} root
 * @param {string} label
 * @param {{ text: string, bold?: boolean }[]} body
 * @param {number} x
 * @param {number} y
 * @param {number} width
 */
function drawLabelled(doc, root, label, body, x, y, width) {
  tagged(doc, root, "H2", () => {
    doc.font(BOLD).fontSize(7.5).fillColor(MUTED);
    text(doc, label.toUpperCase(), x, y, { width, characterSpacing: 0.5 });
  });
  y += 11;
  for (const part of body) {
    const font = part.bold ? BOLD : FONT;
    const size = part.bold ? 11 : 9.5;
    tagged(doc, root, "P", () => {
      doc.font(font).fontSize(size).fillColor(INK);
      text(doc, part.text, x, y, { width });
    });
    y += heightOf(doc, part.text, width, font, size) + 1;
  }
  return y;
}

/**
 * Prepared for (company, contact), ship to and needed by, and where the quote stands.
 * @param {Doc} doc
 * @param {PDFKit.PDFStructureElement} root
 * @param {Model} m
 * @param {number} top
 */
function drawParties(doc, root, m, top) {
  const y0 = top + 12;
  const firstWidth = 196;
  const secondX = MARGIN + firstWidth + 16;
  const secondWidth = 128;
  const statusX = secondX + secondWidth + 12;
  const statusWidth = MARGIN + CONTENT_WIDTH - statusX;

  const first = drawLabelled(
    doc,
    root,
    "Prepared for",
    [{ text: m.preparedFor.name, bold: true }, ...m.preparedFor.contact.map((t) => ({ text: t }))],
    MARGIN,
    y0,
    firstWidth,
  );
  let second = drawLabelled(doc, root, "Ship to", [{ text: m.shipTo }], secondX, y0, secondWidth);
  if (m.neededBy) second = drawLabelled(doc, root, "Needed by", [{ text: m.neededBy }], secondX, second + 6, secondWidth);

  let y = y0;
  for (const s of m.status) {
    tagged(doc, root, "P", () => {
      doc.font(BOLD).fontSize(10).fillColor(TONES[s.tone]);
      text(doc, s.text, statusX, y, { width: statusWidth, align: "right" });
    });
    y += heightOf(doc, s.text, statusWidth, BOLD, 10) + 3;
  }
  return Math.max(first, second, y) + 10;
}

/**
 * The table's columns for this quote: the SKU column as wide as its longest SKU needs (within limits).
 * @param {Doc} doc
 * @param {Model} m
 * @returns {Column[]}
 */
function columnsFor(doc, m) {
  doc.font(FONT).fontSize(CELL_SIZE);
  const widest = Math.max(0, ...m.lines.map((l) => doc.widthOfString(printable(l.sku))));
  const sku = Math.min(SKU_MAX_WIDTH, Math.max(SKU_MIN_WIDTH, Math.ceil(widest) + 2 * CELL_PAD_X + 1));
  // 504 pt across: the name takes what the others leave.
  return [
    { key: "sku", label: "SKU", width: sku, align: "left" },
    { key: "name", label: "Item", width: 164 + SKU_MIN_WIDTH - sku, align: "left" },
    { key: "quantity", label: "Quantity", width: 52, align: "right" },
    { key: "unit", label: "Unit", width: 62, align: "left", indent: 6 },
    { key: "unitPrice", label: "Unit price", width: 68, align: "right" },
    { key: "lineTotal", label: "Line total", width: 80, align: "right" },
  ];
}

class Table {
  /**
   * @param {Doc} doc
   * @param {Column[]} columns
   */
  constructor(doc, columns) {
    this.doc = doc;
    this.columns = columns;
    this.x = columns.reduce((xs, c, i) => [...xs, i === 0 ? MARGIN : xs[i - 1] + columns[i - 1].width], /** @type {number[]} */ ([]));
    // Break ladders and notes run under a line from the Item column to the Unit price column.
    this.detailX = this.x[1];
    this.detailWidth = columns[1].width + columns[2].width + columns[3].width + columns[4].width - 2 * CELL_PAD_X;
  }

  /** @param {number} i */
  cellX(i) {
    return this.x[i] + CELL_PAD_X + (this.columns[i].indent ?? 0);
  }

  /** @param {number} i */
  cellWidth(i) {
    return this.columns[i].width - 2 * CELL_PAD_X - (this.columns[i].indent ?? 0);
  }

  /**
   * The header row: tagged once (TH cells scoped to their column); on the pages after, an artifact.
   * @param {PDFKit.PDFStructureElement | null} table
   * @param {number} top
   */
  drawHeader(table, top) {
    const doc = this.doc;
    const height = 20;
    artifact(doc, () => doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(HEADER_FILL));
    const labels = () =>
      this.columns.forEach((c, i) => {
        const draw = () => {
          doc.font(BOLD).fontSize(8.5).fillColor(MUTED);
          text(doc, c.label, this.cellX(i), top + 6, { width: this.cellWidth(i), align: c.align, lineBreak: false });
        };
        if (row) tagged(doc, row, "TH", draw, { scope: "Column" });
        else draw();
      });
    const row = table ? doc.struct("TR") : null;
    if (table && row) {
      table.add(row);
      labels();
      row.end();
    } else {
      artifact(doc, labels, "Pagination");
    }
    artifact(doc, () =>
      doc
        .moveTo(MARGIN, top + height)
        .lineTo(MARGIN + CONTENT_WIDTH, top + height)
        .lineWidth(0.75)
        .strokeColor(RULE)
        .stroke(),
    );
    return top + height;
  }

  /**
   * The SKU's font size: the cell's, or smaller so that it fits one line.
   * @param {string} sku
   */
  skuSize(sku) {
    const doc = this.doc;
    const width = doc.font(FONT).fontSize(CELL_SIZE).widthOfString(printable(sku));
    const room = this.cellWidth(0);
    return width <= room ? CELL_SIZE : Math.floor(((CELL_SIZE * room) / width) * 100) / 100;
  }

  /** @param {Line} line */
  measure(line) {
    const cells = this.columns.map((c) => String(line[c.key]));
    const main = Math.max(
      CELL_SIZE * 1.15 + LINE_GAP,
      ...cells.map((c, i) => (i === 0 ? 0 : heightOf(this.doc, c, this.cellWidth(i), i === 1 ? BOLD : FONT, CELL_SIZE))),
    );
    // Measured all in bold: the marked step is bold, so the real text is never taller.
    const ladderText = ["Quantity breaks:", ...line.ladder.map((b) => b.text)].join("   ");
    const note = line.note.trim();
    const ladderHeight = line.ladder.length ? heightOf(this.doc, ladderText, this.detailWidth, BOLD, 8) + 2 : 0;
    const noteHeight = note ? heightOf(this.doc, note, this.detailWidth, ITALIC, 8.5) + 2 : 0;
    return { cells, note, main, ladderHeight, height: CELL_PAD_Y + main + ladderHeight + noteHeight + CELL_PAD_Y };
  }

  /**
   * A row: a TR of TD cells; the break ladder and the note belong to the Item cell.
   * @param {PDFKit.PDFStructureElement} table
   * @param {Line} line
   * @param {ReturnType<Table["measure"]>} row
   * @param {number} top
   */
  drawRow(table, line, row, top) {
    const doc = this.doc;
    const y = top + CELL_PAD_Y;
    const tr = doc.struct("TR");
    table.add(tr);
    /** @type {PDFKit.PDFStructureElement | null} */
    let item = null;
    row.cells.forEach((c, i) => {
      const draw = () => {
        doc.fillColor(INK);
        if (i === 0) {
          doc.font(FONT).fontSize(this.skuSize(c));
          text(doc, c, this.cellX(i), y, { lineBreak: false });
          return;
        }
        doc.font(i === 1 ? BOLD : FONT).fontSize(CELL_SIZE);
        text(doc, c, this.cellX(i), y, { width: this.cellWidth(i), align: this.columns[i].align });
      };
      if (i !== 1) return tagged(doc, tr, "TD", draw);
      item = doc.struct("TD");
      tr.add(item);
      item.add(draw);
    });
    // The ladder and the note belong to the Item cell, but are drawn after the row's
    // other cells so that the row reads as one line of text.
    if (item) {
      const cell = /** @type {PDFKit.PDFStructureElement} */ (item);
      if (line.ladder.length || row.note) cell.add(() => this.drawDetails(line, row, y + row.main));
      cell.end();
    }
    tr.end();
    const bottom = top + row.height;
    artifact(doc, () =>
      doc
        .moveTo(MARGIN, bottom)
        .lineTo(MARGIN + CONTENT_WIDTH, bottom)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke(),
    );
    return bottom;
  }

  /**
   * @param {Line} line
   * @param {ReturnType<Table["measure"]>} row
   * @param {number} y
   */
  drawDetails(line, row, y) {
    const doc = this.doc;
    const x = this.detailX + CELL_PAD_X;
    if (line.ladder.length) {
      // One run of text, so the steps wrap like words; only the marked step changes font.
      doc.font(FONT).fontSize(8).fillColor(MUTED);
      doc.text("Quantity breaks:   ", x, y + 2, { width: this.detailWidth, lineGap: LINE_GAP, continued: true });
      line.ladder.forEach((step, i) => {
        const last = i === line.ladder.length - 1;
        doc.font(step.applied ? BOLD : FONT).fillColor(step.applied ? INK : MUTED);
        doc.text(printable(step.text) + (last ? "" : "   "), { continued: !last });
      });
      y += row.ladderHeight;
    }
    if (row.note) {
      doc.font(ITALIC).fontSize(8.5).fillColor(INK);
      text(doc, row.note, x, y + 2, { width: this.detailWidth });
    }
  }
}

/**
 * @param {Doc} doc
 * @param {PDFKit.PDFStructureElement} root
 * @param {Model} m
 * @param {number} top
 */
function drawTotals(doc, root, m, top) {
  const labelWidth = 110;
  const valueWidth = 120;
  const valueX = MARGIN + CONTENT_WIDTH - valueWidth - CELL_PAD_X;
  const labelX = valueX - labelWidth - 8;
  let y = top + 10;
  for (const { label, value, strong } of m.totals) {
    if (strong)
      artifact(doc, () =>
        doc
          .moveTo(labelX, y - 4)
          .lineTo(MARGIN + CONTENT_WIDTH, y - 4)
          .lineWidth(0.75)
          .strokeColor(INK)
          .stroke(),
      );
    tagged(doc, root, "P", () => {
      doc
        .font(strong ? BOLD : FONT)
        .fontSize(strong ? 11 : 9.5)
        .fillColor(INK);
      text(doc, label, labelX, y, { width: labelWidth, align: "right", lineBreak: false });
      text(doc, value, valueX, y, { width: valueWidth, align: "right", lineBreak: false });
    });
    y += strong ? 18 : 15;
  }
  return y;
}

/**
 * How to accept: a sentence and the private link, as a Link element.
 * @param {Doc} doc
 * @param {PDFKit.PDFStructureElement} root
 * @param {Model} m
 * @param {number} top
 */
function drawOnline(doc, root, m, top) {
  const pad = 10;
  const width = CONTENT_WIDTH - 2 * pad;
  const height = 11 + heightOf(doc, m.online.text, width, FONT, 9.5) + 3 + heightOf(doc, m.online.url, width, BOLD, 9.5) + 2 * pad;
  let y = top + 12;
  if (y + height > CONTENT_BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  artifact(doc, () => {
    doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill(BAND);
    doc.rect(MARGIN, y, 3, height).fill(BRAND);
  });
  const x = MARGIN + pad;
  let at = y + pad;
  tagged(doc, root, "H2", () => {
    doc.font(BOLD).fontSize(7.5).fillColor(MUTED);
    text(doc, m.online.heading.toUpperCase(), x, at, { width, characterSpacing: 0.5 });
  });
  at += 11;
  const p = doc.struct("P");
  root.add(p);
  p.add(() => {
    doc.font(FONT).fontSize(9.5).fillColor(INK);
    text(doc, m.online.text, x, at, { width });
  });
  at += heightOf(doc, m.online.text, width, FONT, 9.5) + 3;
  // The link's text runs whole on its line: a reader that finds links in the text sees all of it.
  p.add(
    doc.struct("Link", { alt: m.online.url }, () => {
      doc.font(BOLD).fontSize(9.5).fillColor(BRAND);
      text(doc, m.online.url, x, at, { width, link: m.online.url, underline: false });
    }),
  );
  p.end();
  return y + height;
}

/**
 * Lead time, terms and a decline's reason: long ones flow onto further pages by themselves.
 * @param {Doc} doc
 * @param {PDFKit.PDFStructureElement} root
 * @param {Model} m
 * @param {number} top
 */
function drawConditions(doc, root, m, top) {
  let y = top + 10;
  for (const { label, body } of m.conditions) {
    // A heading stays with at least the first line of its text; the rest may flow onto the next page.
    if (y + 11 + heightOf(doc, "X", CONTENT_WIDTH, FONT, 9.5) > CONTENT_BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    const at = y;
    tagged(doc, root, "H2", () => {
      doc.font(BOLD).fontSize(7.5).fillColor(MUTED);
      text(doc, label.toUpperCase(), MARGIN, at, { width: CONTENT_WIDTH, characterSpacing: 0.5 });
    });
    tagged(doc, root, "P", () => {
      doc.font(FONT).fontSize(9.5).fillColor(INK);
      text(doc, body, MARGIN, at + 11, { width: CONTENT_WIDTH });
    });
    y = doc.y + 10;
  }
}

/**
 * @param {Doc} doc
 * @param {Model} m
 */
function drawFooters(doc, m) {
  const range = doc.bufferedPageRange();
  const y = FOOTER_Y;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the flow's bottom margin would start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    artifact(
      doc,
      () => {
        doc
          .moveTo(MARGIN, y - 6)
          .lineTo(MARGIN + CONTENT_WIDTH, y - 6)
          .lineWidth(0.5)
          .strokeColor(RULE)
          .stroke();
        doc.font(FONT).fontSize(8).fillColor(MUTED);
        text(doc, m.footer, MARGIN, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
        text(doc, `Page ${i - range.start + 1} of ${range.count}`, MARGIN + CONTENT_WIDTH / 2, y, {
          width: CONTENT_WIDTH / 2,
          align: "right",
          lineBreak: false,
        });
      },
      "Pagination",
    );
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The quote's PDF: US Letter, 0.75 in margins, lines table repeated under its header on every page.
 * @param {Model} m
 * @returns {Promise<Uint8Array>}
 */
export async function renderQuotePdfModel(m) {
  const f = fonts();
  const created = m.creationDate ? new Date(m.creationDate) : null;
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    bufferPages: true,
    pdfVersion: "1.7",
    tagged: true,
    lang: "en-US",
    displayTitle: true,
    // No default font: pdfkit's is the standard Helvetica; every text here names an embedded one.
    font: /** @type {string} */ (/** @type {unknown} */ (null)),
    info: {
      Title: m.title,
      Author: m.author,
      Subject: m.subject,
      // The version's own date, so one version always gives the same document.
      ...(created && !Number.isNaN(created.getTime()) ? { CreationDate: created } : {}),
    },
  });
  for (const [name, bytes] of Object.entries(f)) doc.registerFont(name, bytes);
  /** @type {Buffer[]} */
  const chunks = [];
  const done = new Promise((resolve, reject) => {
    doc.on("data", (chunk) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });

  const root = doc.struct("Document");
  doc.addStructure(root);
  let y = drawParties(doc, root, m, drawHeader(doc, root, m));

  const columns = new Table(doc, columnsFor(doc, m));
  const table = doc.struct("Table");
  root.add(table);
  y = columns.drawHeader(table, y);
  for (const line of m.lines) {
    const row = columns.measure(line);
    if (y + row.height > CONTENT_BOTTOM) {
      doc.addPage();
      y = columns.drawHeader(null, MARGIN);
    }
    y = columns.drawRow(table, line, row, y);
  }
  table.end();

  if (y + 70 > CONTENT_BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  y = drawTotals(doc, root, m, y);
  y = drawOnline(doc, root, m, y);
  drawConditions(doc, root, m, y);
  root.end();
  drawFooters(doc, m);
  doc.end();
  return /** @type {Promise<Uint8Array>} */ (done);
}
