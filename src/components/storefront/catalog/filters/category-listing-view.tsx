"use client";

import { FileQuestion, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AttributeDef } from "@/lib/attributes";
import type { FilteredView } from "@/lib/filtered-view";
import { CatalogPagination } from "../catalog-pagination";
import { EmptyState } from "../empty-state";
import { ProductCardGrid } from "../product-card-view";
import { AppliedFilters, ClearFilters } from "./applied-filters";
import { FilterLink } from "./filter-controls";
import { categoryPath, filteredHref, matchText } from "./filter-links";
import { FilterPagination } from "./filter-pagination";
import { ListingColumns } from "./listing-columns";

/** The category a listing shows: what its page knows before any filter is applied. */
export interface FilteredCategory {
  slug: string;
  name: string;
  defs: AttributeDef[];
}

/**
 * One page of a category beside its filter panel, plain (`view.query` empty:
 * `/categories/{slug}`, `/categories/{slug}/page/N`) or narrowed by filters
 * (the chips, how many match, the filters' page links). Drawn from data alone,
 * so the server renders it into the page's HTML (for readers without scripts
 * too) and a filter click redraws it in place from the JSON answer of
 * GET /api/categories/{slug}/filtered: the same component either way, so
 * React updates the panel and the grid rather than building them again, and
 * the focus stays on the box just ticked. `redrawn`: drawn in the page, not
 * from the server's HTML (ProductCardGrid draws its first screen first).
 */
export function CategoryListingView({
  category,
  view,
  redrawn = false,
}: {
  category: FilteredCategory;
  view: FilteredView;
  redrawn?: boolean;
}) {
  const first = (view.page - 1) * view.pageSize + 1;
  const filtered = view.query !== "";
  const showing = view.pageCount > 1 && (
    <p className="text-sm text-muted-foreground">
      {/* "to", not "–": the site's own text stays Latin-1 (see metaDescription). */}
      Showing {first} to {first + view.cards.length - 1} of {view.total} products
    </p>
  );
  // Keyed by the view: a new list mounts a new grid (which draws a redrawn list's first screen first) rather than
  // matching its cards against the last list's.
  const grid = (
    <ProductCardGrid key={`${view.query}#${view.page}`} cards={view.cards} label={`${category.name} products`} redrawn={redrawn} />
  );
  const label = `${category.name} pages`;
  return (
    <ListingColumns slug={category.slug} defs={category.defs} facets={view.facets} filters={view.filters} query={view.query}>
      {!filtered ? (
        <>
          {showing}
          {grid}
          <CatalogPagination basePath={categoryPath(category.slug)} page={view.page} pageCount={view.pageCount} label={label} />
        </>
      ) : (
        <>
          <div className="flex flex-col gap-3">
            <AppliedFilters slug={category.slug} filters={view.filters} defs={category.defs} />
            <p role="status" className="font-medium">
              {matchText(view.total)}
            </p>
          </div>
          {view.total === 0 ? (
            <EmptyState icon={SearchX} title="No products match these filters.">
              <p className="text-muted-foreground">Untick a filter or widen a range, or see every product in {category.name}.</p>
              <ClearFilters slug={category.slug} />
            </EmptyState>
          ) : view.cards.length === 0 ? (
            <EmptyState icon={FileQuestion} title="Page Not Found">
              <p className="text-muted-foreground">
                These filters give only {view.pageCount} {view.pageCount === 1 ? "page" : "pages"}.
              </p>
              <Button asChild className="mt-2">
                <FilterLink href={filteredHref(category.slug, view.query)}>Go to page 1</FilterLink>
              </Button>
            </EmptyState>
          ) : (
            <>
              {showing}
              {grid}
              <FilterPagination slug={category.slug} query={view.query} page={view.page} pageCount={view.pageCount} label={label} />
            </>
          )}
        </>
      )}
    </ListingColumns>
  );
}
