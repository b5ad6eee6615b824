import type { MetadataRoute } from "next";
import { cacheLife, cacheTag } from "next/cache";
import { env } from "@/env";
import { absoluteUrl } from "@/lib/seo";
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

/** Every public page with an absolute URL; it follows admin changes through the cached reads. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [categories, slugs, catalogTime, contentTime] = await Promise.all([
    cachedCategories(),
    cachedProductSlugs(),
    catalogChangedAt(),
    pageContentChangedAt(),
  ]);
  const url = (path: string) => absoluteUrl(env.siteUrl, path);
  const latest = contentTime > catalogTime ? contentTime : catalogTime;

  return [
    { url: url("/"), lastModified: latest, changeFrequency: "weekly", priority: 1 },
    { url: url("/products"), lastModified: catalogTime, changeFrequency: "weekly", priority: 0.9 },
    { url: url("/about"), changeFrequency: "yearly", priority: 0.5 },
    { url: url("/contact"), changeFrequency: "yearly", priority: 0.5 },
    ...categories.map((c) => ({
      url: url(`/categories/${c.slug}`),
      lastModified: catalogTime,
      changeFrequency: "weekly" as const,
      priority: 0.8,
    })),
    ...slugs.map((slug) => ({
      url: url(`/products/${slug}`),
      lastModified: slug === STRETCH_FILM_SLUG && contentTime > catalogTime ? contentTime : catalogTime,
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
  ];
}
