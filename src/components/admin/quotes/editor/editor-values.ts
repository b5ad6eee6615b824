/**
 * The quote editor's form values and what is derived from them. Every field is
 * kept as the text the admin typed (a quantity "12", a price "1,234.5"); the
 * draft schema reads that text exactly as the server does, so the live totals
 * appear only for values the server would accept, and match its own.
 */
import { parseMoney, type MoneyResult } from "@/lib/money";
import { priceLine, quoteTotals, type QuoteLineInput } from "@/lib/quote-math";
import type { QuoteDraft } from "@/lib/types";
import { quoteLineSchema } from "@/lib/validation/quote";

export interface BreakValues {
  minQuantity: string;
  unitPrice: string;
}

export interface LineValues {
  sku: string;
  name: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  breaks: BreakValues[];
  note: string;
}

export interface EditorValues {
  lines: LineValues[];
  freight: string;
  leadTime: string;
  validUntil: string;
  terms: string;
}

export const emptyLine = (): LineValues => ({ sku: "", name: "", quantity: "1", unit: "each", unitPrice: "", breaks: [], note: "" });
export const emptyBreak = (): BreakValues => ({ minQuantity: "", unitPrice: "" });

export function editorValues(draft: QuoteDraft): EditorValues {
  return {
    lines: draft.lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      quantity: String(l.quantity),
      unit: l.unit,
      unitPrice: l.unitPrice,
      breaks: l.breaks.map((b) => ({ minQuantity: String(b.minQuantity), unitPrice: b.unitPrice })),
      note: l.note,
    })),
    freight: draft.freight ?? "",
    leadTime: draft.leadTime,
    validUntil: draft.validUntil,
    terms: draft.terms,
  };
}

/** Whole-number text becomes a number; anything else stays text, which the schema refuses with the quantity message. */
function quantityValue(text: string): number | string {
  const t = text.trim();
  return /^\d{1,9}$/.test(t) ? Number(t) : text;
}

const linePayload = (l: LineValues) => ({
  ...l,
  quantity: quantityValue(l.quantity),
  breaks: l.breaks.map((b) => ({ minQuantity: quantityValue(b.minQuantity), unitPrice: b.unitPrice })),
});

/** The body of PUT …/draft before the schema reads it (the schema normalises money and trims text). */
export function draftPayload(v: EditorValues) {
  return { ...v, lines: v.lines.map(linePayload) };
}

export interface LiveTotals {
  /** Each line's total, or null while that line has a value the server would refuse. */
  lines: (string | null)[];
  subtotal: string | null;
  /** The freight as read: null is FOB, freight collect. */
  freight: MoneyResult;
  total: string | null;
}

/** Totals in exact decimal from the values as they are now; null wherever a value does not parse. */
export function liveTotals(v: EditorValues): LiveTotals {
  const parsed = v.lines.map((l): QuoteLineInput | null => {
    const r = quoteLineSchema.safeParse(linePayload(l));
    return r.success ? r.data : null;
  });
  const lines = parsed.map((l) => (l ? priceLine(l).lineTotal : null));
  const freight = parseMoney(v.freight);
  const complete = parsed.length > 0 && parsed.every((l): l is QuoteLineInput => l !== null);
  if (!complete) return { lines, subtotal: null, freight, total: null };
  const totals = quoteTotals(parsed, freight.ok ? freight.value : null);
  return { lines, subtotal: totals.subtotal, freight, total: freight.ok ? totals.total : null };
}

/** Every field path the form has now, for the server's per-field errors ("lines.0.unitPrice"). */
export function fieldPaths(v: EditorValues): string[] {
  const paths = ["lines", "freight", "leadTime", "validUntil", "terms"];
  v.lines.forEach((l, i) => {
    paths.push(
      `lines.${i}`,
      `lines.${i}.sku`,
      `lines.${i}.name`,
      `lines.${i}.quantity`,
      `lines.${i}.unit`,
      `lines.${i}.unitPrice`,
      `lines.${i}.breaks`,
      `lines.${i}.note`,
    );
    l.breaks.forEach((_, j) =>
      paths.push(`lines.${i}.breaks.${j}`, `lines.${i}.breaks.${j}.minQuantity`, `lines.${i}.breaks.${j}.unitPrice`),
    );
  });
  return paths;
}
