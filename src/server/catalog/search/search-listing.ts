import "server-only";
import type { AttributeDef, Attributes } from "@/lib/attributes";
import { computeFacets, filterQuery, parseFilters, type Facet, type FilterSet } from "@/lib/facets";
import type { Product } from "@/lib/types";
import { catalogIndex, categoryIdOf, type CatalogIndex } from "@/server/catalog/search/catalog-index";
import { CATALOG_PAGE_SIZE, productsByIds } from "@/server/catalog/products/products";
import { searchCatalogIds } from "@/server/catalog/search/spec-search";

/** Results a search pages through: twenty pages; past that a buyer narrows the search rather than pages. */
export const SEARCH_RESULTS_MAX = 480;

/** The one filter of a search's results: the categories they span (`?category=Trash Bags`). */
export const SEARCH_FILTER_DEFS: AttributeDef[] = [{ key: "category", label: "Category", type: "text", unit: null, filter: "values" }];

export interface SearchListing {
  products: Product[];
  /** Results after the filters. */
  total: number;
  /** Results before them, and whether the search stopped at SEARCH_RESULTS_MAX. */
  found: number;
  capped: boolean;
  page: number;
  pageCount: number;
  facets: Facet[];
  correctedQuery: string | null;
  chips: string[];
}

export type SearchFilterParse = { ok: true; filters: FilterSet; query: string } | { ok: false; errors: Record<string, string> };

/** The category filter of a results address, and its canonical query ("" for none). */
export function readSearchFilters(params: Iterable<[string, string]>): SearchFilterParse {
  const parsed = parseFilters(params, SEARCH_FILTER_DEFS);
  return parsed.ok ? { ok: true, filters: parsed.filters, query: filterQuery(parsed.filters, SEARCH_FILTER_DEFS) } : parsed;
}

/** A product's category name, if it has one. */
function categoryName(index: CatalogIndex, id: number): string | undefined {
  const categoryId = categoryIdOf(index, id);
  return categoryId === undefined ? undefined : index.categories.get(categoryId)?.name;
}

/**
 * One page of a search's results narrowed to some categories, with the
 * category facet: each category the results span, counted exactly over all of
 * them (up to SEARCH_RESULTS_MAX), in the search's rank order. A page past the
 * last is clamped to it.
 */
export async function searchListing(q: string, filters: FilterSet, page: number, pageSize = CATALOG_PAGE_SIZE): Promise<SearchListing> {
  const found = await searchCatalogIds(q, SEARCH_RESULTS_MAX + 1);
  const capped = found.ids.length > SEARCH_RESULTS_MAX;
  const ids = found.ids.slice(0, SEARCH_RESULTS_MAX);
  const index = await catalogIndex();
  const items = ids.map((id): Attributes => {
    const name = categoryName(index, id);
    return name === undefined ? {} : { category: name };
  });
  const facets = computeFacets(items, SEARCH_FILTER_DEFS, filters);
  const total = facets.total;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const pageIds = facets.matches.slice((current - 1) * pageSize, current * pageSize).map((i) => ids[i]);
  return {
    products: await productsByIds(pageIds),
    total,
    found: ids.length,
    capped,
    page: current,
    pageCount,
    facets: facets.facets,
    correctedQuery: found.correctedQuery,
    chips: found.chips,
  };
}
