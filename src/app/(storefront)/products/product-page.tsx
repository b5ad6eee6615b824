import type { Metadata } from "next";
import type { ReactNode } from "react";
import type { BreadcrumbItem } from "@/components/storefront/catalog/breadcrumbs";
import { ProductDetail, productBreadcrumbs } from "@/components/storefront/catalog/product-detail";
import { JsonLd } from "@/components/storefront/catalog/json-ld";
import { productAsShown } from "@/components/storefront/product/product-as-shown";
import { attributePropertyValues } from "@/components/storefront/product/product-attributes";
import { env } from "@/env";
import type { AttributeDef } from "@/lib/attributes";
import { absoluteUrl, breadcrumbJsonLd, metaDescription, productJsonLd, type ProductJsonLdInput } from "@/lib/seo";
import type { Product } from "@/lib/types";
import type { SettingKey } from "@/lib/validation/settings";
import { cachedCategory } from "@/server/catalog/cached";

/**
 * What a product page (products/[slug]) and the stretch-film page
 * (products/stretch-film) share: their metadata, structured data and the plain
 * page (the stretch-film route shows it when its page content is missing).
 *
 * They are two routes so that each page loads only its own browser code: the
 * stretch-film page's tabs and admin edit buttons are ~11 KB gzip that a
 * plain product page, where most search visitors land, does not need (a
 * route's client components are bundled together).
 */

/** What a product page shows as name, text, images, SKU and price. */
export type ProductSummary = Omit<ProductJsonLdInput, "path" | "brandName" | "category">;

/** A plain product page's summary: the product row's own fields. */
export const productSummary = (product: Product): ProductSummary => ({
  name: product.name,
  description: product.description,
  imageUrl: product.imageUrl,
  images: [],
  sku: product.sku,
  priceMin: product.priceMin,
  priceMax: product.priceMax,
});

export function productPageMetadata(product: Product, s: ProductSummary, settings: Record<SettingKey, string>): Metadata {
  const url = absoluteUrl(env.siteUrl, `/products/${product.slug}`);
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

/** The attribute definitions of the product's category, in display order (none without a category). */
async function categoryDefs(product: Product): Promise<AttributeDef[]> {
  if (!product.category) return [];
  return (await cachedCategory(product.category.slug))?.attributes ?? [];
}

type FrameProps = {
  product: Product;
  summary: ProductSummary;
  crumbs: BreadcrumbItem[];
  settings: Record<SettingKey, string>;
  children: ReactNode;
};

/** The page's og:type and its Product (with its attributes as additionalProperty) and BreadcrumbList JSON-LD, around its content. */
export async function ProductPageFrame({ product, summary, crumbs, settings, children }: FrameProps) {
  const path = `/products/${product.slug}`;
  const properties = attributePropertyValues(product.attributes, await categoryDefs(product));
  const productLd = productJsonLd(env.siteUrl, { ...summary, path, brandName: settings.business_name, category: product.category?.name });
  return (
    <>
      {/* React places this in <head>. */}
      <meta property="og:type" content="product" />
      <JsonLd data={properties.length ? { ...productLd, additionalProperty: properties } : productLd} />
      <JsonLd
        data={breadcrumbJsonLd(
          env.siteUrl,
          crumbs.map((c) => ({ name: c.name, path: c.href ?? path })),
        )}
      />
      {children}
    </>
  );
}

/** A product's plain page, with its metadata frame. */
export async function PlainProductPage({ product, settings }: { product: Product; settings: Record<SettingKey, string> }) {
  const shown = productAsShown(product, await categoryDefs(product));
  return (
    <ProductPageFrame product={product} summary={productSummary(product)} crumbs={productBreadcrumbs(product)} settings={settings}>
      <ProductDetail product={shown} />
    </ProductPageFrame>
  );
}
