import type { ReactNode } from "react";
import type { AttributeDef } from "@/lib/attributes";
import type { Facet, FilterSet } from "@/lib/facets";
import type { Listing } from "./filter-links";
import { FilterResults } from "./filter-controls";
import { FilterPanel, panelFacets } from "./filter-panel";

/**
 * The filter panel beside the results (above them on phones); the results
 * alone when no facet is worth showing. The plain pages, the filter route and
 * a view redrawn in place all lay out through here.
 */
export function ListingColumns({
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
  if (panelFacets(facets, filters).length === 0) return results;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
      <FilterPanel slug={slug} defs={defs} facets={facets} filters={filters} query={query} />
      {results}
    </div>
  );
}
