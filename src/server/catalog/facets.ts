import "server-only";
import type { AttributeDef } from "@/lib/attributes";
import { computeFacets, filterQuery, parseFilters, type Facet, type FilterSet } from "@/lib/facets";
import type { Product } from "@/lib/types";
import { badRequest } from "@/server/http/errors";
import { catalogIndex } from "./catalog-index";
import { isStorableSlug, productsByIds } from "./products";

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
  const { total, matches, facets } = computeFacets(category.attributes, category.defs, filters);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const ids = matches.slice((page - 1) * pageSize, page * pageSize).map((i) => category.products[i].id);
  return { products: await productsByIds(ids), page, pageSize, pageCount, total, facets };
}

/** The facets alone (GET /api/categories/{slug}/facets). */
export async function categoryFacets(slug: string, filters: FilterSet): Promise<{ total: number; facets: Facet[] } | null> {
  const category = (await catalogIndex()).bySlug.get(slug);
  if (!category) return null;
  const { total, facets } = computeFacets(category.attributes, category.defs, filters);
  return { total, facets };
}
