/**
 * Reads specs out of a search query, so buyers can search the way they write an order:
 * "18in 80g stretch film" → width 18 in, thickness 80 gauge, text "stretch film".
 * Browser-safe and pure: the search route ranks by `specs`, matches `text` as words and
 * the search page shows `chips`.
 *
 * What it understands (case-insensitive, after NFKC, so "µm", "１８" and curly quotes work):
 * - a number, then optionally spaces or one hyphen, then a unit word: "80 gauge", "80ga", "80g",
 *   "1.5 mil", "0.8mil", "20 micron", "20mic", "20µm", "18 inch", "18in", "450mm", "1500 ft",
 *   "300 m", "55 gal", "55-gallon", "55gal", "20 l"; `"`, `''` (inches) and `'` (feet) must
 *   follow the number directly (18", 1500');
 * - width × length [× gauge]: "18x1500", `18" x 1500'`, "450mm x 1500ft", "6 x 9 in",
 *   "18x1500x80" (a bare third number from 30 to 300 is the gauge), joined by "x", "×", "*"
 *   or "by". An unlabelled first number takes the second's unit if that is in/mm/cm, else
 *   inches; an unlabelled second number is feet when it is over 100, else the first's unit
 *   (so "18x1500" is 18 in × 1500 ft and "6x9" is 6 in × 9 in).
 * - a lone inch/mm/cm quantity is the width, or the length when the width is taken; ft/m is
 *   the length; gauge/mil/µm the thickness; gal/L the capacity.
 * The first mention of each spec wins; later ones are still taken out of the text (they name a
 * spec, not a word to match). Numbers without a unit, numbers inside words or SKUs ("sf-2002"),
 * and zero stay in the text.
 *
 * Values are normalised: width in inches, length in feet, capacity in US gallons, thickness in
 * all three units (gauge exact for gauge and mil, the nearest standard gauge for µm, since
 * films are sold by standard gauge). `asTyped` keeps what the buyer wrote.
 * Only the first MAX_SPEC_QUERY_LENGTH characters are read, which bounds the work per query.
 */
import { convert, formatNumber, nearestGauge, UNIT_ALIASES, UNIT_KEYS, UNITS, type UnitKey } from "./units";

export const MAX_SPEC_QUERY_LENGTH = 200;

export type WidthUnit = "in" | "mm" | "cm";
export type LengthUnit = WidthUnit | "ft" | "m";
export type ThicknessUnit = "gauge" | "mil" | "micron";
export type CapacityUnit = "gal" | "l";

export interface Typed<U extends UnitKey> {
  value: number;
  unit: U;
}

export interface QuerySpecs {
  width?: { value: number; unit: "in"; asTyped: Typed<WidthUnit> };
  length?: { value: number; unit: "ft"; asTyped: Typed<LengthUnit> };
  thickness?: { gauge: number; mil: number; micron: number; asTyped: Typed<ThicknessUnit> };
  capacity?: { value: number; unit: "gal"; asTyped: Typed<CapacityUnit> };
}

export interface SpecQuery {
  specs: QuerySpecs;
  /** The words left once the specs are taken out: lower case, NFKC, single spaces, no stray punctuation. */
  text: string;
  /** "18 in", "1500 ft", "80 gauge", "55 gal": what was recognised, as typed, in the order width, length, thickness, capacity. */
  chips: string[];
}

const WIDTH_UNITS: readonly UnitKey[] = ["in", "mm", "cm"];
const LENGTH_UNITS: readonly UnitKey[] = ["in", "mm", "cm", "ft", "m"];
const QUOTE_UNITS = new Set(['"', "''", "'"]);

/** Every unit word, longest first so that "inches" is tried before "in" and "gal" before "g". */
const ALIASES: { alias: string; unit: UnitKey }[] = UNIT_KEYS.flatMap((unit) => UNIT_ALIASES[unit].map((alias) => ({ alias, unit }))).sort(
  (a, b) => b.alias.length - a.alias.length,
);

const NUMBER = /(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+/y;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;
const CONNECTOR = /\s*(?:x|×|\*|by)\s*/y;
const SEPARATOR = /\s*(?:-\s*)?/y;

const isWordChar = (c: string | undefined) => c !== undefined && WORD_CHAR.test(c);
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";

/** Removes the float noise of a conversion (0.30000000000000004 → 0.3) without losing precision that matters. */
const clean = (x: number) => Number(x.toPrecision(12));

interface Quantity {
  value: number;
  unit?: UnitKey;
  end: number;
}

/**
 * Whether a number may start at `pos`: not inside a word, a number or a SKU ("sf-2002"),
 * but after a connector x ("18x1500x80ga").
 */
function canStartNumber(s: string, pos: number): boolean {
  const prev = s[pos - 1];
  if (prev === undefined) return true;
  if ((prev === "x" || prev === "×" || prev === "*") && !LETTER.test(s[pos - 2] ?? " ")) return true;
  return !isWordChar(prev) && !".,-_".includes(prev);
}

/** A connector x at `pos` ("18inx1500"), not the start of a word ("18 xl"). */
function connectorAt(s: string, pos: number): boolean {
  const c = s[pos];
  return (c === "x" || c === "×" || c === "*") && !LETTER.test(s[pos + 1] ?? " ");
}

function readUnit(s: string, pos: number): { unit: UnitKey; end: number } | undefined {
  SEPARATOR.lastIndex = pos;
  const sep = SEPARATOR.exec(s);
  const afterSep = sep ? SEPARATOR.lastIndex : pos;
  for (const { alias, unit } of ALIASES) {
    const quote = QUOTE_UNITS.has(alias);
    const at = quote ? pos : afterSep;
    if (!s.startsWith(alias, at)) continue;
    const end = at + alias.length;
    if (!quote && isWordChar(s[end]) && !connectorAt(s, end)) continue;
    return { unit, end };
  }
  return undefined;
}

/** A positive number at `pos` and the unit after it, if any. */
function readQuantity(s: string, pos: number): Quantity | undefined {
  NUMBER.lastIndex = pos;
  const m = NUMBER.exec(s);
  if (!m) return undefined;
  let end = pos + m[0].length;
  // "1,50" or "18.5.3": not a number we can trust.
  if ((s[end] === "." || s[end] === ",") && isDigit(s[end + 1])) return undefined;
  if (isDigit(s[end])) return undefined;
  const value = Number(m[0].replace(/,/g, ""));
  if (!Number.isFinite(value) || value <= 0) return undefined;
  const unit = readUnit(s, end);
  if (unit) end = unit.end;
  return { value, unit: unit?.unit, end };
}

type Found =
  | {
      kind: "pair";
      start: number;
      end: number;
      width: Typed<WidthUnit>;
      length: Typed<LengthUnit>;
      /** "18x1500x80": an unlabelled third number is the gauge. */
      gauge?: number;
    }
  | { kind: "single"; start: number; end: number; quantity: Typed<UnitKey> };

/** An unlabelled number ends here: at a space, punctuation or a connector x, not inside a word. */
function endsBare(s: string, end: number): boolean {
  return !isWordChar(s[end]) || connectorAt(s, end);
}

/** Gauges films are sold in; a bare third number outside them is not read as one. */
const BARE_GAUGE_MIN = 30;
const BARE_GAUGE_MAX = 300;

function readPair(s: string, pos: number, first: Quantity): Found | undefined {
  if (first.unit && !WIDTH_UNITS.includes(first.unit)) return undefined;
  CONNECTOR.lastIndex = first.end;
  if (!CONNECTOR.exec(s)) return undefined;
  // An unlabelled first number must end where the connector starts: "18x", "18 x", not "18abc x".
  const second = readQuantity(s, CONNECTOR.lastIndex);
  if (!second) return undefined;
  if (second.unit && !LENGTH_UNITS.includes(second.unit)) return undefined;
  if (!second.unit && !endsBare(s, second.end)) return undefined;
  const widthUnit = (first.unit ?? (second.unit && WIDTH_UNITS.includes(second.unit) ? second.unit : "in")) as WidthUnit;
  const lengthUnit = (second.unit ?? (second.value > 100 ? "ft" : widthUnit)) as LengthUnit;
  const pair: Found = {
    kind: "pair",
    start: pos,
    end: second.end,
    width: { value: first.value, unit: widthUnit },
    length: { value: second.value, unit: lengthUnit },
  };
  CONNECTOR.lastIndex = second.end;
  if (CONNECTOR.exec(s)) {
    const third = readQuantity(s, CONNECTOR.lastIndex);
    // A labelled third ("x 80ga") is read on its own as a single quantity.
    if (third && !third.unit && endsBare(s, third.end) && Number.isInteger(third.value)) {
      if (third.value >= BARE_GAUGE_MIN && third.value <= BARE_GAUGE_MAX) return { ...pair, end: third.end, gauge: third.value };
    }
  }
  return pair;
}

/** Every spec written in `s`, left to right. */
function scan(s: string): Found[] {
  const found: Found[] = [];
  let pos = 0;
  while (pos < s.length) {
    const c = s[pos];
    if ((isDigit(c) || (c === "." && isDigit(s[pos + 1]))) && canStartNumber(s, pos)) {
      const q = readQuantity(s, pos);
      if (q) {
        const pair = readPair(s, pos, q);
        if (pair) {
          found.push(pair);
          pos = pair.end;
          continue;
        }
        if (q.unit) {
          found.push({ kind: "single", start: pos, end: q.end, quantity: { value: q.value, unit: q.unit } });
          pos = q.end;
          continue;
        }
      }
    }
    pos++;
  }
  return found;
}

function thicknessOf(typed: Typed<ThicknessUnit>): NonNullable<QuerySpecs["thickness"]> {
  const { value, unit } = typed;
  const micron = clean(convert(value, unit, "micron"));
  const mil = clean(convert(value, unit, "mil"));
  const gauge = unit === "micron" ? (nearestGauge(value) ?? clean(convert(value, unit, "gauge"))) : clean(convert(value, unit, "gauge"));
  return { gauge, mil, micron, asTyped: typed };
}

function assign(specs: QuerySpecs, f: Found): void {
  if (f.kind === "pair") {
    if (!specs.width) specs.width = { value: clean(convert(f.width.value, f.width.unit, "in")), unit: "in", asTyped: f.width };
    if (!specs.length) specs.length = { value: clean(convert(f.length.value, f.length.unit, "ft")), unit: "ft", asTyped: f.length };
    if (f.gauge !== undefined && !specs.thickness) specs.thickness = thicknessOf({ value: f.gauge, unit: "gauge" });
    return;
  }
  const q = f.quantity;
  switch (UNITS[q.unit].dimension) {
    case "thickness":
      if (!specs.thickness) specs.thickness = thicknessOf(q as Typed<ThicknessUnit>);
      return;
    case "capacity":
      if (!specs.capacity)
        specs.capacity = { value: clean(convert(q.value, q.unit, "gal")), unit: "gal", asTyped: q as Typed<CapacityUnit> };
      return;
    case "length":
      if (WIDTH_UNITS.includes(q.unit) && !specs.width) {
        specs.width = { value: clean(convert(q.value, q.unit, "in")), unit: "in", asTyped: q as Typed<WidthUnit> };
      } else if (!specs.length) {
        specs.length = { value: clean(convert(q.value, q.unit, "ft")), unit: "ft", asTyped: q as Typed<LengthUnit> };
      }
  }
}

/** NFKC, lower case, one kind of double and single quote; at most MAX_SPEC_QUERY_LENGTH characters. */
function prepare(q: unknown): string {
  const raw = typeof q === "string" ? q : "";
  // Array.from cuts between code points, never inside a surrogate pair.
  const head = raw.length > MAX_SPEC_QUERY_LENGTH ? Array.from(raw).slice(0, MAX_SPEC_QUERY_LENGTH).join("") : raw;
  return head
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[“”„‟″〃]/g, '"')
    .replace(/[‘’‚‛′`´]/g, "'");
}

const EDGE_PUNCTUATION = /^[-./#&+]+|[-./#&+]+$/g;

/** The words of `s` for text search: letters, digits and in-word "-./#&+" (and "," between digits), single spaces. */
export function normaliseQueryText(s: string): string {
  return (
    s
      // "1,500" is a number; "1,50" stays as written (a decimal comma?); other commas separate words.
      .replace(/(?<=\d),(?=\d{3}(?!\d))/g, "")
      .replace(/(?<!\d),|,(?!\d)/g, " ")
      .replace(/[^\p{L}\p{M}\p{N}\-./#&+,]+/gu, " ")
      .split(" ")
      .map((w) => w.replace(EDGE_PUNCTUATION, ""))
      .filter((w) => w !== "" && w !== "x")
      .join(" ")
  );
}

function chipOf(t: Typed<UnitKey>): string {
  return `${formatNumber(t.value)} ${UNITS[t.unit].symbol}`;
}

/** Reads the specs in a search query; never throws (anything that is not a string reads as ""). */
export function parseSpecQuery(q: string): SpecQuery {
  const specs: QuerySpecs = {};
  let s = prepare(q);
  // Taking a spec out can bring words together into a new one ("18 80ga in" → "18 in"), and
  // normalising the rest can too ("(18)in"); read again until the text is a fixed point, so
  // that `text` never holds a spec. A round that finds a spec shortens the text, so this ends;
  // the cap only guards against a normalisation that is not idempotent.
  for (let round = 0; round < 2 * MAX_SPEC_QUERY_LENGTH + 4; round++) {
    const found = scan(s);
    let rest = s;
    for (const f of [...found].reverse()) rest = `${rest.slice(0, f.start)} ${rest.slice(f.end)}`;
    for (const f of found) assign(specs, f);
    const next = normaliseQueryText(rest);
    if (found.length === 0 && next === s) break;
    s = next;
  }
  const chips: string[] = [];
  if (specs.width) chips.push(chipOf(specs.width.asTyped));
  if (specs.length) chips.push(chipOf(specs.length.asTyped));
  if (specs.thickness) chips.push(chipOf(specs.thickness.asTyped));
  if (specs.capacity) chips.push(chipOf(specs.capacity.asTyped));
  return { specs, text: s, chips };
}
