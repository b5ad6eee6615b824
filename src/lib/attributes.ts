/**
 * Typed attributes: each category defines the specs its products are chosen by
 * (stretch film: width, length, thickness...), and each product holds a value
 * for them. Browser-safe and pure: the admin forms, the route handlers, the
 * facet filters, the search and the product page share these rules.
 *
 * Stored as JSON text: Category.attributes holds the definitions (an array, in
 * display order), Product.attributes the values ({key: value}), numbers in the
 * unit of their category's definition. The free-text `specifications` stays:
 * a product's labelled attributes are written into it on save
 * (`specificationsWithAttributes`), so the two never disagree. The
 * definitions' zod schema is in validation/attribute-defs.ts: this module
 * runs in the storefront's browser code, which should not carry zod.
 */
import { convert, formatNumber, formatWithEquivalents, unitFromAlias, UNITS, type UnitKey } from "./units";
import { parseSpecificationsObject } from "./specifications";

export const ATTRIBUTE_TYPES = ["number", "text"] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** How a category page offers the attribute as a filter: not at all, as checkboxes of its values, or as a min-max range (numbers only). */
export const FILTER_KINDS = ["none", "values", "range"] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export interface AttributeDef {
  /** camelCase, unique in its category: the JSON key and the filter's URL parameter (`?width=18`). */
  key: string;
  label: string;
  type: AttributeType;
  /** Numbers only; null for a plain count. */
  unit: UnitKey | null;
  filter: FilterKind;
}

export type AttributeValue = number | string;
export type Attributes = Record<string, AttributeValue>;

export const MAX_ATTRIBUTES = 20;
export const ATTRIBUTE_LABEL_MAX = 60;
export const ATTRIBUTE_TEXT_MAX = 100;
/** A number attribute's largest value: far above any real spec, low enough that arithmetic on it stays exact. */
export const ATTRIBUTE_NUMBER_MAX = 1_000_000_000;
export const ATTRIBUTE_KEY_PATTERN = /^[a-z][A-Za-z0-9]{0,39}$/;
export const ATTRIBUTE_KEY_MESSAGE = "Key must start with a lower-case letter and hold only letters and digits (at most 40)";
/** URL parameters of catalogue pages that are not filters, so no attribute may be named like them. */
export const RESERVED_ATTRIBUTE_KEYS = ["page", "pageSize", "q", "search", "sort", "skus"] as const;

/** Stored values: finite numbers and strings only. */
export function parseAttributes(text: string | null | undefined): Attributes {
  if (!text) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {};
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
  const out: Attributes = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if ((typeof v === "number" && Number.isFinite(v)) || typeof v === "string") out[k] = v;
  }
  return out;
}

/** Reads a number as people type it: "18", "1,500", " 0.8 "; anything else is NaN. */
export function parseNumberText(text: string): number {
  const t = text.trim().replace(/,(?=\d{3}(\D|$))/g, "");
  return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : NaN;
}

export type AttributeErrors = Record<string, string>;

/**
 * Checks a product's attribute values against its category's definitions:
 * numbers (or numeric text from a form) within 0..ATTRIBUTE_NUMBER_MAX, text
 * of one line up to ATTRIBUTE_TEXT_MAX characters. Empty values (undefined,
 * null, "") are left out: every attribute is optional. A key the category does
 * not define is an error, so a typo never vanishes silently. Errors are keyed
 * `attributes.{key}`, as the form's fields are named.
 */
export function validateAttributes(
  input: unknown,
  defs: readonly AttributeDef[],
): { ok: true; value: Attributes } | { ok: false; errors: AttributeErrors } {
  if (input === undefined || input === null) return { ok: true, value: {} };
  if (typeof input !== "object" || Array.isArray(input))
    return { ok: false, errors: { attributes: "Attributes must be an object of key/value pairs" } };
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const errors: AttributeErrors = {};
  const value: Attributes = {};
  for (const [key, raw] of Object.entries(input as Record<string, unknown>)) {
    const def = byKey.get(key);
    const field = `attributes.${key}`;
    if (!def) {
      errors[field] = `${key} is not an attribute of this category`;
      continue;
    }
    if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) continue;
    if (def.type === "number") {
      const n = typeof raw === "number" ? raw : typeof raw === "string" ? parseNumberText(raw) : NaN;
      if (!Number.isFinite(n)) errors[field] = `${def.label} must be a number`;
      else if (n < 0) errors[field] = `${def.label} cannot be negative`;
      else if (n > ATTRIBUTE_NUMBER_MAX) errors[field] = `${def.label} is too large`;
      else value[key] = n;
    } else {
      if (typeof raw !== "string" && typeof raw !== "number") {
        errors[field] = `${def.label} must be text`;
        continue;
      }
      const s = String(raw).trim();
      if (/[\r\n]/.test(s)) errors[field] = `${def.label} must be one line`;
      // A NUL or other control character would be a filter link no request may carry (a URL with %00 is refused).
      else if (/[\u0000-\u001f\u007f]/.test(s)) errors[field] = `${def.label} must not contain control characters`;
      else if (Array.from(s).length > ATTRIBUTE_TEXT_MAX) errors[field] = `${def.label} must be at most ${ATTRIBUTE_TEXT_MAX} characters`;
      else value[key] = s;
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: ordered(value, defs) };
}

/** Values in their definitions' order (stored JSON and API answers read the same every time). */
function ordered(value: Attributes, defs: readonly AttributeDef[]): Attributes {
  const out: Attributes = {};
  for (const d of defs) if (d.key in value) out[d.key] = value[d.key];
  return out;
}

/** Only the values the definitions still describe, with the right type (a definition changed after the value was saved drops it). */
export function attributesFor(values: Attributes, defs: readonly AttributeDef[]): Attributes {
  const out: Attributes = {};
  for (const d of defs) {
    const v = values[d.key];
    if (d.type === "number" ? typeof v === "number" : typeof v === "string") out[d.key] = v;
  }
  return out;
}

/** "18 in", "80 gauge", "Clear", "1000": a value as written in the specifications and on cards. */
export function formatAttribute(def: AttributeDef, value: AttributeValue): string {
  if (typeof value === "string") return value;
  return def.unit ? `${formatNumber(value)} ${UNITS[def.unit].symbol}` : formatNumber(value);
}

/** With the other units beside it: "80 gauge (0.8 mil, 20 µm)" (the product page). */
export function formatAttributeWithEquivalents(def: AttributeDef, value: AttributeValue): string {
  if (typeof value === "string") return value;
  return def.unit ? formatWithEquivalents(value, def.unit) : formatNumber(value);
}

/**
 * A number with an optional unit word ("18in", "1500 feet", "80 gauge",
 * "20mic", "1,000 bags"), converted to `unit`. The first number is read; a
 * unit of another dimension than `unit`'s makes it unreadable (NaN). A number
 * written without a unit is in `assumed` when that is of `unit`'s dimension (a
 * spec named "Gauge"), else already in `unit`.
 */
export function readQuantity(text: string, unit: UnitKey | null, assumed?: UnitKey): number {
  const m = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|\.\d+)\s*("|'{1,2}|[A-Za-zµμ]+)?/.exec(text.normalize("NFKC"));
  if (!m) return NaN;
  const n = Number(m[1].replace(/,/g, ""));
  const implied = !m[2] && unit && assumed && UNITS[assumed].dimension === UNITS[unit].dimension ? assumed : undefined;
  const written = m[2] ? unitFromAlias(m[2]) : implied;
  if (!unit || !written) return n;
  if (UNITS[written].dimension !== UNITS[unit].dimension) return NaN;
  return convert(n, written, unit);
}

/** Spec keys (lower case, letters only) that name an attribute besides its own key and label. */
const SYNONYMS: Record<string, string[]> = {
  thickness: ["thickness", "gauge", "mil", "micron", "filmthickness"],
  width: ["width", "filmwidth"],
  length: ["length", "filmlength"],
  capacity: ["capacity", "volume", "gallons"],
  countpercase: ["case", "casecount", "count", "quantity", "qty", "perCase".toLowerCase()],
  countperbox: ["box", "boxcount", "count", "quantity", "qty", "perbox"],
  filmtype: ["filmtype", "type", "application"],
  color: ["color", "colour"],
  material: ["material"],
  size: ["size"],
};

/** A spec key or label as compared: "Film Width", "film-width" and "FILM_WIDTH" are one; letters of any script count ("Ширина" and "Длина" are two). */
export const squash = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

export interface DerivedAttributes {
  attributes: Attributes;
  /** Definitions a specification named but whose text could not be read ("Thickness": "heavy"). */
  unparsed: { key: string; text: string }[];
}

/**
 * Attribute values read out of a product's free-text specifications, for
 * databases made before typed attributes and for imports: a spec whose key is
 * the attribute's key, label or a common synonym ("Film Width", "Gauge",
 * "Case") gives its value; a "Size" of "W x L unit" gives width and length
 * when the category has those and no `size` of its own.
 */
export function deriveAttributes(specifications: string | Record<string, unknown>, defs: readonly AttributeDef[]): DerivedAttributes {
  const specs = typeof specifications === "string" ? (parseSpecificationsObject(specifications) ?? {}) : specifications;
  const entries = Object.entries(specs).map(([k, v]) => [squash(k), String(v ?? "").trim()] as const);
  const attributes: Attributes = {};
  const unparsed: DerivedAttributes["unparsed"] = [];
  const labels = new Set(defs.map((d) => squash(d.label)));
  for (const def of defs) {
    const label = squash(def.label);
    const names = new Set([squash(def.key), ...(SYNONYMS[def.key.toLowerCase()] ?? [])]);
    // Its own label first, where specificationsWithAttributes writes the value; then its key and
    // synonyms, but never another attribute's label ("Gauge" beside "Thickness" is the gauge's).
    const hit = entries.find(([k]) => k === label) ?? entries.find(([k]) => names.has(k) && !labels.has(k));
    if (!hit || hit[1] === "") continue;
    if (def.type === "text") {
      // What validateAttributes accepts (one line without control characters, at most ATTRIBUTE_TEXT_MAX characters, not UTF-16 units), so a derived value can be saved again as it is.
      const text = Array.from(hit[1].replace(/\s*[\r\n\u0000-\u001f\u007f]+\s*/g, " "))
        .slice(0, ATTRIBUTE_TEXT_MAX)
        .join("")
        .trim();
      if (text) attributes[def.key] = text;
      continue;
    }
    // A spec named by a unit ("Gauge": "80", "Gallons": "55") gives a bare number that unit, not the definition's.
    const n = readQuantity(hit[1], def.unit, unitFromAlias(hit[0]));
    if (Number.isFinite(n) && n >= 0 && n <= ATTRIBUTE_NUMBER_MAX) attributes[def.key] = n;
    else unparsed.push({ key: def.key, text: hit[1] });
  }
  const size = entries.find(([k]) => k === "size" || k === "dimensions");
  const width = defs.find((d) => d.key === "width" && d.type === "number");
  const length = defs.find((d) => d.key === "length" && d.type === "number");
  if (size && width && length && !defs.some((d) => d.key === "size") && !("width" in attributes && "length" in attributes)) {
    const m = /^\s*([\d.]+)\s*([A-Za-z"']*)\s*[x×*]\s*([\d.]+)\s*([A-Za-z"']*)/.exec(size[1]);
    if (m) {
      // "10 x 13 in": the unit written last applies to both; "18in x 1500ft": each its own.
      const w = readQuantity(`${m[1]} ${m[2] || m[4]}`, width.unit);
      const l = readQuantity(`${m[3]} ${m[4] || m[2]}`, length.unit);
      if (Number.isFinite(w) && w <= ATTRIBUTE_NUMBER_MAX && !("width" in attributes)) attributes.width = w;
      if (Number.isFinite(l) && l <= ATTRIBUTE_NUMBER_MAX && !("length" in attributes)) attributes.length = l;
    }
  }
  return { attributes: ordered(attributes, defs), unparsed };
}

/**
 * The specifications text with the product's attributes written in under
 * their labels. An entry that already says the value is kept as written:
 * under the label ("Width": "18in") or under a name deriving reads the same
 * attribute from ("Case": "50 bags" for the count per case), and for text
 * when it holds the value among more words ("Color": "White / gray inside").
 * An entry of the label that says something else is replaced; a missing one
 * is added. Other entries stay as they are.
 */
export function specificationsWithAttributes(specifications: string, defs: readonly AttributeDef[], values: Attributes): string {
  const specs = { ...(parseSpecificationsObject(specifications) ?? {}) } as Record<string, unknown>;
  const labels = new Set(defs.map((d) => squash(d.label)));
  for (const def of defs) {
    const value = values[def.key];
    if (value === undefined) continue;
    const says = (key: string) => specSays(def, key, specs[key], value);
    const existing = Object.keys(specs).find((k) => squash(k) === squash(def.label));
    if (existing !== undefined) {
      if (!says(existing)) specs[existing] = writtenExactly(def, value);
      continue;
    }
    const names = new Set([squash(def.key), ...(SYNONYMS[def.key.toLowerCase()] ?? [])]);
    const other = Object.keys(specs).find((k) => names.has(squash(k)) && !labels.has(squash(k)));
    if (other !== undefined && says(other)) continue;
    specs[def.label] = writtenExactly(def, value);
  }
  return JSON.stringify(specs);
}

/** Whether a specifications entry states this value (a number in any unit of its dimension, text among more words). */
function specSays(def: AttributeDef, key: string, entry: unknown, value: AttributeValue): boolean {
  const text = String(entry ?? "");
  return typeof value === "number"
    ? Math.abs(readQuantity(text, def.unit, unitFromAlias(squash(key))) - value) < 1e-9
    : text.trim().toLowerCase().includes(value.toLowerCase());
}

/**
 * The entries under an attribute's label that state another value than the
 * attribute holds: specificationsWithAttributes would write the attribute's
 * value over them.
 */
export function specificationsDisagreeing(
  specifications: string,
  defs: readonly AttributeDef[],
  values: Attributes,
): { def: AttributeDef; key: string; text: string }[] {
  const specs = parseSpecificationsObject(specifications) ?? {};
  const out: { def: AttributeDef; key: string; text: string }[] = [];
  for (const def of defs) {
    const value = values[def.key];
    const key = Object.keys(specs).find((k) => squash(k) === squash(def.label));
    if (value === undefined || key === undefined || specSays(def, key, specs[key], value)) continue;
    out.push({ def, key, text: String(specs[key] ?? "") });
  }
  return out;
}

/**
 * formatAttribute's text, or the value in full when that text would read back
 * as another number: formatAttribute keeps 3 decimals (a converted 0.12345 in,
 * or 1e9, which units.ts formatNumber writes as 1000000000.001), and the
 * specifications must say what is stored, so that deriving reads it back.
 */
function writtenExactly(def: AttributeDef, value: AttributeValue): string {
  const text = formatAttribute(def, value);
  if (typeof value === "string" || readQuantity(text, def.unit) === value) return text;
  return def.unit ? `${plainNumber(value)} ${UNITS[def.unit].symbol}` : plainNumber(value);
}

/**
 * Every digit of a number, without exponent notation ("1e-7" is "0.0000001",
 * "1e+21" twenty-one zeros), which readQuantity and parseNumberText would
 * misread; it reads back as the same number.
 */
export function plainNumber(n: number): string {
  const s = String(n);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-])(\d+)$/.exec(s);
  if (!m) return s;
  const [, sign, int, frac = "", direction, exponent] = m;
  const digits = int + frac;
  const e = Number(exponent);
  if (direction === "-") return `${sign}0.${"0".repeat(e - 1)}${digits}`;
  return (
    sign + (digits.length - 1 <= e ? digits + "0".repeat(e - (digits.length - 1)) : `${digits.slice(0, e + 1)}.${digits.slice(e + 1)}`)
  );
}
