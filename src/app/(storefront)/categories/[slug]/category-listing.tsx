import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { NotFoundPage } from "@/components/storefront/not-found-page";
import { PackageOpen } from "lucide-react";
import { Breadcrumbs } from "@/components/storefront/catalog/breadcrumbs";
import { catalogPageHref } from "@/components/storefront/catalog/catalog-pagination";
import { CategoryListingView } from "@/components/storefront/catalog/filters/category-listing-view";
import { FilterNavigation } from "@/components/storefront/catalog/filters/filter-navigation";
import { plainViewData } from "@/components/storefront/catalog/filters/filtered-view-data";
import { EmptyState } from "@/components/storefront/catalog/empty-state";
import { JsonLd } from "@/components/storefront/catalog/json-ld";
import { env } from "@/env";
import { absoluteUrl, breadcrumbJsonLd, metaDescription } from "@/lib/seo";
import type { AttributeDef } from "@/lib/attributes";
import { cachedCategory, cachedCategoryFacets, cachedCurrentSlug, cachedProductPage, cachedSettings } from "@/server/catalog/cached";
import { CategoryNotFoundView } from "./category-not-found";

/** What the category page (page 1) and its further pages (/categories/{slug}/page/{n}) share. */

export async function categoryMetadata(slug: string, page: number): Promise<Metadata> {
  const [category, settings, listing] = await Promise.all([cachedCategory(slug), cachedSettings(), cachedProductPage(page, slug)]);
  if (!category) return { title: "Category Not Found", robots: { index: false } };
  if (!listing) return { title: "Page Not Found", robots: { index: false } };
  const path = catalogPageHref(`/categories/${category.slug}`, page);
  const title = page > 1 ? `${category.name} (page ${page} of ${listing.pageCount})` : category.name;
  const description = metaDescription(category.description);
  return {
    title,
    description,
    alternates: { canonical: absoluteUrl(env.siteUrl, path) },
    openGraph: {
      type: "website",
      url: absoluteUrl(env.siteUrl, path),
      siteName: settings.business_name || undefined,
      title,
      description,
      images: [{ url: absoluteUrl(env.siteUrl, category.imageUrl), alt: category.name }],
    },
  };
}

async function CategoryProducts({ slug, name, page, defs }: { slug: string; name: string; page: number; defs: AttributeDef[] }) {
  const [listing, facets] = await Promise.all([cachedProductPage(page, slug), cachedCategoryFacets(slug)]);
  if (!listing) notFound();
  if (listing.total === 0) {
    return (
      <EmptyState icon={PackageOpen} title="No products found">
        <p className="text-muted-foreground">This category doesn&apos;t have any products yet.</p>
      </EmptyState>
    );
  }
  const category = { slug, name, defs };
  // Ticking a box redraws this listing in place (FilterNavigation, told which view the server drew here).
  return (
    <FilterNavigation category={category} at={catalogPageHref(`/categories/${slug}`, listing.page)}>
      <CategoryListingView category={category} view={plainViewData(listing, facets?.facets ?? [])} />
    </FilterNavigation>
  );
}

/**
 * A category's name, description and one page of its products. A renamed
 * category's old slug answers a 308 to the same page at its current one; an
 * unknown slug or a page past the last a 404 that says which, in the HTML
 * (NotFoundPage). Both are real statuses: the page waits for its render (see
 * ensureStatic in ./page.tsx), and nothing here is in a Suspense boundary (ADR 12).
 */
export async function CategoryListing({ slug, page }: { slug: string; page: number }) {
  const [category, listing] = await Promise.all([cachedCategory(slug), cachedProductPage(page, slug)]);
  if (!category) {
    const now = await cachedCurrentSlug("category", slug);
    if (now) permanentRedirect(catalogPageHref(`/categories/${now}`, page));
  }
  if (!category || !listing) {
    return (
      <NotFoundPage>
        <CategoryNotFoundView />
      </NotFoundPage>
    );
  }

  const crumbs = [
    { name: "Home", href: "/" },
    { name: "Products", href: "/products" },
    { name: category.name, href: `/categories/${category.slug}` },
  ];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <JsonLd
        data={breadcrumbJsonLd(
          env.siteUrl,
          crumbs.map((c) => ({ name: c.name, path: c.href })),
        )}
      />
      <Breadcrumbs items={crumbs} />
      <header className="flex max-w-3xl flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{category.name}</h1>
        <p className="leading-relaxed text-muted-foreground">{category.description}</p>
      </header>
      <CategoryProducts slug={category.slug} name={category.name} page={page} defs={category.attributes} />
    </div>
  );
}
