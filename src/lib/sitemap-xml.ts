/**
 * Sitemap XML (sitemaps.org 0.9). A sitemap file holds at most 50,000 URLs;
 * a larger site lists its files in a sitemap index. Browser-safe, pure.
 */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  url: string;
  lastModified?: string;
  changeFrequency?: "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";
  priority?: number;
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

export function urlsetXml(entries: SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      "<url>",
      `<loc>${escapeXml(e.url)}</loc>`,
      e.lastModified ? `<lastmod>${escapeXml(e.lastModified)}</lastmod>` : "",
      e.changeFrequency ? `<changefreq>${e.changeFrequency}</changefreq>` : "",
      e.priority !== undefined ? `<priority>${e.priority}</priority>` : "",
      "</url>",
    ].join(""),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(files: { url: string; lastModified?: string }[]): string {
  const items = files.map(
    (f) => `<sitemap><loc>${escapeXml(f.url)}</loc>${f.lastModified ? `<lastmod>${escapeXml(f.lastModified)}</lastmod>` : ""}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** How many sitemap files `total` URLs need (at least one). */
export const sitemapFileCount = (total: number, max = SITEMAP_MAX_URLS) => Math.max(1, Math.ceil(total / max));
