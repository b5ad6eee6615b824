import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { connection } from "next/server";
import { Suspense } from "react";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/storefront/catalog/empty-state";
import { ProductGrid } from "@/components/storefront/catalog/product-grid";
import { env } from "@/env";
import { searchTermOf } from "@/lib/search-url";
import { absoluteUrl } from "@/lib/seo";
import { AppliedFilters } from "@/components/storefront/catalog/filters/applied-filters";
import { FilterPagination } from "@/components/storefront/catalog/filters/filter-pagination";
import { parsePageNumber } from "@/lib/page-number";
import { cachedSearchListing } from "@/server/catalog/cached";
import { readSearchFilters, SEARCH_FILTER_DEFS, SEARCH_RESULTS_MAX } from "@/server/catalog/search/search-listing";
import { recordSearch } from "@/server/catalog/search/search-log";
import { clientAddress } from "@/server/http/request-info";
import { FilterableListing } from "../categories/[slug]/filterable-listing";
import { AllProducts, CategoryLinks, LISTING_CLASS, plural } from "../products/product-listing";

/**
 * Search results at /search?q=… (ADR 5): the header's search box links here
 * directly; the old /products?search=… is redirected here. /products itself
 * never reads a query and stays prerendered. Results point search engines at
 * the catalogue, not themselves.
 */
export const metadata: Metadata = {
  title: "Search results",
  robots: { index: false, follow: true },
  alternates: { canonical: absoluteUrl(env.siteUrl, "/products") },
};

/**
 * Rendered whole per request, with no prerendered shell and no loading state:
 * its results are the page, so they are sent in place, where a reader without
 * JavaScript (or before the scripts load) reads them. Under a Suspense
 * boundary React would send them in a hidden element for its script to move.
 */
export const instant = false;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Counts the search for the admin's insights (outside the cached search, so a
 * cached answer counts too; a repeat the HTTP server answers from the page it
 * kept is counted there, through the search log's hook), once per client and
 * day. Next renders a runtime prerender of the page beside the request's own
 * render; connection() never resolves there, so each search is counted once.
 */
async function CountSearch({ query, found }: { query: string; found: number }) {
  await connection();
  recordSearch(query, found, clientAddress((await headers()).get("x-forwarded-for"), env.TRUST_PROXY));
  return null;
}

/**
 * The results, 24 a page like a category's (`&page=2`), beside a filter panel
 * of the categories they span (`&category=Trash Bags`, counts exact over every
 * result), with the category pages' chips, Clear all and no-JS form. Only the
 * address with `q` alone is kept by the HTTP server; pages and filters render
 * (from the cached listing).
 */
async function SearchResults({ query, filterQuery, page }: { query: string; filterQuery: string; page: number }) {
  const listing = await cachedSearchListing(query, filterQuery, page);
  const { products, correctedQuery, chips, total } = listing;
  const filters = readSearchFilters(new URLSearchParams(filterQuery));
  const applied = filters.ok ? filters.filters : {};
  const search = { search: query };
  return (
    <div className={LISTING_CLASS}>
      <Suspense fallback={null}>
        <CountSearch query={query} found={listing.found} />
      </Suspense>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Search results for &quot;{query}&quot;</h1>
        {correctedQuery && (
          <p className="text-lg">
            Showing results for <strong>{correctedQuery}</strong>
          </p>
        )}
        {chips.length > 0 && <SpecChips chips={chips} />}
      </header>
      {listing.found > 0 ? (
        <FilterableListing slug={search} defs={SEARCH_FILTER_DEFS} facets={listing.facets} filters={applied} query={filterQuery}>
          <AppliedFilters slug={search} filters={applied} defs={SEARCH_FILTER_DEFS} />
          <p className="text-muted-foreground" role="status">
            {listing.capped && !filterQuery
              ? `More than ${SEARCH_RESULTS_MAX} products found: showing the first ${SEARCH_RESULTS_MAX}. Add a word or a SKU to narrow the search.`
              : `${plural(total)} found`}
            {listing.pageCount > 1 && ` · page ${listing.page} of ${listing.pageCount}`}
          </p>
          {products.length > 0 && <ProductGrid products={products} label={`Search results for ${query}`} />}
          <FilterPagination
            slug={search}
            query={filterQuery}
            page={listing.page}
            pageCount={listing.pageCount}
            label="Search result pages"
          />
          <Button asChild variant="outline" className="w-fit">
            <Link href="/products">View all products</Link>
          </Button>
        </FilterableListing>
      ) : (
        <EmptyState icon={SearchX} title="No products found">
          <p className="max-w-md text-muted-foreground">
            We couldn&apos;t find anything for &quot;{query}&quot;. Check the spelling, try a shorter term or a SKU, or browse the whole
            catalogue.
          </p>
          <Button asChild className="mt-2">
            <Link href="/products">Browse all products</Link>
          </Button>
          <div className="mt-4">
            <CategoryLinks />
          </div>
        </EmptyState>
      )}
    </div>
  );
}

/** The specs the search read from the query ("18 in", "80 gauge"): what the ranking put first. */
function SpecChips({ chips }: { chips: string[] }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Matching specs:</span>
      <ul className="flex flex-wrap gap-2" aria-label="Specs recognised in your search">
        {chips.map((chip) => (
          <li key={chip} className="rounded-full border bg-muted px-3 py-1 font-medium">
            {chip}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A blank query shows the catalogue. */
async function Results({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const query = searchTermOf((key) => {
    const v = params[key];
    return Array.isArray(v) ? v[0] : v;
  });
  if (!query) return <AllProducts page={1} />;
  const entries = Object.entries(params).flatMap(([k, v]) =>
    v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x): [string, string] => [k, x]),
  );
  const filters = readSearchFilters(entries);
  const rawPage = params.page;
  const page = parsePageNumber(Array.isArray(rawPage) ? (rawPage[0] ?? "") : (rawPage ?? "1")) ?? 1;
  return <SearchResults query={query} filterQuery={filters.ok ? filters.query : ""} page={page} />;
}

export default function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  return <Results searchParams={searchParams} />;
}
