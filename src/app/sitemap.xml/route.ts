import { env } from "@/env";
import { absoluteUrl } from "@/lib/seo";
import { sitemapFileCount, sitemapIndexXml, urlsetXml } from "@/lib/sitemap-xml";
import { sitemapEntries } from "@/server/sitemap";

/**
 * /sitemap.xml: every public URL; past 50,000 URLs (the protocol's limit for
 * one file) a sitemap index of /sitemaps/{n}.xml instead. Built from cached
 * reads, so an admin change shows in it on the next request.
 */
export async function GET() {
  const { entries, lastModified } = await sitemapEntries();
  const files = sitemapFileCount(entries.length);
  const xml =
    files === 1
      ? urlsetXml(entries)
      : sitemapIndexXml(Array.from({ length: files }, (_, n) => ({ url: absoluteUrl(env.siteUrl, `/sitemaps/${n}.xml`), lastModified })));
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
