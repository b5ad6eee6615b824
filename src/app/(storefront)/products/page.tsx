import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState } from "@/components/storefront/catalog/empty-state";
import { ProductGrid } from "@/components/storefront/catalog/product-grid";
import { ProductGridSkeleton } from "@/components/storefront/catalog/product-grid-skeleton";
import { env } from "@/env";
import { absoluteUrl } from "@/lib/seo";
import { cachedCategories, cachedProducts, cachedSearch } from "@/server/catalog/cached";

const DESCRIPTION =
  "Browse our catalogue of industrial plastic packaging: PE stretch film, poly mailer bags, trash bags and can liners, gloves and aprons, and t-shirt bags. Add items to your cart to request a quote.";

export const metadata: Metadata = {
  title: "Products",
  description: DESCRIPTION,
  // Search result pages point search engines at the full catalogue.
  alternates: { canonical: absoluteUrl(env.siteUrl, "/products") },
  openGraph: {
    type: "website",
    url: absoluteUrl(env.siteUrl, "/products"),
    title: "Products",
    description: DESCRIPTION,
    images: [{ url: absoluteUrl(env.siteUrl, "/images/stretch-film.svg"), alt: "PE stretch film rolls" }],
  },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const plural = (n: number) => `${n} ${n === 1 ? "product" : "products"}`;

async function CategoryLinks() {
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

async function AllProducts() {
  const products = await cachedProducts();
  return (
    <>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">All Products</h1>
        <p className="text-muted-foreground">{plural(products.length)} for businesses across America. Add items to your cart to request a quote.</p>
      </header>
      <CategoryLinks />
      {products.length > 0 ? (
        <ProductGrid products={products} label="All products" />
      ) : (
        <EmptyState icon={SearchX} title="No products found">
          <p className="text-muted-foreground">Our catalogue is being updated. Please check back soon.</p>
        </EmptyState>
      )}
    </>
  );
}

async function SearchResults({ query }: { query: string }) {
  const products = await cachedSearch(query);
  return (
    <>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Search results for &quot;{query}&quot;</h1>
        <p className="text-muted-foreground" role="status">
          {products.length === 0 ? "No products match your search." : `${plural(products.length)} found`}
        </p>
      </header>
      {products.length > 0 ? (
        <>
          <ProductGrid products={products} label={`Search results for ${query}`} />
          <Button asChild variant="outline" className="w-fit">
            <Link href="/products">View all products</Link>
          </Button>
        </>
      ) : (
        <EmptyState icon={SearchX} title="No products found">
          <p className="max-w-md text-muted-foreground">
            We couldn&apos;t find anything for &quot;{query}&quot;. Check the spelling, try a shorter term or a SKU, or browse the whole catalogue.
          </p>
          <Button asChild className="mt-2">
            <Link href="/products">Browse all products</Link>
          </Button>
          <div className="mt-4">
            <CategoryLinks />
          </div>
        </EmptyState>
      )}
    </>
  );
}

/** Reads the query (request data), so it renders inside the page's Suspense boundary. */
async function ProductListing({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).search;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 100) ?? "";
  return query ? <SearchResults query={query} /> : <AllProducts />;
}

function ListingSkeleton() {
  return (
    <>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <ProductGridSkeleton count={8} />
    </>
  );
}

export default function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <Suspense fallback={<ListingSkeleton />}>
        <ProductListing searchParams={searchParams} />
      </Suspense>
    </div>
  );
}
