import "server-only";
import type { Facet, FilterSet } from "@/lib/facets";
import type { FilteredView } from "@/lib/filtered-view";
import type { ProductPage } from "@/server/catalog/products/products";
import type { FilteredPage } from "@/server/catalog/search/facets";
import { cardData } from "../card-data";

/** What a category's listing draws of one page of filter results: the filter route's props and the in-place redraw's answer alike. */
export function filteredViewData(listing: FilteredPage, filters: FilterSet, query: string): FilteredView {
  const { page, pageSize, pageCount, total, facets } = listing;
  return { query, filters, page, pageSize, pageCount, total, facets, cards: listing.products.map(cardData) };
}

/** The same for a plain page of the category (no filter: every product, the panel's counts over all of them). */
export function plainViewData(listing: ProductPage, facets: Facet[]): FilteredView {
  const { page, pageSize, pageCount, total } = listing;
  return { query: "", filters: {}, page, pageSize, pageCount, total, facets, cards: listing.products.map(cardData) };
}
