import { expect, test, type Page } from "@playwright/test";

/**
 * A buyer on a slow connection may type into the header search before the
 * page's scripts have run. The text stays in the box, Enter still searches
 * once the page is interactive, and without scripts at all the box is a
 * plain form that goes to the results page.
 */

const headerBox = (page: Page) => page.getByRole("banner").getByRole("search").first().getByRole("searchbox", { name: "Search products" });

test("text typed before the page is interactive stays in the box and Enter searches for it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  let held = 0;
  // The page's scripts arrive late, as on a slow connection.
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await headerBox(page).fill("strech film");
  expect(held).toBeGreaterThan(0);
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle");
  await expect(headerBox(page)).toHaveValue("strech film");
  await headerBox(page).press("Enter");
  await expect(page).toHaveURL("/search?q=strech%20film");
  await expect(page.getByRole("heading", { level: 1, name: 'Search results for "strech film"' })).toBeVisible();
  await expect(headerBox(page)).toHaveValue("strech film");
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test("the header search is a plain form that goes to the results page", async ({ page }) => {
    await page.goto("/about");
    await headerBox(page).fill("poly mailer");
    await headerBox(page).press("Enter");
    await expect(page).toHaveURL("/search?q=poly+mailer");
    await expect(page.getByRole("heading", { level: 1, name: 'Search results for "poly mailer"' })).toBeVisible();
  });
});
