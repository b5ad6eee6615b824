import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { STRETCH_FILM_BREADCRUMBS, StretchFilmPage } from "@/components/storefront/catalog/stretch-film/stretch-film-page";
import type { ProductPageContent } from "@/lib/validation/product-page-content";
import { cachedPageContent, cachedProduct, cachedSettings } from "@/server/catalog/cached";
import { STRETCH_FILM_SLUG } from "@/server/page-content/page-content";
import { PlainProductPage, ProductPageFrame, productPageMetadata, productSummary, type ProductSummary } from "../product-page";

/**
 * The stretch-film product (spec 2, "Stretch film product page"): its rich
 * page, from the admin-edited page content (without it, the plain product
 * page). This folder's name is STRETCH_FILM_SLUG; a static route wins over
 * products/[slug].
 */

const contentSummary = (content: ProductPageContent): ProductSummary => ({
  name: content.productName,
  description: content.productDescription,
  imageUrl: content.mainImageUrl,
  images: content.galleryImages,
  sku: content.specifications.sku,
  priceMin: content.priceRange.min,
  priceMax: content.priceRange.max,
});

/** The product row (its slug, category and cart data) and its page content. */
async function load() {
  const [product, content] = await Promise.all([cachedProduct(STRETCH_FILM_SLUG), cachedPageContent()]);
  return { product, content };
}

export async function generateMetadata(): Promise<Metadata> {
  const [{ product, content }, settings] = await Promise.all([load(), cachedSettings()]);
  if (!product) return { title: "Page Not Found" };
  return productPageMetadata(product, content ? contentSummary(content) : productSummary(product), settings);
}

export default async function StretchFilmProductPage() {
  const [{ product, content }, settings] = await Promise.all([load(), cachedSettings()]);
  if (!product) notFound();
  if (!content) return <PlainProductPage product={product} settings={settings} />;
  const s = contentSummary(content);
  return (
    <ProductPageFrame product={product} summary={s} crumbs={[...STRETCH_FILM_BREADCRUMBS, { name: s.name }]} settings={settings}>
      <StretchFilmPage content={content} product={product} />
    </ProductPageFrame>
  );
}
