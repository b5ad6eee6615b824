import { env } from "@/env";
import { absoluteUrl } from "@/lib/seo";
import { sitemapFileCount, sitemapIndexXml, urlsetXml } from "@/lib/sitemap-xml";
import { fileLastModified, sitemapEntries } from "@/server/sitemap";

/**
 * /sitemap.xml: every public URL with the time its page last changed; past
 * 50,000 URLs (the protocol's limit for one file) a sitemap index of
 * /sitemaps/{n}.xml instead, each file with its newest entry's time. Built
 * from cached reads, so an admin change shows in it on the next request.
 */
export async function GET() {
  const { entries } = await sitemapEntries();
  const files = sitemapFileCount(entries.length);
  const xml =
    files === 1
      ? urlsetXml(entries)
      : sitemapIndexXml(
          Array.from({ length: files }, (_, n) => ({
            url: absoluteUrl(env.siteUrl, `/sitemaps/${n}.xml`),
            lastModified: fileLastModified(entries, n),
          })),
        );
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
