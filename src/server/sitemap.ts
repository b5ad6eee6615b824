import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { env } from "@/env";
import { absoluteUrl } from "@/lib/seo";
import { SITEMAP_MAX_URLS, sitemapFileCount, type SitemapEntry } from "@/lib/sitemap-xml";
import { TAGS } from "@/server/cache";
import { cachedCategories, cachedProductSlugs } from "@/server/catalog/cached";
import { STRETCH_FILM_SLUG } from "@/server/page-content/page-content";

/**
 * When the catalogue (or the stretch-film page content) last changed, as far
 * as this server knows: the time its cache entry was filled. Every admin change
 * invalidates the tag, so the next sitemap read takes a new time. The cached
 * reads carry no per-row update time, hence one time per data set.
 */
async function catalogChangedAt(): Promise<string> {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.catalog);
  return new Date().toISOString();
}

async function pageContentChangedAt(): Promise<string> {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.pageContent);
  return new Date().toISOString();
}

/** Every public page with an absolute URL, in a stable order (site pages, categories, products by id); it follows admin changes through the cached reads. */
export async function sitemapEntries(): Promise<{ entries: SitemapEntry[]; lastModified: string }> {
  const [categories, slugs, catalogTime, contentTime] = await Promise.all([cachedCategories(), cachedProductSlugs(), catalogChangedAt(), pageContentChangedAt()]);
  const url = (path: string) => absoluteUrl(env.siteUrl, path);
  const latest = contentTime > catalogTime ? contentTime : catalogTime;
  const entries: SitemapEntry[] = [
    { url: url("/"), lastModified: latest, changeFrequency: "weekly", priority: 1 },
    { url: url("/products"), lastModified: catalogTime, changeFrequency: "weekly", priority: 0.9 },
    { url: url("/about"), changeFrequency: "yearly", priority: 0.5 },
    { url: url("/contact"), changeFrequency: "yearly", priority: 0.5 },
    { url: url("/quick-order"), changeFrequency: "yearly", priority: 0.4 },
    ...categories.map((c) => ({ url: url(`/categories/${c.slug}`), lastModified: catalogTime, changeFrequency: "weekly" as const, priority: 0.8 })),
    ...slugs.map((slug) => ({
      url: url(`/products/${slug}`),
      lastModified: slug === STRETCH_FILM_SLUG && contentTime > catalogTime ? contentTime : catalogTime,
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
  ];
  return { entries, lastModified: latest };
}

/** File `n` (0-based) of a sitemap split into files of at most 50,000 URLs, or null past the last. */
export async function sitemapFile(n: number): Promise<SitemapEntry[] | null> {
  const { entries } = await sitemapEntries();
  if (!Number.isInteger(n) || n < 0 || n >= sitemapFileCount(entries.length)) return null;
  return entries.slice(n * SITEMAP_MAX_URLS, (n + 1) * SITEMAP_MAX_URLS);
}
