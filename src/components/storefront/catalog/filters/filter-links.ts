/**
 * Addresses and labels of a category's filtered views, browser-safe: the
 * server components and the filter form's browser code build the same
 * canonical links (src/lib/facets.ts filterQuery), so a view has one URL
 * however it was reached and is cached once.
 */
import { formatAttribute, type AttributeDef, type AttributeValue } from "@/lib/attributes";
import { filterQuery, parseFilters, type Filter, type FilterSet } from "@/lib/facets";
import { parsePageNumber } from "@/lib/page-number";
import { formatNumber, UNITS } from "@/lib/units";
import { formatCount } from "@/lib/count";

export const categoryPath = (slug: string) => `/categories/${slug}`;

/** What a filter panel narrows: a category (its slug) or a search's results (its term). */
export type Listing = string | { search: string };

/** The listing unfiltered, page 1: `/categories/{slug}`, or `/search?q=…` (the address the server keeps). */
export const listingPath = (listing: Listing) =>
  typeof listing === "string" ? categoryPath(listing) : `/search?q=${encodeURIComponent(listing.search)}`;

/**
 * A filtered view's address: `/categories/{slug}?width=18&thickness=80`, then
 * `&page=N` after page 1. Without filters it is the plain page
 * (`/categories/{slug}`, `/categories/{slug}/page/N`), which is static. A
 * search's: `/search?q=…&category=…&page=N`.
 */
export function filteredHref(listing: Listing, query: string, page = 1): string {
  if (typeof listing !== "string") return [listingPath(listing), query, page > 1 ? `page=${page}` : ""].filter(Boolean).join("&");
  const base = categoryPath(listing);
  if (!query) return page > 1 ? `${base}/page/${page}` : base;
  return page > 1 ? `${base}?${query}&page=${page}` : `${base}?${query}`;
}

/**
 * Where the browser's router must go for a filtered view. src/proxy.ts serves
 * `/categories/{slug}?width=18` from `/categories/{slug}/filter?width=18` on the
 * server, but the router in the browser knows `/categories/{slug}` as the
 * static plain page and would show that for any query; it is sent to the
 * filter route itself, and PublicAddress puts the shared address back.
 */
export function routerHref(href: string): string {
  const m = /^\/categories\/([^/?#]+)\?(.+)$/.exec(href);
  return m ? `/categories/${m[1]}/filter?${m[2]}` : href;
}

/** The address people share for the filter route's URL: `/categories/{slug}/filter?q` → `/categories/{slug}?q`. */
export function publicHref(pathname: string, search: string): string | null {
  const m = /^\/categories\/([^/]+)\/filter$/.exec(pathname);
  return m ? `/categories/${m[1]}${search}` : null;
}

/**
 * Which view of the category an address shows, as its one canonical address:
 * `/categories/{slug}?width=18&page=2` however the query was written (the
 * filter route's own path counts too), the plain page for no filters, a
 * further plain page as is. Null for any other address, and for filters that
 * do not parse (the server names the field to fix).
 */
export function categoryViewHref(slug: string, defs: readonly AttributeDef[], pathname: string, search: string): string | null {
  const base = categoryPath(slug);
  if (pathname.startsWith(`${base}/page/`)) return /^[1-9]\d{0,5}$/.test(pathname.slice(base.length + 6)) ? pathname : null;
  if (pathname !== base && pathname !== `${base}/filter`) return null;
  const params = new URLSearchParams(search);
  const pageText = params.get("page");
  const page = pageText === null ? 1 : parsePageNumber(pageText.trim());
  const parsed = parseFilters(params, defs);
  if (page === null || !parsed.ok) return null;
  return filteredHref(slug, filterQuery(parsed.filters, defs), page);
}

/**
 * The filter query a filter form's fields ask for: canonical when they parse;
 * as entered when they do not (min above max, not a number), so the page names
 * the field to fix. Empty fields are left out.
 */
export function formQuery(entries: Iterable<[string, string]>, defs: readonly AttributeDef[]): string {
  const filled = [...entries].filter(([, v]) => v.trim() !== "");
  const parsed = parseFilters(filled, defs);
  return parsed.ok ? filterQuery(parsed.filters, defs) : new URLSearchParams(filled).toString();
}

/** The heading of a facet: "Width (in)", "Color". */
export function facetLegend(label: string, unit: string | null): string {
  const symbol = unit && unit in UNITS ? UNITS[unit as keyof typeof UNITS].symbol : null;
  return symbol ? `${label} (${symbol})` : label;
}

export interface AppliedFilter {
  /** "Width: 18 in", "Length: 1000 ft to 2000 ft". */
  label: string;
  /** The view without this one. */
  href: string;
}

/** One chip per ticked value and one per range, in the definitions' order, each linking to the view without it. */
export function appliedFilters(slug: Listing, filters: FilterSet, defs: readonly AttributeDef[]): AppliedFilter[] {
  const out: AppliedFilter[] = [];
  const without = (key: string, filter: Filter | null) => {
    const next: FilterSet = { ...filters };
    if (filter && (filter.values.length || filter.min !== undefined || filter.max !== undefined)) next[key] = filter;
    else delete next[key];
    return filteredHref(slug, filterQuery(next, defs));
  };
  for (const def of defs) {
    const f = filters[def.key];
    if (!f) continue;
    for (const v of f.values) {
      out.push({
        label: `${def.label}: ${formatAttribute(def, v)}`,
        href: without(def.key, { ...f, values: f.values.filter((x) => x !== v) }),
      });
    }
    if (f.min !== undefined || f.max !== undefined) {
      out.push({ label: `${def.label}: ${rangeText(def, f.min, f.max)}`, href: without(def.key, { values: f.values }) });
    }
  }
  return out;
}

function rangeText(def: AttributeDef, min: number | undefined, max: number | undefined): string {
  const show = (n: number) => formatAttribute(def, n);
  if (min !== undefined && max !== undefined) return min === max ? show(min) : `${show(min)} to ${show(max)}`;
  return min !== undefined ? `${show(min)} or more` : `${show(max as number)} or less`;
}

/** The value as a form sends it (numbers as filterQuery writes them). */
export const valueParam = (value: AttributeValue) => (typeof value === "number" ? String(value) : value);

/** A range bound as its input shows it: "1000", "" when unset. */
export const boundText = (n: number | undefined) => (n === undefined ? "" : formatNumber(n, 6));

/** "12 products match", "1 product matches". */
export const matchText = (n: number) => `${formatCount(n)} ${n === 1 ? "product matches" : "products match"}`;
