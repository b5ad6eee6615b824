import { urlsetXml } from "@/lib/sitemap-xml";
import { sitemapFile } from "@/server/sitemap";

/** /sitemaps/{n}.xml: file n of a sitemap of more than 50,000 URLs (see /sitemap.xml). */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(0|[1-9][0-9]{0,3})\.xml$/.exec((await params).file);
  const entries = match ? await sitemapFile(Number(match[1])) : null;
  if (!entries) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(urlsetXml(entries), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
