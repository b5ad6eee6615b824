import type { ReactNode } from "react";
import type { Listing } from "@/components/storefront/catalog/filters/filter-links";
import { FilterNavigation } from "@/components/storefront/catalog/filters/filter-navigation";
import type { FilteredCategory } from "@/components/storefront/catalog/filters/filtered-view-content";
import { ListingColumns } from "@/components/storefront/catalog/filters/listing-columns";
import type { AttributeDef } from "@/lib/attributes";
import type { Facet, FilterSet } from "@/lib/facets";

/**
 * A plain page's products (a category's or a search's results) beside its
 * filter panel. On a category, ticking a box redraws the filtered view in
 * place (FilterNavigation, given the category and this page's address `at`).
 */
export function FilterableListing({
  slug,
  defs,
  facets,
  filters,
  query,
  category,
  at,
  children,
}: {
  slug: Listing;
  defs: AttributeDef[];
  facets: Facet[];
  filters: FilterSet;
  query: string;
  category?: FilteredCategory;
  at?: string;
  children: ReactNode;
}) {
  return (
    <FilterNavigation category={category} at={at}>
      <ListingColumns slug={slug} defs={defs} facets={facets} filters={filters} query={query}>
        {children}
      </ListingColumns>
    </FilterNavigation>
  );
}
