import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { env } from "@/env";
import { absoluteUrl } from "@/lib/seo";
import { SITEMAP_MAX_URLS, sitemapFileCount, type SitemapEntry } from "@/lib/sitemap-xml";
import { TAGS } from "@/server/cache";
import { db } from "@/server/db/client";
import { STRETCH_FILM_SLUG } from "@/server/page-content/page-content";

/** What the sitemap needs of each record: its address and when it last changed (ISO 8601). */
interface SitemapRecords {
  categories: { id: number; slug: string; updatedAt: string }[];
  products: { slug: string; categoryId: number | null; updatedAt: string }[];
  /** The newest change of any setting (business name, contact details, about text), or null before the first. */
  settingsAt: string | null;
  /** When each rich product page's content last changed, by product slug. */
  pageContentAt: Record<string, string>;
}

/** Read once per change of the catalogue, the settings or page content (each change invalidates its tag). */
async function sitemapRecords(): Promise<SitemapRecords> {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.catalog, TAGS.settings, TAGS.pageContent);
  const [categories, products, settings, contents] = await Promise.all([
    db.category.findMany({ select: { id: true, slug: true, updatedAt: true }, orderBy: { id: "asc" } }),
    db.product.findMany({ select: { slug: true, categoryId: true, updatedAt: true }, orderBy: { id: "asc" } }),
    db.setting.aggregate({ _max: { updatedAt: true } }),
    db.productPageContent.findMany({ select: { slug: true, updatedAt: true } }),
  ]);
  return {
    categories: categories.map((c) => ({ id: c.id, slug: c.slug, updatedAt: c.updatedAt.toISOString() })),
    products: products.map((p) => ({ slug: p.slug, categoryId: p.categoryId, updatedAt: p.updatedAt.toISOString() })),
    settingsAt: settings._max.updatedAt?.toISOString() ?? null,
    pageContentAt: Object.fromEntries(contents.map((c) => [c.slug, c.updatedAt.toISOString()])),
  };
}

/** The latest of some ISO 8601 times (all in UTC, so they compare as text), or undefined for none. */
const latest = (...times: (string | null | undefined)[]): string | undefined =>
  times.reduce<string | undefined>((max, t) => (t && (!max || t > max) ? t : max), undefined);

/**
 * Every public page with an absolute URL, in a stable order (site pages,
 * categories, products by id), each with the time its own content last
 * changed: a product its row's; a category its row's or its newest product's,
 * whichever is later; the product list its newest product or category; the
 * site pages their settings; the home page all of these. A rich product page
 * counts its page content too.
 */
export async function sitemapEntries(): Promise<{ entries: SitemapEntry[] }> {
  const { categories, products, settingsAt, pageContentAt } = await sitemapRecords();
  const url = (path: string) => absoluteUrl(env.siteUrl, path);
  const newestInCategory = new Map<number, string>();
  let newestProduct: string | undefined;
  for (const p of products) {
    newestProduct = latest(newestProduct, p.updatedAt);
    if (p.categoryId !== null) newestInCategory.set(p.categoryId, latest(newestInCategory.get(p.categoryId), p.updatedAt)!);
  }
  const catalogAt = latest(newestProduct, ...categories.map((c) => c.updatedAt));
  const homeAt = latest(catalogAt, settingsAt);
  const entries: SitemapEntry[] = [
    { url: url("/"), lastModified: homeAt, changeFrequency: "weekly", priority: 1 },
    { url: url("/products"), lastModified: catalogAt, changeFrequency: "weekly", priority: 0.9 },
    { url: url("/about"), lastModified: settingsAt ?? undefined, changeFrequency: "yearly", priority: 0.5 },
    { url: url("/contact"), lastModified: settingsAt ?? undefined, changeFrequency: "yearly", priority: 0.5 },
    { url: url("/quick-order"), lastModified: settingsAt ?? undefined, changeFrequency: "yearly", priority: 0.4 },
    ...categories.map((c) => ({
      url: url(`/categories/${c.slug}`),
      lastModified: latest(c.updatedAt, newestInCategory.get(c.id)),
      changeFrequency: "weekly" as const,
      priority: 0.8,
    })),
    ...products.map((p) => ({
      url: url(`/products/${p.slug}`),
      lastModified: p.slug === STRETCH_FILM_SLUG ? latest(p.updatedAt, pageContentAt[p.slug]) : p.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
  ];
  return { entries };
}

/** The newest change among the entries of sitemap file `n`, for the sitemap index. */
export function fileLastModified(entries: SitemapEntry[], n: number): string | undefined {
  return latest(...entries.slice(n * SITEMAP_MAX_URLS, (n + 1) * SITEMAP_MAX_URLS).map((e) => e.lastModified));
}

/** File `n` (0-based) of a sitemap split into files of at most 50,000 URLs, or null past the last. */
export async function sitemapFile(n: number): Promise<SitemapEntry[] | null> {
  const { entries } = await sitemapEntries();
  if (!Number.isInteger(n) || n < 0 || n >= sitemapFileCount(entries.length)) return null;
  return entries.slice(n * SITEMAP_MAX_URLS, (n + 1) * SITEMAP_MAX_URLS);
}
