import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { PackageOpen } from "lucide-react";
import { Breadcrumbs } from "@/components/storefront/catalog/breadcrumbs";
import { EmptyState } from "@/components/storefront/catalog/empty-state";
import { JsonLd } from "@/components/storefront/catalog/json-ld";
import { ProductGrid } from "@/components/storefront/catalog/product-grid";
import { ProductGridSkeleton } from "@/components/storefront/catalog/product-grid-skeleton";
import { env } from "@/env";
import { absoluteUrl, breadcrumbJsonLd, metaDescription } from "@/lib/seo";
import { cachedCategories, cachedCategory, cachedCategoryProducts, cachedSettings } from "@/server/catalog/cached";

/**
 * The whole page is static output, also for a slug first seen after the build:
 * such a request waits for its render instead of getting the shared shell with
 * a 200 first, so a missing category answers a real HTTP 404 (notFound() runs
 * before the response starts). It also keeps request-time work out of this route.
 */
export const ensureStatic = "navigation";

type Props = { params: Promise<{ slug: string }> };

/**
 * The categories that exist at build time are prerendered; one added later
 * renders on its first visit and is then cached like the others. A build
 * needs at least one value, hence the stand-in (it renders "Category Not Found").
 */
export async function generateStaticParams() {
  const categories = await cachedCategories();
  return categories.length > 0 ? categories.map((c) => ({ slug: c.slug })) : [{ slug: "no-categories-yet" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const [category, settings] = await Promise.all([cachedCategory(slug), cachedSettings()]);
  if (!category) return { title: "Category Not Found" };
  const path = `/categories/${category.slug}`;
  const description = metaDescription(category.description);
  return {
    title: category.name,
    description,
    alternates: { canonical: absoluteUrl(env.siteUrl, path) },
    openGraph: {
      type: "website",
      url: absoluteUrl(env.siteUrl, path),
      siteName: settings.business_name || undefined,
      title: category.name,
      description,
      images: [{ url: absoluteUrl(env.siteUrl, category.imageUrl), alt: category.name }],
    },
  };
}

async function CategoryProducts({ slug, name }: { slug: string; name: string }) {
  const products = await cachedCategoryProducts(slug);
  if (!products || products.length === 0) {
    return (
      <EmptyState icon={PackageOpen} title="No products found">
        <p className="text-muted-foreground">This category doesn&apos;t have any products yet.</p>
      </EmptyState>
    );
  }
  return <ProductGrid products={products} label={`${name} products`} />;
}

export default async function CategoryPage({ params }: Props) {
  const { slug } = await params;
  const category = await cachedCategory(slug);
  if (!category) notFound();

  const crumbs = [
    { name: "Home", href: "/" },
    { name: "Products", href: "/products" },
    { name: category.name, href: `/categories/${category.slug}` },
  ];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <JsonLd data={breadcrumbJsonLd(env.siteUrl, crumbs.map((c) => ({ name: c.name, path: c.href })))} />
      <Breadcrumbs items={crumbs} />
      <header className="flex max-w-3xl flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{category.name}</h1>
        <p className="leading-relaxed text-muted-foreground">{category.description}</p>
      </header>
      <Suspense fallback={<ProductGridSkeleton count={6} />}>
        <CategoryProducts slug={category.slug} name={category.name} />
      </Suspense>
    </div>
  );
}
