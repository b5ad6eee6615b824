import { expect, testWithAdminApi as test } from "../support/admin-session";

/**
 * Listings of more than one page (24 products a page): a category with 50
 * products shows 24, 24, then 2 on /categories/{slug}/page/3, with working
 * links, a 404 past the last page and page 1's address redirecting to the
 * listing; a search matching them all is paged the same way (24, 24, 2).
 */
test("a category of 50 products is paged, and the pages follow admin changes", async ({ page, adminApi }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const slug = `e2e-paged-${stamp}`;
  const category = await adminApi.post("/api/admin/categories", {
    data: {
      name: `E2E Paged ${stamp}`,
      slug,
      description: "A category with more products than one page holds.",
      imageUrl: "/images/placeholder.svg",
    },
  });
  expect(category.status()).toBe(201);
  const categoryId = ((await category.json()) as { id: number }).id;
  const ids: number[] = [];
  try {
    for (let i = 1; i <= 50; i++) {
      const n = String(i).padStart(2, "0");
      const res = await adminApi.post("/api/admin/products", {
        data: {
          name: `Paged Item ${n} ${stamp}`,
          slug: `paged-item-${n}-${stamp}`,
          sku: `PG-${stamp}-${n}`,
          description: "Pagination test product.",
          priceMin: null,
          priceMax: null,
          imageUrl: "/images/placeholder.svg",
          categoryId,
          specifications: "{}",
        },
      });
      expect(res.status()).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }

    await page.goto(`/categories/${slug}`);
    const cards = page.getByRole("list", { name: `E2E Paged ${stamp} products` }).getByRole("article");
    await expect(cards).toHaveCount(24);
    await expect(page.getByText("Showing 1 to 24 of 50 products")).toBeVisible();
    const pages = page.getByRole("navigation", { name: `E2E Paged ${stamp} pages` });
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", `/categories/${slug}/page/2`);

    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(new RegExp(`/categories/${slug}/page/2$`));
    await expect(cards).toHaveCount(24);
    await pages.getByRole("link", { name: "Page 3" }).click();
    await expect(page).toHaveURL(new RegExp(`/categories/${slug}/page/3$`));
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole("heading", { name: `Paged Item 50 ${stamp}` })).toBeVisible();
    await expect(page.getByText("Showing 49 to 50 of 50 products")).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/categories/${slug}/page/3$`));
    await expect(page).toHaveTitle(new RegExp(`page 3 of 3`));

    // Past the last page: a real 404. Page 1's own address: the listing itself.
    expect((await page.request.get(`/categories/${slug}/page/4`)).status()).toBe(404);
    expect((await page.request.get(`/categories/${slug}/page/abc`)).status()).toBe(404);
    const first = await page.request.get(`/categories/${slug}/page/1`, { maxRedirects: 0 });
    expect(first.status()).toBe(308);
    expect(first.headers()["location"]).toMatch(new RegExp(`/categories/${slug}$`));

    // A search matching all 50 is paged like the category.
    await page.goto(`/search?q=${encodeURIComponent(`PG-${stamp}`)}`);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("50 products found · page 1 of 3");
    await expect(page.getByRole("list", { name: `Search results for PG-${stamp}` }).getByRole("article")).toHaveCount(24);
    await page.goto(`/search?q=${encodeURIComponent(`PG-${stamp}`)}&page=3`);
    await expect(page.getByRole("list", { name: `Search results for PG-${stamp}` }).getByRole("article")).toHaveCount(2);

    // The whole catalogue is paged the same way (140 seeded + 50 products: 8 pages).
    await page.goto("/products");
    await expect(page.getByRole("list", { name: "All products" }).getByRole("article")).toHaveCount(24);
    await page.getByRole("navigation", { name: "Product pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/products\/page\/2$/);
    await expect(page.getByRole("list", { name: "All products" }).getByRole("article")).not.toHaveCount(0);

    // An admin change reaches the pages on the next load: deleting 26 products leaves one page.
    await page.waitForLoadState("networkidle");
    for (const id of ids.splice(24)) expect((await adminApi.delete(`/api/admin/products/${id}`)).ok()).toBe(true);
    expect((await page.request.get(`/categories/${slug}/page/2`)).status()).toBe(404);
    await page.goto(`/categories/${slug}`);
    await expect(cards).toHaveCount(24);
    await expect(page.getByRole("navigation", { name: `E2E Paged ${stamp} pages` })).toHaveCount(0);
  } finally {
    for (const id of ids) await adminApi.delete(`/api/admin/products/${id}`);
    await adminApi.delete(`/api/admin/categories/${categoryId}`);
  }
});
