import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { STRETCH_FILM_BREADCRUMBS, StretchFilmPage } from "@/components/storefront/catalog/stretch-film/stretch-film-page";
import type { Product } from "@/lib/types";
import type { StoredPageContent } from "@/lib/validation/product-page-content";
import { cachedLinkedProducts, cachedPageContent, cachedProduct, cachedSettings } from "@/server/catalog/cached";
import { pageSkus, STRETCH_FILM_SLUG } from "@/server/page-content/page-content";
import { PlainProductPage, ProductPageFrame, productPageMetadata, productSummary, type ProductSummary } from "../product-page";

/**
 * The stretch-film product: its rich
 * page, from the admin-edited page content (without it, the plain product
 * page). This folder's name is STRETCH_FILM_SLUG; a static route wins over
 * products/[slug].
 */

/** The page's texts and pictures with its product's price (the one price the catalogue and cart show too). */
const contentSummary = (content: StoredPageContent, product: Product): ProductSummary => ({
  name: content.productName,
  description: content.productDescription,
  imageUrl: content.mainImageUrl,
  images: content.galleryImages,
  sku: content.specifications.sku,
  priceMin: product.priceMin,
  priceMax: product.priceMax,
});

/** The product row (its slug, price, category and cart data), its page content and the products that content names. */
async function load() {
  const [product, content] = await Promise.all([cachedProduct(STRETCH_FILM_SLUG), cachedPageContent()]);
  const skus = content ? [...new Set(pageSkus(content).map((s) => s.trim().toLowerCase()))].sort() : [];
  const linked = skus.length ? await cachedLinkedProducts(skus) : {};
  return { product, content, linked };
}

export async function generateMetadata(): Promise<Metadata> {
  const [{ product, content }, settings] = await Promise.all([load(), cachedSettings()]);
  if (!product) return { title: "Page Not Found" };
  return productPageMetadata(product, content ? contentSummary(content, product) : productSummary(product), settings);
}

export default async function StretchFilmProductPage() {
  const [{ product, content, linked }, settings] = await Promise.all([load(), cachedSettings()]);
  if (!product) notFound();
  if (!content) return <PlainProductPage product={product} settings={settings} />;
  const s = contentSummary(content, product);
  return (
    <ProductPageFrame product={product} summary={s} crumbs={[...STRETCH_FILM_BREADCRUMBS, { name: s.name }]} settings={settings}>
      <StretchFilmPage content={content} product={product} linked={linked} />
    </ProductPageFrame>
  );
}

/** A shared page: links to it prefetch one App Shell for the route (ADR 24). */
export const prefetch = "partial";
