/**
 * Product comparison: which SKUs are compared and how their
 * typed attributes and specifications line up. Browser-safe: used by the
 * compare page, its toggle and the stored selection.
 */
import { parseStored } from "./stored";
import { attributesFor, formatAttributeWithEquivalents, readQuantity, type AttributeDef, type Attributes } from "./attributes";
import { parseSpecifications } from "./specifications";
import { toBase, UNITS } from "./units";

/** More columns than this do not fit side by side, even scrolled. */
export const COMPARE_MAX = 4;
export const COMPARE_STORAGE_KEY = "usplastic-compare";
export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_MAX} products`;

/** SKUs from `?skus=A,B,C`: trimmed, blanks dropped, duplicates (case-insensitive) kept once, in order. */
export function parseSkus(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of (text ?? "").split(",")) {
    const sku = raw.trim();
    if (!sku || seen.has(sku.toLowerCase())) continue;
    seen.add(sku.toLowerCase());
    out.push(sku);
  }
  return out;
}

export function compareHref(skus: readonly string[]): string {
  return `/compare?skus=${skus.map(encodeURIComponent).join(",")}`;
}

/** A stored selection read back: anything other than an array of strings (hand-edited, older format) counts as empty. */
export function readSelection(text: string | null): string[] {
  return parseStored(text, selectionOf) ?? [];
}

function selectionOf(data: unknown): string[] | null {
  if (!Array.isArray(data)) return null;
  return parseSkus(data.filter((s): s is string => typeof s === "string").join(",")).slice(0, COMPARE_MAX);
}

export const sameSku = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export interface SpecRow {
  key: string;
  /** One value per product, in column order; null where the product lacks the key. */
  values: (string | null)[];
  /** true when not every product shows the same value (a missing value differs from any value). */
  differs: boolean;
}

/** One row per specification key over all products (first-seen order). */
export function specRows(specifications: readonly string[]): SpecRow[] {
  return entryRows(specifications.map((text) => parseSpecifications(text).entries));
}

function entryRows(entries: readonly (readonly [string, string])[][]): SpecRow[] {
  const maps = entries.map((e) => new Map(e));
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const map of maps) {
    for (const key of map.keys()) {
      if (!seen.has(key)) {
        seen.add(key);
        keys.push(key);
      }
    }
  }
  return keys.map((key) => {
    const values = maps.map((m) => (m.has(key) ? (m.get(key) ?? "") : null));
    return { key, values, differs: valuesDiffer(values) };
  });
}

/** Values differ when, ignoring case and surrounding spaces, they are not all the same. */
export function valuesDiffer(values: readonly (string | null)[]): boolean {
  const norm = values.map((v) => (v === null ? null : v.trim().toLowerCase()));
  return norm.some((v) => v !== norm[0]);
}

/** What the compare rows need of a product. */
export type ComparedProduct = { category: { slug: string } | null; attributes: Attributes; specifications: string };
/** What they need of its category: the attribute definitions, in display order. */
export type ComparedCategory = { slug: string; attributes: readonly AttributeDef[] };

export interface CompareRow {
  /** Unique among the rows: `attr-{key}` for an attribute, `spec-{label}` for a free-text entry. */
  key: string;
  label: string;
  /** One shown value per product, in column order; null where the product has none. */
  values: (string | null)[];
  differs: boolean;
}

/** "Thickness" and " thickness " name the same entry: saving a product writes its attributes into the specifications under their labels. */
const labelKey = (label: string) => label.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();

/** Two definitions share a row when they hold the same kind of value: text, plain counts, or numbers of one dimension (gauge and mil are both thicknesses). */
const dimensionOf = (d: AttributeDef) => (d.type === "text" ? "text" : d.unit ? UNITS[d.unit].dimension : "count");

/** What a cell is compared by: a number in its dimension's base unit (µm, mm, L), or lower-cased text. */
type Comparable = number | string | null;

function sameComparable(a: Comparable, b: Comparable): boolean {
  if (typeof a === "number" && typeof b === "number") return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  return a === b;
}

/**
 * The compare table's specification rows: first one per attribute the
 * compared products' categories define (first product's category's order,
 * then keys the next ones add), each product's value shown with its other
 * units (formatAttributeWithEquivalents), then the free-text entries under
 * any other label, as specRows gives them.
 *
 * Numbers are compared by quantity, not text: 80 gauge equals 0.8 mil in a
 * category that stores mil. A product without the attribute shows its own
 * free-text entry of that label if it has one (a category that does not
 * define it, or a spec the admin wrote as text), else nothing (the table's
 * "—"). An attribute none of the products has a value for gets no row.
 */
export function compareRows(products: readonly ComparedProduct[], categories: readonly ComparedCategory[]): CompareRow[] {
  const defsOf = products.map((p) => (p.category ? (categories.find((c) => c.slug === p.category?.slug)?.attributes ?? []) : []));
  const valuesOf = products.map((p, i) => attributesFor(p.attributes, defsOf[i]));
  const freeText = products.map((p) => parseSpecifications(p.specifications).entries);

  // One group per key and kind of value; the same key holding another kind (a text "size" beside a number one) gets its own row.
  const groups: { key: string; dimension: string; defs: (AttributeDef | undefined)[] }[] = [];
  defsOf.forEach((defs) => {
    for (const def of defs) {
      if (groups.some((g) => g.key === def.key && g.dimension === dimensionOf(def))) continue;
      const dimension = dimensionOf(def);
      groups.push({ key: def.key, dimension, defs: defsOf.map((ds) => ds.find((d) => d.key === def.key && dimensionOf(d) === dimension)) });
    }
  });

  const attributeLabels = new Set<string>();
  const rows: CompareRow[] = [];
  for (const g of groups) {
    const labels = new Set(g.defs.flatMap((d) => (d ? [labelKey(d.label)] : [])));
    const rowUnit = g.defs.find((d) => d?.unit)?.unit ?? null;
    const cells = products.map((_, i): { text: string | null; value: Comparable } => {
      const def = g.defs[i];
      const value = def ? valuesOf[i][def.key] : undefined;
      if (def && value !== undefined) {
        const comparable = typeof value === "number" ? (def.unit ? toBase(value, def.unit) : value) : labelKey(value);
        return { text: formatAttributeWithEquivalents(def, value), value: comparable };
      }
      const written = freeText[i].find(([label]) => labels.has(labelKey(label)));
      if (!written) return { text: null, value: null };
      const n = g.dimension === "text" ? NaN : readQuantity(written[1], rowUnit);
      return { text: written[1], value: Number.isFinite(n) ? (rowUnit ? toBase(n, rowUnit) : n) : labelKey(written[1]) };
    });
    if (cells.every((c) => c.text === null)) continue;
    labels.forEach((l) => attributeLabels.add(l));
    const firstDef = g.defs.find((d) => d !== undefined)!;
    const key = rows.some((r) => r.key === `attr-${g.key}`) ? `attr-${g.key}-${g.dimension}` : `attr-${g.key}`;
    rows.push({
      key,
      label: firstDef.label,
      values: cells.map((c) => c.text),
      differs: cells.some((c) => !sameComparable(c.value, cells[0].value)),
    });
  }

  const rest = entryRows(freeText.map((entries) => entries.filter(([label]) => !attributeLabels.has(labelKey(label)))));
  return [...rows, ...rest.map((r) => ({ key: `spec-${r.key}`, label: r.key, values: r.values, differs: r.differs }))];
}
