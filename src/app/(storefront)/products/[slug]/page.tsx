import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { BreadcrumbItem } from "@/components/storefront/catalog/breadcrumbs";
import { JsonLd } from "@/components/storefront/catalog/json-ld";
import { ProductDetail, productBreadcrumbs } from "@/components/storefront/catalog/product-detail";
import { STRETCH_FILM_BREADCRUMBS, StretchFilmPage } from "@/components/storefront/catalog/stretch-film/stretch-film-page";
import { env } from "@/env";
import { absoluteUrl, breadcrumbJsonLd, metaDescription, productJsonLd } from "@/lib/seo";
import type { Product } from "@/lib/types";
import type { ProductPageContent } from "@/lib/validation/product-page-content";
import { cachedFirstProducts, cachedPageContent, cachedProduct, cachedSettings } from "@/server/catalog/cached";
import { STRETCH_FILM_SLUG } from "@/server/page-content/page-content";

/**
 * The whole page is static output, also for a slug first seen after the build:
 * such a request waits for its render instead of getting the shared shell with
 * a 200 first, so a missing product answers a real HTTP 404 (notFound() runs
 * before the response starts). It also keeps request-time work out of this route.
 */
export const ensureStatic = "navigation";

type Props = { params: Promise<{ slug: string }> };

/**
 * The first products by name (and the stretch-film page) are prerendered at
 * build time; every other product renders on its first visit, then stays
 * cached. Prerendering all of them would make the build grow with the catalogue.
 */
export async function generateStaticParams() {
  const products = await cachedFirstProducts(PRERENDERED_PRODUCTS);
  return [...new Set([STRETCH_FILM_SLUG, ...products.map((p) => p.slug)])].map((slug) => ({ slug }));
}

const PRERENDERED_PRODUCTS = 200;

/** The product and, for the stretch-film slug, its rich page content (null: the plain page). */
async function load(slug: string): Promise<{ product: Product; content: ProductPageContent | null } | null> {
  const product = await cachedProduct(slug);
  if (!product) return null;
  const content = slug === STRETCH_FILM_SLUG ? await cachedPageContent() : null;
  return { product, content };
}

/** What the page shows as name, text, image and price; the rich page's come from its content. */
function summary({ product, content }: { product: Product; content: ProductPageContent | null }) {
  return content
    ? {
        name: content.productName,
        description: content.productDescription,
        imageUrl: content.mainImageUrl,
        images: content.galleryImages,
        sku: content.specifications.sku,
        priceMin: content.priceRange.min,
        priceMax: content.priceRange.max,
      }
    : {
        name: product.name,
        description: product.description,
        imageUrl: product.imageUrl,
        images: [],
        sku: product.sku,
        priceMin: product.priceMin,
        priceMax: product.priceMax,
      };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const [data, settings] = await Promise.all([load(slug), cachedSettings()]);
  if (!data) return { title: "Page Not Found" };
  const s = summary(data);
  const url = absoluteUrl(env.siteUrl, `/products/${data.product.slug}`);
  const description = metaDescription(s.description);
  return {
    title: s.name,
    description,
    alternates: { canonical: url },
    openGraph: {
      // og:type "product" is not in Next's Open Graph types; the page renders that tag itself.
      url,
      siteName: settings.business_name || undefined,
      title: s.name,
      description,
      images: [{ url: absoluteUrl(env.siteUrl, s.imageUrl), alt: s.name }],
    },
  };
}

export default async function ProductPage({ params }: Props) {
  const { slug } = await params;
  const [data, settings] = await Promise.all([load(slug), cachedSettings()]);
  if (!data) notFound();

  const { product, content } = data;
  const s = summary(data);
  const crumbs: BreadcrumbItem[] = content ? [...STRETCH_FILM_BREADCRUMBS, { name: s.name }] : productBreadcrumbs(product);
  const path = `/products/${product.slug}`;

  return (
    <>
      {/* React places this in <head>. */}
      <meta property="og:type" content="product" />
      <JsonLd data={productJsonLd(env.siteUrl, { ...s, path, brandName: settings.business_name, category: product.category?.name })} />
      <JsonLd data={breadcrumbJsonLd(env.siteUrl, crumbs.map((c) => ({ name: c.name, path: c.href ?? path })))} />
      {content ? <StretchFilmPage content={content} product={product} /> : <ProductDetail product={product} />}
    </>
  );
}
