import { expect, test } from "@playwright/test";

/** What search engines get: metadata, JSON-LD, sitemap and robots.txt. */

type Ld = Record<string, unknown> & { "@type": string };

async function jsonLd(html: string): Promise<Ld[]> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  // Stored text can never close the script element.
  for (const b of blocks) expect(b).not.toContain("<");
  return blocks.map((b) => JSON.parse(b) as Ld);
}

test("a product page carries title, canonical, Open Graph and Product + BreadcrumbList JSON-LD in its HTML", async ({
  request,
  baseURL,
}) => {
  const res = await request.get("/products/black-hand-stretch-film-18in-x-1500ft");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<title>Black Hand Stretch Film 18in x 1500ft \| [^<]+<\/title>/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/products/black-hand-stretch-film-18in-x-1500ft"/>`);
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/images/products/black-stretch-film.svg"/>`);
  expect(html).toContain('<meta property="og:type" content="product"/>');
  expect(html).toMatch(/<meta name="description" content="Opaque black cast hand film/);

  const [product, crumbs] = await jsonLd(html);
  expect(product).toMatchObject({
    "@type": "Product",
    name: "Black Hand Stretch Film 18in x 1500ft",
    sku: "SF-2002",
    image: `${baseURL}/images/products/black-stretch-film.svg`,
    brand: { "@type": "Brand", name: "US Plastic Supply Co." },
    offers: { "@type": "AggregateOffer", lowPrice: "52.00", highPrice: "60.00", priceCurrency: "USD" },
  });
  expect(crumbs).toMatchObject({ "@type": "BreadcrumbList" });
  expect((crumbs.itemListElement as { name: string; item: string }[]).map((c) => c.name)).toEqual([
    "Home",
    "Products",
    "PE Stretch Film",
    "Black Hand Stretch Film 18in x 1500ft",
  ]);
});

test("single prices and Contact for Price give valid offers", async ({ request }) => {
  const [single] = await jsonLd(await (await request.get("/products/machine-stretch-film-20in-x-5000ft")).text());
  expect(single.offers).toMatchObject({ "@type": "Offer", price: "92.00", priceCurrency: "USD" });
  const [onRequest] = await jsonLd(await (await request.get("/products/pre-stretched-hand-film-16in-x-1500ft")).text());
  expect(onRequest.offers).toMatchObject({ "@type": "Offer", availability: "https://schema.org/InStock" });
  expect(onRequest.offers).not.toHaveProperty("price");
});

test("the stretch-film page describes the stored content", async ({ request, baseURL }) => {
  const html = await (await request.get("/products/stretch-film")).text();
  const [product] = await jsonLd(html);
  expect(product).toMatchObject({ name: "PE Stretch Film", sku: "pe001", offers: { lowPrice: "45.00", highPrice: "55.00" } });
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/products/stretch-film"/>`);
});

test("a category page has canonical, Open Graph and a BreadcrumbList", async ({ request, baseURL }) => {
  const html = await (await request.get("/categories/trash-bags")).text();
  expect(html).toMatch(/<title>Trash Bags \| [^<]+<\/title>/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/categories/trash-bags"/>`);
  expect(html).toContain('<meta property="og:type" content="website"/>');
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/images/categories/trash-bags.svg"/>`);
  const [crumbs] = await jsonLd(html);
  expect(crumbs).toMatchObject({ "@type": "BreadcrumbList" });
  // Product cards are in the HTML, prices included.
  expect(html).toContain("Black Contractor Bags 42 Gallon");
  expect(html).toContain("$39.00 - $46.00");
});

test("sitemap.xml lists the public pages, categories and products with absolute URLs", async ({ request, baseURL }) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const path of [
    "/",
    "/products",
    "/about",
    "/contact",
    "/categories/pe-stretch-film",
    "/categories/t-shirt-bags",
    "/products/stretch-film",
    "/products/white-poly-mailer-10x13",
  ]) {
    expect(locs).toContain(`${baseURL}${path}`);
  }
  const products = (await (await request.get("/api/products")).json()) as { slug: string }[];
  for (const p of products) expect(locs).toContain(`${baseURL}/products/${p.slug}`);
  expect(locs.every((l) => l.startsWith(`${baseURL}/`))).toBe(true);
  expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
});

test("robots.txt allows the site but not the back office or the API", async ({ request, baseURL }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("User-Agent: *");
  expect(text).toContain("Allow: /");
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /api");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
