import type { ReactNode } from "react";
import { FilterPanel, panelFacets } from "@/components/storefront/catalog/filters/filter-panel";
import type { Listing } from "@/components/storefront/catalog/filters/filter-links";
import { FilterNavigation, FilterResults } from "@/components/storefront/catalog/filters/filter-navigation";
import type { AttributeDef } from "@/lib/attributes";
import type { Facet, FilterSet } from "@/lib/facets";

/**
 * A category's products (or a search's results) beside its filter panel: the plain pages (no filter
 * ticked) and the filtered view share it, so ticking a box changes only
 * what it must. On phones the panel sits above the products.
 */
export function FilterableListing({
  slug,
  defs,
  facets,
  filters,
  query,
  children,
}: {
  slug: Listing;
  defs: AttributeDef[];
  facets: Facet[];
  filters: FilterSet;
  query: string;
  children: ReactNode;
}) {
  const results = (
    <FilterResults className="flex min-w-0 flex-col gap-6 transition-opacity data-[pending]:opacity-60">{children}</FilterResults>
  );
  return (
    <FilterNavigation>
      {panelFacets(facets, filters).length === 0 ? (
        results
      ) : (
        <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <FilterPanel slug={slug} defs={defs} facets={facets} filters={filters} query={query} />
          {results}
        </div>
      )}
    </FilterNavigation>
  );
}
