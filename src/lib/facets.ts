/**
 * Category filters: the URL grammar (`?width=18&width=20&length.min=1000&length.max=2000`)
 * and facet counting. Browser-safe and pure: the server filters with it, the
 * filter panel writes its links with it, and tests compare it with brute force.
 *
 * - Several values of one attribute match any of them; different attributes
 *   must all match.
 * - Numbers are in the unit of the category's definition; text matches
 *   whatever its case.
 * - Only attributes the category offers as filters are read; other parameters
 *   (paging, tracking tags) are not filters and are ignored.
 * - Facet counts are true counts: each facet counts the products that pass
 *   every *other* active filter, so a buyer sees what ticking a box would give.
 */
import { parseNumberText, plainNumber, type AttributeDef, type AttributeValue, type Attributes, ATTRIBUTE_TEXT_MAX } from "./attributes";

export const MAX_FILTER_VALUES = 20;

export interface Filter {
  /** Any of these (numbers for number attributes); empty means no value filter. */
  values: AttributeValue[];
  min?: number;
  max?: number;
}
/** Active filters by attribute key, in the definitions' order. */
export type FilterSet = Record<string, Filter>;

export type FilterParse = { ok: true; filters: FilterSet } | { ok: false; errors: Record<string, string> };

type Params = Iterable<[string, string]>;

/** The attributes a category offers as filters. */
export const filterDefs = (defs: readonly AttributeDef[]) => defs.filter((d) => d.filter !== "none");

/**
 * What makes two values one, for matching and for counting alike (a facet's
 * count must be what ticking it gives): text whatever its case, surrounding
 * spaces (a URL's value is trimmed; a value written in SQL may not be) and
 * however its accents are encoded ("Café" typed, "Cafe\u0301" pasted), numbers to 12
 * significant digits (a value converted between units and the same one derived
 * from a spec differ in their last bits).
 */
export function valueKey(v: AttributeValue): string {
  return typeof v === "number" ? `n${Number(v.toPrecision(12))}` : `t${v.trim().normalize("NFC").toLowerCase()}`;
}

/** Numbers by size, text alphabetically; text the collation cannot tell apart by its code units, so the order never depends on the input's. */
export function byValue(a: AttributeValue, b: AttributeValue): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const x = String(a);
  const y = String(b);
  return x.localeCompare(y, "en") || (x < y ? -1 : x > y ? 1 : 0);
}

/**
 * Reads the filters out of a query string. A malformed value (a number filter
 * that is not a number, a range on text, min above max, too many values)
 * is an error keyed by the parameter it came from (`width`, `length.min`).
 */
export function parseFilters(params: Params, defs: readonly AttributeDef[]): FilterParse {
  const byKey = new Map(filterDefs(defs).map((d) => [d.key, d]));
  const errors: Record<string, string> = {};
  const raw = new Map<string, { values: string[]; min?: string; max?: string }>();
  for (const [name, value] of params) {
    const dot = name.lastIndexOf(".");
    const key = dot > 0 ? name.slice(0, dot) : name;
    const bound = dot > 0 ? name.slice(dot + 1) : "";
    const def = byKey.get(key);
    if (!def || (bound !== "" && bound !== "min" && bound !== "max")) continue;
    const entry = raw.get(key) ?? { values: [] };
    raw.set(key, entry);
    if (bound === "") {
      if (value.trim() !== "") entry.values.push(value);
    } else {
      if (def.type !== "number") errors[name] = `${name}: ${def.label} is text and has no range`;
      else if (value.trim() !== "") entry[bound] = value;
    }
  }
  const filters: FilterSet = {};
  for (const def of filterDefs(defs)) {
    const entry = raw.get(def.key);
    if (!entry) continue;
    const filter: Filter = { values: [] };
    if (entry.values.length > MAX_FILTER_VALUES) errors[def.key] = `${def.key}: at most ${MAX_FILTER_VALUES} values`;
    for (const text of entry.values.slice(0, MAX_FILTER_VALUES)) {
      if (def.type === "number") {
        const n = parseNumberText(text);
        if (!Number.isFinite(n)) errors[def.key] = `${def.key}: "${clip(text)}" is not a number`;
        else if (!filter.values.some((v) => valueKey(v) === valueKey(n))) filter.values.push(n);
      } else {
        const t = text.trim();
        if (Array.from(t).length > ATTRIBUTE_TEXT_MAX) errors[def.key] = `${def.key}: a value is too long`;
        else if (!filter.values.some((v) => valueKey(v) === valueKey(t))) filter.values.push(t);
      }
    }
    for (const bound of ["min", "max"] as const) {
      const text = entry[bound];
      if (text === undefined) continue;
      const n = parseNumberText(text);
      if (!Number.isFinite(n)) errors[`${def.key}.${bound}`] = `${def.key}.${bound}: "${clip(text)}" is not a number`;
      else filter[bound] = n;
    }
    if (filter.min !== undefined && filter.max !== undefined && filter.min > filter.max) {
      errors[`${def.key}.min`] = `${def.key}.min: must not be above ${def.key}.max`;
    }
    filter.values.sort(byValue);
    if (filter.values.length || filter.min !== undefined || filter.max !== undefined) filters[def.key] = filter;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, filters };
}

const clip = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

/** Without exponent notation: "1e-7" would not read back (parseNumberText takes digits only). */
const numberText = plainNumber;

/**
 * The filters as query parameters in one canonical order (definitions' order,
 * values sorted, min before max): equal filter sets give equal strings, so a
 * filtered page is cached once however its URL was written.
 */
export function filterParams(filters: FilterSet, defs: readonly AttributeDef[]): [string, string][] {
  const out: [string, string][] = [];
  for (const def of defs) {
    const f = filters[def.key];
    if (!f) continue;
    for (const v of f.values) out.push([def.key, typeof v === "number" ? numberText(v) : v]);
    if (f.min !== undefined) out.push([`${def.key}.min`, numberText(f.min)]);
    if (f.max !== undefined) out.push([`${def.key}.max`, numberText(f.max)]);
  }
  return out;
}

/** "width=18&thickness=80" ("" without filters). */
export function filterQuery(filters: FilterSet, defs: readonly AttributeDef[]): string {
  return new URLSearchParams(filterParams(filters, defs)).toString();
}

export const hasFilters = (filters: FilterSet) => Object.keys(filters).length > 0;

/** Whether one value passes one filter. */
export function passes(filter: Filter, value: AttributeValue | undefined): boolean {
  if (value === undefined) return false;
  if (filter.values.length) {
    const key = valueKey(value);
    if (!filter.values.some((v) => valueKey(v) === key)) return false;
  }
  if (filter.min !== undefined && !(typeof value === "number" && value >= filter.min - 1e-9)) return false;
  if (filter.max !== undefined && !(typeof value === "number" && value <= filter.max + 1e-9)) return false;
  return true;
}

export interface FacetValue {
  value: AttributeValue;
  count: number;
}

export interface Facet {
  key: string;
  label: string;
  unit: string | null;
  type: "values" | "range";
  values?: FacetValue[];
  min?: number;
  max?: number;
}

export interface FacetResult {
  /** Products that pass every filter. */
  total: number;
  /** Their positions in the input list, in its order. */
  matches: number[];
  facets: Facet[];
}

/**
 * Filters a list of products' attributes and counts each facet over the
 * products that pass every other filter. A selected value no product has any
 * more is still listed (count 0), so its box can be unticked. One pass over
 * the products per facet plus one: cost grows with products × filters.
 */
export function computeFacets(items: readonly Attributes[], defs: readonly AttributeDef[], filters: FilterSet): FacetResult {
  const offered = filterDefs(defs);
  const active = offered.filter((d) => filters[d.key]);
  // For each product, the number of active filters it fails and the last one it failed:
  // it counts in every facet when it fails none, and only in that one facet when it fails one.
  const failCount = new Uint8Array(items.length);
  const failedKey = new Int16Array(items.length).fill(-1);
  for (let i = 0; i < items.length; i++) {
    const attrs = items[i];
    for (let a = 0; a < active.length; a++) {
      const def = active[a];
      if (!passes(filters[def.key], attrs[def.key])) {
        failCount[i]++;
        failedKey[i] = a;
        if (failCount[i] > 1) break;
      }
    }
  }
  const matches: number[] = [];
  for (let i = 0; i < items.length; i++) if (failCount[i] === 0) matches.push(i);

  const facets: Facet[] = offered.map((def) => {
    const own = active.indexOf(def);
    const counted = (i: number) => failCount[i] === 0 || (failCount[i] === 1 && failedKey[i] === own);
    const base = { key: def.key, label: def.label, unit: def.unit };
    if (def.filter === "range") {
      let min = Infinity;
      let max = -Infinity;
      for (let i = 0; i < items.length; i++) {
        const v = items[i][def.key];
        if (typeof v !== "number" || !counted(i)) continue;
        if (v < min) min = v;
        if (v > max) max = v;
      }
      return min <= max ? { ...base, type: "range" as const, min, max } : { ...base, type: "range" as const };
    }
    const counts = new Map<string, FacetValue>();
    for (let i = 0; i < items.length; i++) {
      const v = items[i][def.key];
      if (v === undefined || !counted(i)) continue;
      if (def.type === "number" ? typeof v !== "number" : typeof v !== "string") continue;
      const id = valueKey(v);
      const entry = counts.get(id);
      if (entry) entry.count++;
      else counts.set(id, { value: v, count: 1 });
    }
    for (const v of filters[def.key]?.values ?? []) {
      const id = valueKey(v);
      if (!counts.has(id)) counts.set(id, { value: v, count: 0 });
    }
    const values = [...counts.values()].sort((a, b) => byValue(a.value, b.value));
    return { ...base, type: "values" as const, values };
  });
  return { total: matches.length, matches, facets };
}
