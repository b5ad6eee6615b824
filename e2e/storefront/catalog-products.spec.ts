import { expect, test } from "@playwright/test";

/** /products, search results and the plain product page. */

test("/products lists every product as server-rendered cards, 24 a page", async ({ page, request }) => {
  const all = (await (await request.get("/api/products")).json()) as { name: string }[];
  // 140 seeded products (each category's range, and every variant code and card of the stretch-film page): 6 pages.
  const pages = Math.ceil(all.length / 24);
  expect(pages).toBeGreaterThan(2);
  const escaped = (name: string) => name.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const res = await page.goto("/products");
  expect(res?.status()).toBe(200);
  const html = await res!.text();
  // In the HTML itself, not only after scripts run (the answer lists them by name, as the pages do).
  for (const p of all.slice(0, 24)) expect(html).toContain(escaped(p.name));
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  await expect(page.getByRole("list", { name: "All products" }).getByRole("article")).toHaveCount(24);
  // Every other page holds the next 24, the last one the rest: every product is on exactly one page.
  for (let n = 2; n <= pages; n++) {
    const text = await (await page.request.get(`/products/page/${n}`)).text();
    for (const p of all.slice((n - 1) * 24, n * 24)) expect(text).toContain(escaped(p.name));
  }
  await page.getByRole("navigation", { name: "Product pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/products\/page\/2$/);
  await expect(page.getByRole("list", { name: "All products" }).getByRole("article")).toHaveCount(24);
  await page
    .getByRole("navigation", { name: "Product pages" })
    .getByRole("link", { name: `Page ${pages}` })
    .click();
  await expect(page.getByRole("list", { name: "All products" }).getByRole("article")).toHaveCount(all.length - (pages - 1) * 24);
  await expect(page.getByRole("navigation", { name: "Product categories" }).getByRole("link", { name: "Trash Bags" })).toHaveAttribute(
    "href",
    "/categories/trash-bags",
  );
});

test("search shows the matches with a count", async ({ page, request }) => {
  // Every product of Mailer Bags (the category's name matches), as the search API counts them.
  const mailers = (await (await request.get("/api/categories/mailer-bags")).json()) as { productCount: number };
  expect(mailers.productCount).toBeGreaterThanOrEqual(20);
  await page.goto("/search?q=mailer");
  await expect(page.getByRole("heading", { level: 1, name: 'Search results for "mailer"' })).toBeVisible();
  await expect(page.getByText(`${mailers.productCount} products found`)).toBeVisible();
  const results = page.getByRole("list", { name: "Search results for mailer" }).getByRole("article");
  await expect(results).toHaveCount(mailers.productCount);
  await expect(results.first()).toContainText("Mailer Bags");

  // A SKU finds its product.
  await page.goto("/search?q=TB-3001");
  await expect(page.getByText("1 product found")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Black Contractor Bags 42 Gallon" })).toBeVisible();
});

test("search without matches shows an empty state with a way back", async ({ page }) => {
  await page.goto("/search?q=unobtainium");
  await expect(page.getByRole("heading", { level: 1, name: 'Search results for "unobtainium"' })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await page.getByRole("link", { name: "Browse all products" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
});

test("a product page shows its details, full specifications and cart button", async ({ page }) => {
  const res = await page.goto("/products/black-hand-stretch-film-18in-x-1500ft");
  expect(res?.status()).toBe(200);
  const name = "Black Hand Stretch Film 18in x 1500ft";
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Products", "PE Stretch Film", name]);
  await expect(crumbs.getByRole("link", { name: "PE Stretch Film" })).toHaveAttribute("href", "/categories/pe-stretch-film");
  await expect(page.getByText("SKU: SF-2002")).toBeVisible();
  await expect(page.getByText("$52.00 - $60.00")).toBeVisible();
  // All seven specifications, not only the card's four: its category's attributes in their order (film type
  // included, written in from its attributes), then its other entries.
  const table = page.getByRole("region", { name: "Specifications" }).getByRole("table");
  await expect(table.getByRole("rowheader")).toHaveText(["Width", "Length", "Thickness", "Color", "Film type", "Case", "Core"]);

  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("button", { name: "Add More (1)" })).toBeVisible();
});

test("an unknown product answers 404 with the site's not-found page", async ({ page }) => {
  for (const slug of ["nope", `gone-${Date.now().toString(36)}`]) {
    const res = await page.goto(`/products/${slug}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    // One header, one main and one footer: the storefront layout's, not a second shell from the root 404.
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
  }
});
