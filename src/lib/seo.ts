/**
 * Search-engine helpers for the public catalogue: absolute
 * URLs, meta descriptions and schema.org JSON-LD for `Product` and
 * `BreadcrumbList`. Browser-safe and pure: pages pass the site URL and the data.
 */
import { moneyToCents, normalizeMoney } from "./money";
import { tidyParagraphs } from "./paragraphs";

const SCHEMA = "https://schema.org";
const IN_STOCK = "https://schema.org/InStock";
const NEW_CONDITION = "https://schema.org/NewCondition";

/** `siteUrl` without a trailing slash joined with a site path; full URLs are kept. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith("//")) return `https:${pathOrUrl}`;
  const base = siteUrl.replace(/\/+$/, "");
  return `${base}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * Text for a meta description: whitespace collapsed, cut at a word boundary
 * so search results don't show a truncated word. It ends in "..." rather than
 * "…": text the site itself adds to pages stays Latin-1, so a page whose
 * content is Latin-1 is a one-byte string in V8, whose UTF-8 length (which
 * Next measures on every answer) is found several times faster.
 */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}...`;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are
 * escaped so text from the database can never close the script element or
 * open a comment, and U+2028/2029 so the text is also valid JavaScript.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export interface Crumb {
  name: string;
  /** Site path ("/products") or full URL. */
  path: string;
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]) {
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(siteUrl, c.path),
    })),
  };
}

type MaybeMoney = string | null | undefined;

/**
 * The offer part of a Product, following the public price text:
 * - a range gives an `AggregateOffer` with lowPrice/highPrice;
 * - equal prices give an `Offer` with a price;
 * - no price ("Contact for Price") gives an `Offer` without price, which
 *   schema.org allows: the product is available, the price is quoted on request.
 */
export function offerJsonLd(priceMin: MaybeMoney, priceMax: MaybeMoney, url: string) {
  const common = { availability: IN_STOCK, itemCondition: NEW_CONDITION, url };
  let low = normalizeMoney(priceMin);
  let high = normalizeMoney(priceMax);
  if (low === null || high === null) {
    return { "@type": "Offer", ...common, description: "Contact for Price" };
  }
  if ((moneyToCents(low) ?? 0) > (moneyToCents(high) ?? 0)) [low, high] = [high, low];
  if (low === high) return { "@type": "Offer", ...common, price: low, priceCurrency: "USD" };
  return { "@type": "AggregateOffer", ...common, lowPrice: low, highPrice: high, priceCurrency: "USD" };
}

export interface ProductJsonLdInput {
  name: string;
  sku: string;
  description: string;
  /** Site path or full URL of the main image. */
  imageUrl: string;
  /** Site path of the product page. */
  path: string;
  priceMin: MaybeMoney;
  priceMax: MaybeMoney;
  brandName: string;
  category?: string | null;
  /** Further images (gallery); site paths or full URLs. */
  images?: string[];
}

export function productJsonLd(siteUrl: string, p: ProductJsonLdInput) {
  const url = absoluteUrl(siteUrl, p.path);
  // The page's paragraphs and lines, without the spaces and blank lines around them.
  const description = tidyParagraphs(p.description);
  const images = [p.imageUrl, ...(p.images ?? [])].filter((s, i, all) => s && all.indexOf(s) === i).map((s) => absoluteUrl(siteUrl, s));
  return {
    "@context": SCHEMA,
    "@type": "Product",
    name: p.name,
    sku: p.sku,
    ...(description ? { description } : {}),
    ...(images.length ? { image: images.length === 1 ? images[0] : images } : {}),
    url,
    ...(p.category ? { category: p.category } : {}),
    ...(p.brandName ? { brand: { "@type": "Brand", name: p.brandName } } : {}),
    offers: offerJsonLd(p.priceMin, p.priceMax, url),
  };
}
