import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { NotFoundContent } from "@/components/storefront/not-found-content";
import { NotFoundPage } from "@/components/storefront/not-found-page";
import { cachedCurrentSlug, cachedFirstProducts, cachedProduct, cachedSettings } from "@/server/catalog/cached";
import { STRETCH_FILM_SLUG } from "@/server/page-content/page-content";
import { PlainProductPage, productPageMetadata, productSummary } from "../product-page";

/**
 * The whole page is static output, also for a slug first seen after the build:
 * such a request waits for its render instead of getting the shared shell with
 * a 200 first, so a missing product answers a real HTTP 404 (notFound() runs
 * before the response starts). It also keeps request-time work out of this route.
 */
export const ensureStatic = "navigation";

type Props = { params: Promise<{ slug: string }> };

/**
 * The first products by name are prerendered at build time; every other
 * product renders on its first visit, then stays cached. Prerendering all of
 * them would make the build grow with the catalogue. The stretch-film product
 * has its own route (../stretch-film), which takes precedence over this one.
 */
export async function generateStaticParams() {
  const products = await cachedFirstProducts(PRERENDERED_PRODUCTS);
  const slugs = products.map((p) => p.slug).filter((slug) => slug !== STRETCH_FILM_SLUG);
  // A build needs at least one value; the stand-in renders "Product Not Found".
  return (slugs.length > 0 ? slugs : ["no-products-yet"]).map((slug) => ({ slug }));
}

const PRERENDERED_PRODUCTS = 200;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [product, settings] = await Promise.all([cachedProduct((await params).slug), cachedSettings()]);
  if (!product) return { title: "Page Not Found", robots: { index: false } };
  return productPageMetadata(product, productSummary(product), settings);
}

export default async function ProductPage({ params }: Props) {
  const { slug } = await params;
  const [product, settings] = await Promise.all([cachedProduct(slug), cachedSettings()]);
  if (!product) {
    // A renamed product's old address: a real 308 for the same reason as the 404 (see ensureStatic).
    const now = await cachedCurrentSlug("product", slug);
    if (now) permanentRedirect(`/products/${now}`);
    return (
      <NotFoundPage>
        <NotFoundContent />
      </NotFoundPage>
    );
  }
  return <PlainProductPage product={product} settings={settings} />;
}

/** A shared page: links to it prefetch one App Shell for the route (ADR 24). */
export const prefetch = "partial";
