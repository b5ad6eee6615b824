import { type Page } from "@playwright/test";
import { expect, test } from "../support/admin-session";

/**
 * A buyer's search that finds nothing reaches the admin's dashboard: searched
 * once from the storefront's header box, it is listed once under "Searches
 * with no results" (and among the top searches), and opens the storefront's
 * results in a new tab. Screenshots at 1280 and 390 px go to test-results/.
 */

const insightsText = async (page: Page) => (await page.request.get("/api/admin/search-insights")).text();
const headerBox = (page: Page) => page.getByRole("banner").getByRole("search").first().getByRole("searchbox", { name: "Search products" });

test("a search that found nothing is listed on the dashboard, once, and opens its results", async ({ page, context }) => {
  const word = `zqxv${Date.now().toString(36)}`;
  await page.goto("/");
  // The client router is in charge once the page has hydrated: the cart button then shows the stored count.
  await expect(page.getByRole("banner").getByRole("button", { name: /^Open cart/ })).toHaveAccessibleName("Open cart, 0 items");
  await headerBox(page).fill(`  ${word.toUpperCase()} `);
  await headerBox(page).press("Enter");
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  // Searches are written a moment later, several at once (src/server/catalog/search/search-log.ts).
  await expect.poll(() => insightsText(page)).toContain(word);

  await page.goto("/admin/dashboard");
  const zero = page.getByRole("region", { name: "Searches with no results" });
  const row = zero.getByRole("listitem").filter({ hasText: word });
  await expect(row).toHaveCount(1);
  // Counted once: the page's one search, whatever the router and the cache did around it.
  await expect(row).toHaveText(`${word}(opens the search in a new tab)1 searches without results`);
  await expect(page.getByRole("region", { name: "Top searches" }).getByRole("listitem").filter({ hasText: word })).toContainText(
    "1 searches",
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await zero.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/search-insights-1280.png", fullPage: true });

  const [tab] = await Promise.all([context.waitForEvent("page"), row.getByRole("link").click()]);
  await expect(tab).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  await expect(tab.getByRole("heading", { level: 1, name: `Search results for "${word}"` })).toBeVisible();
  await tab.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/search-insights-390.png", fullPage: true });
});

/** Clients as our server sees them behind one proxy (TRUST_PROXY 1): the address the proxy wrote. */
const CLIENTS = ["198.51.100.71", "198.51.100.71", "198.51.100.72", "198.51.100.73"];

test("a results page loaded again by another client is counted again, though the server answers it from the page it kept; by the same client, not", async ({
  page,
}) => {
  const word = `zqkept${Date.now().toString(36)}`;
  for (const client of CLIENTS) {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": client });
    await page.goto(`/search?q=${word}`);
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  }
  await expect
    .poll(async () => JSON.parse(await insightsText(page)).zeroResults.find((r: { query: string }) => r.query === word)?.count)
    .toBe(3);
});

test("the search API asked the same term again is counted once per client, though the server answers it from the answer it kept", async ({
  page,
}) => {
  const word = `zqapi${Date.now().toString(36)}`;
  const answers: string[] = [];
  for (const client of CLIENTS) {
    const res = await page.request.get(`/api/products/search?q=${word}`, { headers: { "x-forwarded-for": client } });
    expect(res.status()).toBe(200);
    answers.push(await res.text());
  }
  expect(answers).toEqual(["[]", "[]", "[]", "[]"]);
  await expect
    .poll(async () => JSON.parse(await insightsText(page)).zeroResults.find((r: { query: string }) => r.query === word)?.count)
    .toBe(3);
});
