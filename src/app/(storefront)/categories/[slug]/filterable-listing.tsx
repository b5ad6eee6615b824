import type { ComponentProps } from "react";
import { FilterNavigation } from "@/components/storefront/catalog/filters/filter-navigation";
import { ListingColumns } from "@/components/storefront/catalog/filters/listing-columns";

/**
 * A search's results beside their filter panel (a category's listing is
 * CategoryListingView, which a filter click redraws in place); a change of
 * the search's filters navigates.
 */
export function FilterableListing(props: ComponentProps<typeof ListingColumns>) {
  return (
    <FilterNavigation>
      <ListingColumns {...props} />
    </FilterNavigation>
  );
}
