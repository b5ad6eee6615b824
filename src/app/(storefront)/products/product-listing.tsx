import Link from "next/link";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CatalogPagination } from "@/components/storefront/catalog/catalog-pagination";
import { EmptyState } from "@/components/storefront/catalog/empty-state";
import { ProductGrid } from "@/components/storefront/catalog/product-grid";
import { NotFoundContent } from "@/components/storefront/not-found-content";
import { NotFoundPage } from "@/components/storefront/not-found-page";
import { cachedCategories, cachedProductPage } from "@/server/catalog/cached";
import { formatCount } from "@/lib/count";

/** What /products (page 1), its further pages (/products/page/{n}) and the search results share. */

export const plural = (n: number) => `${formatCount(n)} ${n === 1 ? "product" : "products"}`;

export const LISTING_CLASS = "mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8";

export async function CategoryLinks() {
  const categories = await cachedCategories();
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Product categories">
      <ul className="flex flex-wrap gap-2">
        {categories.map((c) => (
          <li key={c.id}>
            <Button asChild variant="outline" size="sm" className="rounded-full">
              <Link href={`/categories/${c.slug}`}>{c.name}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One page of the whole catalogue by name; past the last page, the 404 page. */
export async function AllProducts({ page }: { page: number }) {
  const listing = await cachedProductPage(page);
  if (!listing) {
    return (
      <NotFoundPage>
        <NotFoundContent />
      </NotFoundPage>
    );
  }
  const first = (listing.page - 1) * listing.pageSize + 1;
  return (
    <div className={LISTING_CLASS}>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">All Products</h1>
        <p className="text-muted-foreground">
          {plural(listing.total)} for businesses across America. Add items to your cart to request a quote.
          {listing.pageCount > 1 &&
            ` Showing ${first} to ${first + listing.products.length - 1}, page ${listing.page} of ${listing.pageCount}.`}
        </p>
      </header>
      <CategoryLinks />
      {listing.total > 0 ? (
        <>
          <ProductGrid products={listing.products} label="All products" />
          <CatalogPagination basePath="/products" page={listing.page} pageCount={listing.pageCount} label="Product pages" />
        </>
      ) : (
        <EmptyState icon={SearchX} title="No products found">
          <p className="text-muted-foreground">Our catalogue is being updated. Please check back soon.</p>
        </EmptyState>
      )}
    </div>
  );
}
