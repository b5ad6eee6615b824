import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { NotFoundContent } from "@/components/storefront/not-found-content";
import { NotFoundPage } from "@/components/storefront/not-found-page";
import { env } from "@/env";
import { parsePageNumber } from "@/lib/page-number";
import { absoluteUrl } from "@/lib/seo";
import { cachedProductPage } from "@/server/catalog/cached";
import { AllProducts } from "../../product-listing";

/** Page 2 and later of the whole catalogue; static, and a real 404 past the last page (see ../../[slug]/page.tsx). */
export const ensureStatic = "navigation";

type Props = { params: Promise<{ page: string }> };

/** The first few pages are prerendered; the rest render on their first visit, then stay cached. A build needs one value. */
export async function generateStaticParams() {
  const first = await cachedProductPage(1);
  const pages = Math.min(5, first?.pageCount ?? 1);
  return pages > 1 ? Array.from({ length: pages - 1 }, (_, i) => ({ page: String(i + 2) })) : [{ page: "2" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const n = parsePageNumber((await params).page);
  const listing = n ? await cachedProductPage(n) : null;
  if (!n || !listing) return { title: "Page Not Found", robots: { index: false } };
  const title = `Products (page ${n} of ${listing.pageCount})`;
  return {
    title,
    alternates: { canonical: absoluteUrl(env.siteUrl, `/products/page/${n}`) },
    openGraph: { type: "website", url: absoluteUrl(env.siteUrl, `/products/page/${n}`), title },
  };
}

export default async function ProductsPagePage({ params }: Props) {
  const n = parsePageNumber((await params).page);
  if (!n) {
    return (
      <NotFoundPage>
        <NotFoundContent />
      </NotFoundPage>
    );
  }
  if (n === 1) permanentRedirect("/products");
  return <AllProducts page={n} />;
}

/** A shared page: links to it prefetch one App Shell for the route (ADR 24). */
export const prefetch = "partial";
