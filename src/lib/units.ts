/**
 * Units of the catalogue's typed attributes and the conversions between them.
 * Browser-safe: used by the product page, the search parser and the server.
 *
 * Facts: 100 gauge = 1 mil = 25.4 µm; 1 in = 25.4 mm; 1 ft = 12 in = 0.3048 m;
 * 1 US gallon = 3.785411784 L. All of these are exact definitions, so every factor
 * below is exact and conversions are as exact as floating point allows.
 *
 * Display rounding (`roundForUnit`, used for equivalents and chips):
 * - gauge: whole numbers (films are sold by whole gauge);
 * - mil: up to 2 decimals (0.8, 0.47, 1.25);
 * - µm and mm: whole numbers;
 * - in and gal: up to 1 decimal (17.7 in, 13.2 gal);
 * - cm, ft, m and L: whole from 100 up, 1 decimal below (457 m, 1.5 m, 208 L, 49.2 L);
 * - a non-zero value that would round to 0 keeps 2 significant digits instead (0.25 µm, not 0).
 * Trailing zeros are dropped and no thousands separator is written ("1500 ft").
 * The stored value itself (the first part of `formatWithEquivalents`) is written as stored,
 * up to 3 decimals: it is what the admin typed, so it is not rounded to the unit's step.
 */

export type Dimension = "thickness" | "length" | "capacity";

export type UnitKey = "gauge" | "mil" | "micron" | "in" | "mm" | "cm" | "ft" | "m" | "gal" | "l";

export interface UnitDef {
  key: UnitKey;
  /** Words for forms and screen readers ("inches"). */
  label: string;
  /** Written after a number ("in", "µm"). */
  symbol: string;
  dimension: Dimension;
  /**
   * How many base units (see BASE_UNIT) one of this unit is, as a fraction of whole numbers
   * so that conversions multiply exactly.
   */
  ratio: readonly [number, number];
  /** The other units shown beside a value stored in this one. */
  equivalents: UnitKey[];
  /** Decimals to show for a value of this size. */
  decimals: (abs: number) => number;
  /**
   * Decimals a value of this unit keeps in an exported file, and at which an
   * imported value counts as equal to the stored one: steps of at most 0.01 µm,
   * 0.01 mm or 1 mL, finer than any spec is written in, while 1e9 with these
   * decimals is still within the 15 significant digits a spreadsheet keeps.
   */
  precision: number;
}

const wholeFrom100 = (abs: number) => (abs >= 100 ? 0 : 1);

export const BASE_UNIT: Record<Dimension, UnitKey> = { thickness: "micron", length: "mm", capacity: "l" };

export const UNITS: Record<UnitKey, UnitDef> = {
  gauge: {
    key: "gauge",
    label: "gauge",
    symbol: "gauge",
    dimension: "thickness",
    ratio: [254, 1000],
    equivalents: ["mil", "micron"],
    decimals: () => 0,
    precision: 2,
  },
  mil: {
    key: "mil",
    label: "mil",
    symbol: "mil",
    dimension: "thickness",
    ratio: [254, 10],
    equivalents: ["gauge", "micron"],
    decimals: () => 2,
    precision: 4,
  },
  micron: {
    key: "micron",
    label: "microns",
    symbol: "µm",
    dimension: "thickness",
    ratio: [1, 1],
    equivalents: ["gauge", "mil"],
    decimals: () => 0,
    precision: 2,
  },
  in: {
    key: "in",
    label: "inches",
    symbol: "in",
    dimension: "length",
    ratio: [254, 10],
    equivalents: ["mm"],
    decimals: () => 1,
    precision: 4,
  },
  mm: {
    key: "mm",
    label: "millimetres",
    symbol: "mm",
    dimension: "length",
    ratio: [1, 1],
    equivalents: ["in"],
    decimals: () => 0,
    precision: 2,
  },
  cm: {
    key: "cm",
    label: "centimetres",
    symbol: "cm",
    dimension: "length",
    ratio: [10, 1],
    equivalents: ["in"],
    decimals: wholeFrom100,
    precision: 3,
  },
  ft: {
    key: "ft",
    label: "feet",
    symbol: "ft",
    dimension: "length",
    ratio: [3048, 10],
    equivalents: ["m"],
    decimals: wholeFrom100,
    precision: 5,
  },
  m: {
    key: "m",
    label: "metres",
    symbol: "m",
    dimension: "length",
    ratio: [1000, 1],
    equivalents: ["ft"],
    decimals: wholeFrom100,
    precision: 5,
  },
  gal: {
    key: "gal",
    label: "gallons (US)",
    symbol: "gal",
    dimension: "capacity",
    ratio: [3785411784, 1000000000],
    equivalents: ["l"],
    decimals: () => 1,
    precision: 4,
  },
  l: {
    key: "l",
    label: "litres",
    symbol: "L",
    dimension: "capacity",
    ratio: [1, 1],
    equivalents: ["gal"],
    decimals: wholeFrom100,
    precision: 3,
  },
};

export const UNIT_KEYS = Object.keys(UNITS) as UnitKey[];

/** The gauges films are commonly sold in, thinnest first. */
export const STANDARD_GAUGES = [40, 47, 50, 57, 60, 63, 70, 75, 80, 90, 100, 110, 120, 150, 200] as const;

/**
 * Words people write for each unit, lower case, after NFKC (which turns the micro sign µ into
 * the Greek μ). `"` and `'` are inches and feet; two apostrophes are inches too.
 */
export const UNIT_ALIASES: Record<UnitKey, readonly string[]> = {
  gauge: ["gauges", "gauge", "gages", "gage", "gau", "ga", "g"],
  mil: ["mils", "mil"],
  micron: ["micrometres", "micrometers", "micrometre", "micrometer", "microns", "micron", "mic", "μm", "um", "mu"],
  in: ["inches", "inch", "in", '"', "''"],
  mm: ["millimetres", "millimeters", "millimetre", "millimeter", "mm"],
  cm: ["centimetres", "centimeters", "centimetre", "centimeter", "cm"],
  ft: ["feet", "foot", "ft", "'"],
  m: ["metres", "meters", "metre", "meter", "m"],
  gal: ["gallons", "gallon", "gals", "gal"],
  l: ["litres", "liters", "litre", "liter", "ltr", "l"],
};

const ALIAS_TO_UNIT = new Map<string, UnitKey>();
for (const key of UNIT_KEYS) for (const alias of UNIT_ALIASES[key]) ALIAS_TO_UNIT.set(alias, key);

export function isUnitKey(value: unknown): value is UnitKey {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(UNITS, value);
}

/** The unit a word names ("Inches", "µm", "ga"), or undefined. */
export function unitFromAlias(word: string): UnitKey | undefined {
  const w = word.normalize("NFKC").trim().toLowerCase();
  return isUnitKey(w) ? w : ALIAS_TO_UNIT.get(w);
}

/** The value in its dimension's base unit (µm, mm or L). */
export function toBase(value: number, unit: UnitKey): number {
  return convert(value, unit, BASE_UNIT[UNITS[unit].dimension]);
}

export function fromBase(value: number, unit: UnitKey): number {
  return convert(value, BASE_UNIT[UNITS[unit].dimension], unit);
}

/** Converts between units of one dimension; mixing dimensions is a programming error and throws. */
export function convert(value: number, from: UnitKey, to: UnitKey): number {
  if (from === to) return value;
  const a = UNITS[from];
  const b = UNITS[to];
  if (a.dimension !== b.dimension) throw new RangeError(`Cannot convert ${a.dimension} (${from}) to ${b.dimension} (${to})`);
  // One multiplication and one division by whole numbers: 12 in is exactly 1 ft and
  // 100 gauge exactly 1 mil, which value * 25.4 / 304.8 would miss by a rounding step.
  const num = a.ratio[0] * b.ratio[1];
  const den = a.ratio[1] * b.ratio[0];
  return (value * num) / den;
}

/** Decimals a plain number (a count, no unit) keeps in an exported file: as many as the site writes (formatNumber). */
export const UNITLESS_PRECISION = 3;

/** A value as an exported file holds it: rounded to its unit's precision (UnitDef.precision), or a plain number's. */
export function roundForFile(value: number, unit: UnitKey | null): number {
  if (!Number.isFinite(value)) return value;
  return roundTo(value, unit ? UNITS[unit].precision : UNITLESS_PRECISION) || 0;
}

function roundTo(value: number, decimals: number): number {
  const p = 10 ** decimals;
  // Drop the float noise first (15 significant digits), so that 20.45 from a conversion, stored
  // as 2044.9999999999998 hundredths, rounds up as written; a fixed nudge would add a whole
  // unit to a value as large as 1e12 thousandths.
  return Math.round(Number((value * p).toPrecision(15))) / p;
}

/** Rounds a number for display in the given unit (see the rules at the top of this file). */
export function roundForUnit(value: number, unit: UnitKey): number {
  if (!Number.isFinite(value)) return value;
  const rounded = roundTo(value, UNITS[unit].decimals(Math.abs(value)));
  if (rounded === 0 && value !== 0) return Number(value.toPrecision(2));
  return rounded;
}

/** A number without trailing zeros or grouping ("0.8", "1500"); -0 is written as 0. */
export function formatNumber(value: number, maxDecimals = 3): string {
  if (!Number.isFinite(value)) return String(value);
  const r = roundTo(value, maxDecimals);
  if (r === 0) return "0";
  // toFixed avoids exponent notation for big and small values; then drop trailing zeros.
  const text = Math.abs(r) >= 1e21 ? String(r) : r.toFixed(maxDecimals);
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}

/** "0.8 mil", "457 mm": the value rounded for its unit, with the unit's symbol. */
export function formatValue(value: number, unit: UnitKey): string {
  const rounded = roundForUnit(value, unit);
  const decimals = Math.max(UNITS[unit].decimals(Math.abs(value)), rounded === 0 ? 0 : significantDecimals(rounded));
  return `${formatNumber(rounded, decimals)} ${UNITS[unit].symbol}`;
}

/** Decimals needed to write a small number with 2 significant digits (0.0025 → 4). */
function significantDecimals(value: number): number {
  const abs = Math.abs(value);
  if (abs >= 1) return 0;
  return Math.min(20, 1 - Math.floor(Math.log10(abs)));
}

/**
 * The stored value with the other units beside it: "80 gauge (0.8 mil, 20 µm)", "18 in (457 mm)",
 * "1500 ft (457 m)", "55 gal (208 L)". A value that is not a finite number gives "".
 */
export function formatWithEquivalents(value: number, unit: UnitKey): string {
  if (!Number.isFinite(value)) return "";
  const stored = `${formatNumber(value)} ${UNITS[unit].symbol}`;
  const others = UNITS[unit].equivalents.map((u) => formatValue(convert(value, unit, u), u));
  return others.length ? `${stored} (${others.join(", ")})` : stored;
}

/**
 * The standard gauge (STANDARD_GAUGES) closest to a thickness in microns; 20 µm → 80.
 * Ties go to the thinner gauge. Not a positive finite number → undefined.
 */
export function nearestGauge(microns: number): number | undefined {
  if (!Number.isFinite(microns) || microns <= 0) return undefined;
  const gauge = convert(microns, "micron", "gauge");
  let best: number = STANDARD_GAUGES[0];
  for (const g of STANDARD_GAUGES) if (Math.abs(g - gauge) < Math.abs(best - gauge)) best = g;
  return best;
}
