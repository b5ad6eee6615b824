import { expect, testWithAdminApi as test } from "../support/admin-session";

/**
 * A picture whose URL fails shows the stock
 * placeholder, on server-rendered pages (where the image may fail before the
 * page's script runs) as well as after client navigation.
 */
test("broken product and category pictures show the placeholder", async ({ page, adminApi }) => {
  const stamp = Date.now().toString(36);
  const category = await adminApi.post("/api/admin/categories", {
    data: {
      name: `Broken Pictures ${stamp}`,
      slug: `broken-pictures-${stamp}`,
      description: "A category whose pictures do not load.",
      imageUrl: `/images/missing-category-${stamp}.png`,
    },
  });
  expect(category.status()).toBe(201);
  const categoryId = ((await category.json()) as { id: number }).id;
  const product = await adminApi.post("/api/admin/products", {
    data: {
      name: `Broken Picture Bag ${stamp}`,
      slug: `broken-picture-bag-${stamp}`,
      sku: `BPB-${stamp}`.toUpperCase(),
      description: "A product whose picture does not load.",
      priceMin: null,
      priceMax: null,
      imageUrl: `/images/missing-product-${stamp}.png`,
      categoryId,
      specifications: "{}",
    },
  });
  expect(product.status()).toBe(201);
  const productId = ((await product.json()) as { id: number }).id;

  try {
    await page.goto(`/categories/broken-pictures-${stamp}`);
    const card = page.getByRole("listitem").filter({ hasText: `Broken Picture Bag ${stamp}` });
    await expect(card.locator("img")).toHaveAttribute("src", "/images/placeholder.svg");
    await expect.poll(() => card.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Client navigation to the product page: its picture is rendered after hydration.
    await card.getByRole("link", { name: `Broken Picture Bag ${stamp}` }).click();
    await expect(page).toHaveURL(new RegExp(`/products/broken-picture-bag-${stamp}$`));
    await expect(page.getByRole("img", { name: `Broken Picture Bag ${stamp}` })).toHaveAttribute("src", "/images/placeholder.svg");

    await page.goto("/");
    await expect(page.getByRole("img", { name: `Broken Pictures ${stamp}` })).toHaveAttribute("src", "/images/placeholder.svg");
  } finally {
    await adminApi.delete(`/api/admin/products/${productId}`);
    await adminApi.delete(`/api/admin/categories/${categoryId}`);
  }
});
