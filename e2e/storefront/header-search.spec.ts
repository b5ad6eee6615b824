import { expect, test, type Page } from "@playwright/test";

/**
 * Every way into the search results shows the results for the query:
 * the header box and the mobile menu's box after hydration, searching again
 * from a results page, a direct load (new and old URL), back and forward. The
 * header box shows the query on the results page. ADR 5.
 */

const header = (page: Page) => page.getByRole("banner");
const headerBox = (page: Page) => header(page).getByRole("search").first().getByRole("searchbox", { name: "Search products" });
const cartButton = (page: Page) => header(page).getByRole("button", { name: /^Open cart/ });
const results = (page: Page, q: string) => page.getByRole("list", { name: `Search results for ${q}` }).getByRole("article");

/** The client router is in charge once the page has hydrated: the cart button then shows the stored count. */
async function hydrated(page: Page) {
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 0 items");
}

/** How many products the catalogue has for the term (other specs and seeds may add some). */
async function matches(page: Page, q: string): Promise<number> {
  const res = await page.request.get(`/api/products/search?q=${encodeURIComponent(q)}`);
  return ((await res.json()) as unknown[]).length;
}

async function expectResults(page: Page, q: string) {
  const count = await matches(page, q);
  expect(count).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { level: 1, name: `Search results for "${q}"` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toHaveCount(0);
  // 24 a page, like a category.
  await expect(results(page, q)).toHaveCount(Math.min(count, 24));
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    new RegExp(`^${count} ${count === 1 ? "product" : "products"} found`),
  );
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("header search from the home page shows the results, and searching again from the results page shows the new ones", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await headerBox(page).fill("mailer");
    await headerBox(page).press("Enter");
    await expectResults(page, "mailer");
    await expect(page).toHaveURL("/search?q=mailer");
    await expect(headerBox(page)).toHaveValue("mailer");
    // Focus stays in the box: a keyboard user can refine the search at once.
    await expect(headerBox(page)).toBeFocused();

    await headerBox(page).fill("gloves");
    await headerBox(page).press("Enter");
    await expectResults(page, "gloves");
    await expect(page).toHaveURL("/search?q=gloves");
    await expect(headerBox(page)).toHaveValue("gloves");
    await expect(results(page, "gloves").first()).toContainText("Gloves");

    // Back and forward move between the two searches, box included.
    await page.goBack();
    await expectResults(page, "mailer");
    await expect(headerBox(page)).toHaveValue("mailer");
    await page.goForward();
    await expectResults(page, "gloves");
    await expect(headerBox(page)).toHaveValue("gloves");

    // Leaving the results empties the box; Back brings the query back.
    await header(page).getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    await expect(headerBox(page)).toHaveValue("");
    await page.goBack();
    await expectResults(page, "gloves");
    await expect(headerBox(page)).toHaveValue("gloves");
  });

  test("while the results load, the search form is busy and its button spins; the page it came from stays until they arrive", async ({
    page,
  }) => {
    await page.goto("/products");
    await hydrated(page);
    // Hold the results' RSC answer back, as a slow network would.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/search\?q=trash/, async (route) => {
      if (route.request().headers()["rsc"]) await held;
      await route.continue();
    });
    const form = header(page).getByRole("search").first();
    await headerBox(page).fill("trash");
    await headerBox(page).press("Enter");
    await expect(form).toHaveAttribute("aria-busy", "true");
    await expect(form.getByRole("button", { name: "Search" }).locator("svg.animate-spin")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    release();
    await expectResults(page, "trash");
    await expect(form).not.toHaveAttribute("aria-busy");
    await expect(form.getByRole("button", { name: "Search" }).locator("svg.animate-spin")).toHaveCount(0);
  });

  test("searching from the search button, with spaces and symbols, lands on the results page", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await headerBox(page).fill("  TB-3001  ");
    await header(page).getByRole("button", { name: "Search", exact: true }).click();
    await expectResults(page, "TB-3001");
    await expect(page).toHaveURL("/search?q=TB-3001");
    await expect(headerBox(page)).toHaveValue("TB-3001");

    await headerBox(page).fill("bags & liners?");
    await headerBox(page).press("Enter");
    await expect(page).toHaveURL("/search?q=bags%20%26%20liners%3F");
    await expect(page.getByRole("heading", { level: 1, name: 'Search results for "bags & liners?"' })).toBeVisible();
  });

  test("a direct load of the search URL, and of the old /products?search= URL, shows the results with the query in the box", async ({
    page,
  }) => {
    await page.goto("/search?q=mailer");
    await expectResults(page, "mailer");
    await expect(headerBox(page)).toHaveValue("mailer");

    const moved = await page.request.get("/products?search=gloves", { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers()["location"]).toBe("/search?search=gloves");
    const res = await page.goto("/products?search=gloves");
    await expectResults(page, "gloves");
    await expect(page).toHaveURL(/\/search\?/);
    expect(new URL(page.url()).pathname).toBe("/search");
    expect(res?.request().redirectedFrom()?.url()).toMatch(/\/products\?search=gloves$/);
    await expect(headerBox(page)).toHaveValue("gloves");

    // From a result and back again.
    await results(page, "gloves").first().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
    await page.goBack();
    await expectResults(page, "gloves");
  });

  test("/products stays a prerendered, shared-cacheable page", async ({ request }) => {
    const res = await request.get("/products");
    expect(res.status()).toBe(200);
    expect(res.headers()["x-nextjs-prerender"]).toBeTruthy();
    expect(res.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
    expect(res.headers()["x-nextjs-postponed"]).toBeUndefined();
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu's search shows the results, closes the menu, and shows the query in its box", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await header(page).getByRole("button", { name: "Open menu" }).click();
    const box = page.getByRole("navigation", { name: "Mobile" }).getByRole("searchbox", { name: "Search products" });
    await box.fill("mailer");
    await box.press("Enter");
    await expectResults(page, "mailer");
    await expect(page).toHaveURL("/search?q=mailer");
    await expect(header(page).getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    // Again from the results page.
    await header(page).getByRole("button", { name: "Open menu" }).click();
    await expect(box).toHaveValue("mailer");
    await box.fill("trash");
    await box.press("Enter");
    await expectResults(page, "trash");
    await expect(page).toHaveURL("/search?q=trash");

    await page.goBack();
    await expectResults(page, "mailer");
  });
});
