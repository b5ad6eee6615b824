import { expect, test, type Page } from "@playwright/test";
import { testWithAdminApi } from "../support/admin-session";

/** Category page: found, empty, missing, and the card's cart button. */

function productCard(page: Page, name: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/**
 * Lets the page's link prefetches finish before an admin change: a render
 * already in flight when the cache is invalidated can store data read before
 * the change (reported to the lead), which would leak into later tests.
 */
const settle = (page: Page) => page.waitForLoadState("networkidle");

test("a category shows its name, description and product cards", async ({ page }) => {
  const { productCount } = (await (await page.request.get("/api/categories/mailer-bags")).json()) as { productCount: number };
  const res = await page.goto("/categories/mailer-bags");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Mailer Bags" })).toBeVisible();
  await expect(page.getByText(/Self-sealing poly mailers/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Products");

  // The category's range (24 mailers, the stretch-film page's three mailer cards PMB.0001 to 0003 among them): one full page.
  const cards = page.getByRole("list", { name: "Mailer Bags products" }).getByRole("article");
  expect(productCount).toBeGreaterThanOrEqual(20);
  await expect(cards).toHaveCount(Math.min(productCount, 24));
  for (const sku of ["PMB-1001", "PMB-1002", "PMB-1003", "PMB.0001", "PMB.0002", "PMB.0003"])
    await expect(cards.filter({ hasText: `SKU: ${sku}` })).toHaveCount(1);

  const card = productCard(page, "White Poly Mailer 10 x 13 in");
  await expect(card).toContainText("Mailer Bags");
  await expect(card).toContainText("SKU: PMB-1001");
  await expect(card).toContainText("$48.00 - $62.00 per case of 1,000 mailers");
  // At most 4 specifications (the product has 5).
  await expect(card.locator("dt")).toHaveText(["Size", "Thickness", "Color", "Closure"]);
  await expect(productCard(page, "Poly Mailer 14.5 x 19 in")).toContainText("$58.00");
  await expect(productCard(page, "Returnable Dual-Seal Poly Mailer 12 x 15.5 in")).toContainText("Contact for Price");

  await card.getByRole("link", { name: "White Poly Mailer 10 x 13 in" }).click();
  await expect(page).toHaveURL(/\/products\/white-poly-mailer-10x13$/);
  await expect(page.getByRole("heading", { level: 1, name: "White Poly Mailer 10 x 13 in" })).toBeVisible();
});

test("Add to Cart becomes Add More (1), then Add More (2)", async ({ page }) => {
  await page.goto("/categories/trash-bags");
  const card = productCard(page, "Black Contractor Bags 42 Gallon");
  // The button knows the cart only once the stored cart has been read.
  await expect(page.getByRole("banner").getByRole("button", { name: /^Open cart/ })).toHaveAccessibleName("Open cart, 0 items");
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await expect(card.getByRole("button", { name: "Add More (1)" })).toBeVisible();
  await card.getByRole("button", { name: "Add More (1)" }).click();
  await expect(card.getByRole("button", { name: "Add More (2)" })).toBeVisible();
  // Other cards are unaffected, and the count survives a reload.
  await expect(productCard(page, "Clear High-Density Can Liners 55-60 Gallon").getByRole("button", { name: "Add to Cart" })).toBeVisible();
  await page.reload();
  await expect(productCard(page, "Black Contractor Bags 42 Gallon").getByRole("button", { name: "Add More (2)" })).toBeVisible();
});

test("the category page arrives with its products in place, not as a skeleton swapped in by script (ADR 12)", async ({ page }) => {
  const res = await page.goto("/categories/mailer-bags");
  const html = await res!.text();
  expect(html).not.toContain('<div hidden id="S:');
  expect(html).not.toContain("$RC(");
  const grid = html.indexOf('aria-label="Mailer Bags products"');
  expect(grid).toBeGreaterThan(0);
  expect(grid).toBeLessThan(html.indexOf("</footer>"));
  // Hydrated all the same: the card's cart button works.
  await settle(page);
  await expect(page.getByRole("banner").getByRole("button", { name: /^Open cart/ })).toHaveAccessibleName("Open cart, 0 items");
  await productCard(page, "Poly Mailer 14.5 x 19 in").getByRole("button", { name: "Add to Cart" }).click();
  await expect(productCard(page, "Poly Mailer 14.5 x 19 in").getByRole("button", { name: "Add More (1)" })).toBeVisible();
});

test("the other storefront pages arrive whole too: no Suspense boundary sent hidden for React's script to move (ADR 12)", async ({
  request,
}) => {
  for (const address of [
    "/",
    "/products",
    "/products/stretch-film",
    "/about",
    "/contact",
    "/quick-order",
    "/categories/trash-bags/filter?color=black",
    "/search?q=poly+mailer",
    "/compare?skus=SF-2002,SF-2019",
  ]) {
    const res = await request.get(address);
    expect(res.status(), address).toBe(200);
    const html = await res.text();
    expect(html, address).not.toMatch(/<div hidden id="S:|\$RC\(/);
    // The page's heading is in the page where it reads, before the footer.
    expect(html.search(/<h1\b/), address).toBeGreaterThan(0);
    expect(html.search(/<h1\b/), address).toBeLessThan(html.indexOf("<footer"));
  }
});

testWithAdminApi("a category without products says so", async ({ page, adminApi }) => {
  const slug = `e2e-empty-${Date.now().toString(36)}`;
  const created = await adminApi.post("/api/admin/categories", {
    data: {
      name: "E2E Empty Category",
      slug,
      description: "Created empty by the catalogue test.",
      imageUrl: "https://example.com/empty.jpg",
      productCount: 0,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    const res = await page.goto(`/categories/${slug}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "E2E Empty Category" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await expect(page.getByText("This category doesn't have any products yet.")).toBeVisible();
  } finally {
    await settle(page);
    await adminApi.delete(`/api/admin/categories/${id}`);
  }
  // Deleted: the page is gone too.
  const gone = await page.goto(`/categories/${slug}`);
  expect(gone?.status()).toBe(404);
});

test("a missing category answers 404 with its own message", async ({ page }) => {
  for (const slug of ["nope", `never-existed-${Date.now().toString(36)}`]) {
    const res = await page.goto(`/categories/${slug}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Category Not Found" })).toBeVisible();
    await expect(page.getByText("The category you're looking for doesn't exist.")).toBeVisible();
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  }
});
