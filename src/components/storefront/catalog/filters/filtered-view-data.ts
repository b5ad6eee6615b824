import "server-only";
import type { FilterSet } from "@/lib/facets";
import type { FilteredView } from "@/lib/filtered-view";
import type { FilteredPage } from "@/server/catalog/search/facets";
import { cardData } from "../card-data";

/** What the filtered view draws of one page of filter results: the filter route's props and the in-place update's answer alike. */
export function filteredViewData(listing: FilteredPage, filters: FilterSet, query: string): FilteredView {
  const { page, pageSize, pageCount, total, facets } = listing;
  return { query, filters, page, pageSize, pageCount, total, facets, cards: listing.products.map(cardData) };
}
