import "server-only";
import type { AttributeDef, AttributeValue } from "@/lib/attributes";
import {
  byValue,
  filterDefs,
  filterQuery,
  parseFilters,
  passes,
  valueKey,
  type Facet,
  type FacetResult,
  type FacetValue,
  type FilterSet,
} from "@/lib/facets";
import type { Product } from "@/lib/types";
import { badRequest } from "@/server/http/errors";
import { catalogIndex, type IndexedCategory } from "@/server/catalog/search/catalog-index";
import { isStorableSlug, productsByIds } from "@/server/catalog/products/products";

export interface CategoryFilters {
  category: { id: number; slug: string; name: string; defs: AttributeDef[] };
  filters: FilterSet;
  /** The filters in canonical form ("" for none): the cache key of a filtered page. */
  query: string;
}

/**
 * The filters a category's query string asks for; null when no category has
 * that slug; a 400 naming the parameter when a value is malformed.
 */
export async function readCategoryFilters(slug: string, params: Iterable<[string, string]>): Promise<CategoryFilters | null> {
  if (!isStorableSlug(slug)) return null;
  const category = (await catalogIndex()).bySlug.get(slug);
  if (!category) return null;
  const parsed = parseFilters(params, category.defs);
  if (!parsed.ok) {
    const [, message] = Object.entries(parsed.errors)[0];
    throw badRequest(message, parsed.errors);
  }
  return {
    category: { id: category.id, slug: category.slug, name: category.name, defs: category.defs },
    filters: parsed.filters,
    query: filterQuery(parsed.filters, category.defs),
  };
}

export interface FilteredPage {
  products: Product[];
  /** 1-based; a page past the last has no products. */
  page: number;
  pageSize: number;
  pageCount: number;
  /** Products that pass every filter. */
  total: number;
  facets: Facet[];
}

/**
 * One page of a category's products that pass the filters (in the
 * catalogue's order), with every facet's counts; null when no category has
 * that slug. The filters must be the category's (readCategoryFilters).
 */
export async function filteredCategoryPage(slug: string, filters: FilterSet, page: number, pageSize: number): Promise<FilteredPage | null> {
  const category = (await catalogIndex()).bySlug.get(slug);
  if (!category) return null;
  const { total, matches, facets } = categoryFacetResult(category, filters);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const ids = matches.slice((page - 1) * pageSize, page * pageSize).map((i) => category.ids[i]);
  return { products: await productsByIds(ids), page, pageSize, pageCount, total, facets };
}

/** The facets alone (GET /api/categories/{slug}/facets). */
export async function categoryFacets(slug: string, filters: FilterSet): Promise<{ total: number; facets: Facet[] } | null> {
  const category = (await catalogIndex()).bySlug.get(slug);
  if (!category) return null;
  const { total, facets } = categoryFacetResult(category, filters);
  return { total, facets };
}

/**
 * computeFacets (src/lib/facets.ts) of the category's products, to the same
 * result, values and order: whether a value passes a filter is asked once per
 * distinct value rather than once per product, and counting adds up codes in
 * typed arrays. computeFacets builds a key string per product and facet, which
 * at 20,000 products of one category takes tens of milliseconds.
 */
export function categoryFacetResult(category: IndexedCategory, filters: FilterSet): FacetResult {
  const n = category.ids.length;
  const offered = filterDefs(category.defs);
  const active = offered.filter((d) => filters[d.key]);
  const columns = category.columns;
  const activeCodes = active.map((d) => columns.get(d.key)!.codes);
  const activePass = active.map((d) => {
    const column = columns.get(d.key)!;
    return Uint8Array.from(column.values, (v) => (passes(filters[d.key], v) ? 1 : 0));
  });
  // As computeFacets: per product, how many active filters it fails (counting stops at 2) and the last one it failed.
  const failCount = new Uint8Array(n);
  const failedKey = new Int16Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    for (let a = 0; a < active.length; a++) {
      const code = activeCodes[a][i];
      if (code < 0 || activePass[a][code] === 0) {
        failCount[i]++;
        failedKey[i] = a;
        if (failCount[i] > 1) break;
      }
    }
  }
  const matches: number[] = [];
  for (let i = 0; i < n; i++) if (failCount[i] === 0) matches.push(i);

  const facets: Facet[] = offered.map((def) => {
    const own = active.indexOf(def);
    const { codes, values, groups } = columns.get(def.key)!;
    const counts = new Int32Array(values.length);
    const first = new Int32Array(values.length);
    for (let i = 0; i < n; i++) {
      if (!(failCount[i] === 0 || (failCount[i] === 1 && failedKey[i] === own))) continue;
      const code = codes[i];
      if (code < 0) continue;
      if (counts[code]++ === 0) first[code] = i;
    }
    const base = { key: def.key, label: def.label, unit: def.unit };
    if (def.filter === "range") {
      let min = Infinity;
      let max = -Infinity;
      for (let c = 0; c < values.length; c++) {
        const v = values[c];
        if (counts[c] === 0 || typeof v !== "number") continue;
        if (v < min) min = v;
        if (v > max) max = v;
      }
      return min <= max ? { ...base, type: "range" as const, min, max } : { ...base, type: "range" as const };
    }
    // One entry per group, holding the value of its first counted product, listed in the order
    // their first products come: the order computeFacets' map has before it sorts.
    const entries = new Map<number, { value: AttributeValue; count: number; first: number }>();
    for (let c = 0; c < values.length; c++) {
      const v = values[c];
      if (counts[c] === 0 || (def.type === "number" ? typeof v !== "number" : typeof v !== "string")) continue;
      const entry = entries.get(groups[c]);
      if (!entry) entries.set(groups[c], { value: v, count: counts[c], first: first[c] });
      else {
        entry.count += counts[c];
        if (first[c] < entry.first) {
          entry.first = first[c];
          entry.value = v;
        }
      }
    }
    const listed: FacetValue[] = [...entries.values()].sort((x, y) => x.first - y.first).map(({ value, count }) => ({ value, count }));
    const keys = new Set(listed.map((e) => valueKey(e.value)));
    for (const v of filters[def.key]?.values ?? []) {
      const key = valueKey(v);
      if (!keys.has(key)) {
        keys.add(key);
        listed.push({ value: v, count: 0 });
      }
    }
    return { ...base, type: "values" as const, values: listed.sort((x, y) => byValue(x.value, y.value)) };
  });
  return { total: matches.length, matches, facets };
}
