import { expect, test } from "@playwright/test";

/**
 * Partial Prefetching is on per shared page (ADR 24): the links to a shared route share one prefetched App Shell.
 * Were the product page to lose its `prefetch = "partial"`, each product card in view would be prefetched on its own
 * (a measured build of that made 8 requests for 8 cards where this makes 1).
 */
test.use({ viewport: { width: 1280, height: 900 } });

test("the product links of a category page in view share one prefetch of the product page", async ({ page }) => {
  const productPrefetches = new Set<string>();
  page.on("request", (req) => {
    const segment = req.headers()["next-router-segment-prefetch"];
    const url = new URL(req.url());
    if (url.pathname.startsWith("/products/") && url.searchParams.has("_rsc") && segment && segment !== "/_tree")
      productPrefetches.add(url.pathname);
  });
  await page.goto("/categories/trash-bags");
  const cards = page.getByRole("list", { name: /products$/ }).getByRole("listitem");
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  // Every card passes through the viewport, so each link has had its chance to prefetch.
  for (let i = 0, n = await cards.count(); i < n; i++) await cards.nth(i).scrollIntoViewIfNeeded();
  await expect.poll(() => productPrefetches.size, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  await page.waitForTimeout(2_000);
  expect([...productPrefetches]).toHaveLength(1);
});
