import type { Facet, FilterSet } from "@/lib/facets";
import type { CartItem } from "@/lib/types";

/** One product card as the grid draws it: the cart's record of the product and its first specifications. */
export interface CardData {
  item: Omit<CartItem, "quantity">;
  specs: [string, string][];
}

/**
 * One page of a category narrowed by filters, as its view draws it: what the
 * filter route renders on the server and what a filter click fetches to
 * redraw the view in place (GET /api/categories/{slug}/filtered).
 */
export interface FilteredView {
  /** The filters in canonical form: the view's address is `/categories/{slug}?{query}`. */
  query: string;
  filters: FilterSet;
  /** 1-based; a page past the last has no cards. */
  page: number;
  pageSize: number;
  pageCount: number;
  /** Products that pass every filter. */
  total: number;
  facets: Facet[];
  cards: CardData[];
}
