import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { TAGS } from "@/server/cache";
import { LIST_CAP } from "@/server/http/list";
import { getStoredPageContent, linkedProducts } from "@/server/page-content/page-content";
import { getSettingsMap } from "@/server/settings/settings";
import { getCategoryBySlug, listCategories } from "@/server/catalog/categories/categories";
import { cartProducts } from "@/server/catalog/ordering/cart-items";
import { currentSlug, type SlugKind } from "./former-slugs";
import { categoryFacets, filteredCategoryPage, readCategoryFilters } from "@/server/catalog/search/facets";
import { CATALOG_PAGE_SIZE, getProductBySlug, listProducts, productListBody, productPage } from "@/server/catalog/products/products";
import { readSearchFilters, searchListing } from "@/server/catalog/search/search-listing";

/**
 * What public pages read: cached until an admin change invalidates the tag
 * (src/server/cache.ts), so after warm-up a catalogue page costs no database
 * query. Route handlers and tests use the uncached functions directly.
 */
export async function cachedCategories() {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.catalog);
  return listCategories();
}

export async function cachedCategory(slug: string) {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.catalog);
  return getCategoryBySlug(slug);
}

/** One page of a category's products, or of the whole catalogue (no slug). */
export async function cachedProductPage(page: number, categorySlug?: string) {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.catalog);
  return productPage({ page, categorySlug });
}

/**
 * What GET /api/products and /api/categories/{slug}/products answer without
 * ?page=: the list's first LIST_CAP products, serialised once with its ETag
 * (null: no category has that slug).
 */
export async function cachedProductList(categorySlug?: string) {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.catalog);
  return productListBody({ page: 1, pageSize: LIST_CAP }, categorySlug);
}

/** The first products by name: the product pages prerendered at build time. */
export async function cachedFirstProducts(limit: number) {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.catalog);
  return listProducts({ page: 1, pageSize: limit });
}

export async function cachedProduct(slug: string) {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.catalog);
  return getProductBySlug(slug);
}

/** Where a renamed product or category lives now (null: nowhere), for its old address's 308. */
export async function cachedCurrentSlug(kind: SlugKind, slug: string) {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.catalog);
  return currentSlug(kind, slug);
}

/**
 * The cart's check (GET /api/cart-items). Callers pass the SKUs lower-cased,
 * sorted and without repeats, so one cart's check is one entry.
 */
export async function cachedCartProducts(skus: string[], ids: number[]) {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.catalog);
  return cartProducts(skus, ids);
}

/**
 * One page of a search's results with its category facet, cached per term,
 * canonical filter query (readSearchFilters) and page.
 */
export async function cachedSearchListing(q: string, query: string, page: number) {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.catalog);
  const read = readSearchFilters(new URLSearchParams(query));
  return searchListing(q, read.ok ? read.filters : {}, page);
}

export async function cachedSettings() {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.settings);
  return getSettingsMap();
}

export async function cachedPageContent() {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.pageContent);
  return getStoredPageContent();
}

/** The products a page's variant codes and card SKUs name, by lower-cased SKU: a product change reaches the page. */
export async function cachedLinkedProducts(skus: string[]) {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.catalog);
  return linkedProducts(skus);
}

/**
 * One page of a category's products narrowed by filters, with the facets:
 * cached per category, canonical filter query (src/lib/facets.ts filterQuery)
 * and page, so however a filtered URL was written it is rendered once per
 * catalogue change. Null: no such category.
 */
export async function cachedFilteredPage(slug: string, query: string, page: number) {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.catalog);
  const read = await readCategoryFilters(slug, new URLSearchParams(query));
  return read && filteredCategoryPage(read.category.slug, read.filters, page, CATALOG_PAGE_SIZE);
}

/** A category's facets with no filter applied: the filter panel of its plain (static) pages. Null: no such category. */
export async function cachedCategoryFacets(slug: string) {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.catalog);
  return categoryFacets(slug, {});
}
