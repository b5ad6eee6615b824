import type { ReactNode } from "react";
import type { Listing } from "@/components/storefront/catalog/filters/filter-links";
import { FilterNavigation } from "@/components/storefront/catalog/filters/filter-navigation";
import { ListingColumns } from "@/components/storefront/catalog/filters/listing-columns";
import type { AttributeDef } from "@/lib/attributes";
import type { Facet, FilterSet } from "@/lib/facets";

/**
 * A search's results beside their filter panel (a category's listing is
 * CategoryListingView, which a filter click redraws in place); a change of
 * the search's filters navigates.
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
  return (
    <FilterNavigation>
      <ListingColumns slug={slug} defs={defs} facets={facets} filters={filters} query={query}>
        {children}
      </ListingColumns>
    </FilterNavigation>
  );
}
