import { type Page } from "@playwright/test";
import { expect, test } from "../support/admin-session";

/**
 * /admin/products searches (name or SKU), filters by category and pages on the
 * server (GET /api/admin/products); the address keeps the filters, so a reload
 * keeps them.
 */

const stamp = Date.now().toString(36);

const rows = (page: Page) => page.getByRole("main").getByRole("listitem");

test("type a SKU: only that product; pick a category: only its products, 50 a page; page 2; reload keeps it all", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = { Origin: baseURL! };
  const name = `E2E Shelf ${stamp}`;
  const category = await page.request.post("/api/admin/categories", {
    data: {
      name,
      slug: `e2e-shelf-${stamp}`,
      description: "A category of 55 products for the admin list test.",
      imageUrl: "/images/placeholder.svg",
    },
    headers: origin,
  });
  expect(category.status()).toBe(201);
  const categoryId = ((await category.json()) as { id: number }).id;
  const ids: number[] = [];
  try {
    for (let i = 1; i <= 55; i++) {
      const n = String(i).padStart(2, "0");
      const res = await page.request.post("/api/admin/products", {
        data: {
          name: `Shelf Item ${n} ${stamp}`,
          slug: `shelf-item-${n}-${stamp}`,
          sku: `SH-${stamp}-${n}`,
          description: "Admin list test product.",
          imageUrl: "",
          categoryId,
          specifications: "{}",
        },
        headers: origin,
      });
      expect(res.status()).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }

    // Reach the list as a person does: the dashboard, then the Products screen.
    await page.goto("/admin/products");
    await expect(page.getByText(/^Showing 1–50 of \d+ products$/)).toBeVisible();

    // Type a SKU (no Enter): the list follows once typing pauses, and shows that product alone.
    await page.getByLabel("Search products").pressSequentially("pmb-1001", { delay: 30 });
    await expect(page.getByText("Showing 1–1 of 1 product")).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText("SKU: PMB-1001");
    await expect(page).toHaveURL(/\?search=pmb-1001$/);
    await page.reload();
    await expect(page.getByLabel("Search products")).toHaveValue("pmb-1001");
    await expect(page.getByText("Showing 1–1 of 1 product")).toBeVisible();

    // A search nothing matches says so; Clear filters brings everything back.
    await page.getByLabel("Search products").fill("no-such-product-anywhere");
    await page.getByLabel("Search products").press("Enter");
    await expect(page.getByText("No products match")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).first().click();
    await expect(page.getByLabel("Search products")).toHaveValue("");
    await expect(page.getByText(/^Showing 1–50 of \d+ products$/)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products$/);

    // Pick the category: only its 55 products, 50 on page 1.
    await page.getByLabel("Filter by category").click();
    await page.getByRole("option", { name }).click();
    await expect(page.getByText("Showing 1–50 of 55 products")).toBeVisible();
    await expect(rows(page)).toHaveCount(50);
    for (const text of await rows(page).allInnerTexts()) expect(text).toContain(`Category: ${name}`);
    await expect(page).toHaveURL(new RegExp(`\\?categoryId=${categoryId}$`));

    // Page 2 has the other 5; the address keeps the page, and a reload shows it again.
    await page.getByRole("navigation", { name: "Product pages" }).getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Showing 51–55 of 55 products")).toBeVisible();
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).first()).toContainText(`Shelf Item 51 ${stamp}`);
    await expect(page).toHaveURL(new RegExp(`\\?categoryId=${categoryId}&page=2$`));
    await page.reload();
    await expect(page.getByText("Showing 51–55 of 55 products")).toBeVisible();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();

    // Search within the category: a new search starts again at page 1.
    await page.getByLabel("Search products").fill(`SH-${stamp}-0`);
    await page.getByLabel("Search products").press("Enter");
    await expect(page.getByText("Showing 1–9 of 9 products")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?search=SH-${stamp}-0&categoryId=${categoryId}$`));
  } finally {
    for (const id of ids) await page.request.delete(`/api/admin/products/${id}`, { headers: origin });
    await page.request.delete(`/api/admin/categories/${categoryId}`, { headers: origin });
  }
});
