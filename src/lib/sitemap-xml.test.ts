import { sitemapFileCount, sitemapIndexXml, urlsetXml } from "./sitemap-xml";

test("a urlset with escaped locations and optional fields", () => {
  const xml = urlsetXml([
    { url: "https://shop.example/products/a&b", lastModified: "2026-11-23T10:00:00.000Z", changeFrequency: "weekly", priority: 0.7 },
    { url: "https://shop.example/about" },
  ]);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toContain(
    "<url><loc>https://shop.example/products/a&amp;b</loc><lastmod>2026-11-23T10:00:00.000Z</lastmod><changefreq>weekly</changefreq><priority>0.7</priority></url>",
  );
  expect(xml).toContain("<url><loc>https://shop.example/about</loc></url>");
});

test("an index lists its files", () => {
  const xml = sitemapIndexXml([
    { url: "https://shop.example/sitemaps/0.xml", lastModified: "2026-11-23T10:00:00.000Z" },
    { url: "https://shop.example/sitemaps/1.xml" },
  ]);
  expect(xml).toContain("<sitemapindex");
  expect([...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
    "https://shop.example/sitemaps/0.xml",
    "https://shop.example/sitemaps/1.xml",
  ]);
});

test.each([
  [0, 1],
  [1, 1],
  [50_000, 1],
  [50_001, 2],
  [100_022, 3],
])("%i URLs need %i file(s)", (total, files) => expect(sitemapFileCount(total)).toBe(files));
