import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { NotFoundPage } from "@/components/storefront/not-found-page";
import { parsePageNumber } from "@/lib/page-number";
import { cachedCategories } from "@/server/catalog/cached";
import { CATALOG_PAGE_SIZE } from "@/server/catalog/products/products";
import { CategoryNotFoundView } from "../../category-not-found";
import { CategoryListing, categoryMetadata } from "../../category-listing";

/** Page 2 and later of a category's products; static like the first page (see ../../page.tsx). */
export const ensureStatic = "navigation";

type Props = { params: Promise<{ slug: string; page: string }> };

/** The first few pages of each category are prerendered; the rest render on their first visit, then stay cached. */
export async function generateStaticParams() {
  const categories = await cachedCategories();
  const params = categories.flatMap((c) => {
    const pages = Math.min(5, Math.ceil(c.productCount / CATALOG_PAGE_SIZE));
    return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ({ slug: c.slug, page: String(i + 2) }));
  });
  // A build needs at least one value; this one renders the not-found view.
  return params.length > 0 ? params : [{ slug: categories[0]?.slug ?? "no-categories-yet", page: "2" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, page } = await params;
  const n = parsePageNumber(page);
  return n ? categoryMetadata(slug, n) : { title: "Page Not Found", robots: { index: false } };
}

export default async function CategoryPagePage({ params }: Props) {
  const { slug, page } = await params;
  const n = parsePageNumber(page);
  if (!n) {
    return (
      <NotFoundPage>
        <CategoryNotFoundView />
      </NotFoundPage>
    );
  }
  if (n === 1) permanentRedirect(`/categories/${encodeURIComponent(slug)}`);
  return <CategoryListing slug={slug} page={n} />;
}

/** A shared page: links to it prefetch one App Shell for the route (ADR 24). */
export const prefetch = "partial";
