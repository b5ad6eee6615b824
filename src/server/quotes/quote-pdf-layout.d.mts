/** One step of a line's break ladder, already written out ("25+ rolls at $1.10"). */
export interface QuotePdfStep {
  text: string;
  /** The step the line's quantity reaches: printed bold. */
  applied: boolean;
}

export interface QuotePdfLine {
  sku: string;
  name: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  lineTotal: string;
  ladder: QuotePdfStep[];
  note: string;
}

/**
 * Everything the quote's PDF prints, as finished text: the app formats money,
 * dates and units (src/server/quotes/quote-pdf.ts), this module only lays it out.
 */
export interface QuotePdfModel {
  title: string;
  author: string;
  subject: string;
  /** ISO moment written as the document's creation date (the version's own, so one version gives the same bytes). */
  creationDate: string | null;
  supplier: { name: string; contact: string };
  /** The header's right side: "Quote Q-…" first, then version, sent and valid-until lines. */
  identity: { reference: string; facts: { text: string; bold: boolean }[] };
  /** Who the quote is for: the company (or the buyer's name) and the contact's lines. */
  preparedFor: { name: string; contact: string[] };
  shipTo: string;
  neededBy: string | null;
  status: { text: string; tone: "red" | "green" | "blue" | "muted" }[];
  lines: QuotePdfLine[];
  totals: { label: string; value: string; strong: boolean }[];
  /** How to accept (or open) the quote online: a sentence and the private link. */
  online: { heading: string; text: string; url: string };
  conditions: { label: string; body: string }[];
  footer: string;
}

/** The PDF's bytes, made in the calling thread. */
export function renderQuotePdfModel(model: QuotePdfModel): Promise<Uint8Array>;

/** What a character prints as: itself, without its accent, or "?" when the embedded font has no glyph for it. */
export function printable(text: string): string;
