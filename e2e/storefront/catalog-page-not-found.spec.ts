import { expect, test } from "@playwright/test";

/** A category page number past the last says so (404), and leads back to page 1; an unknown category still says "Category Not Found". */

test("a page past a category's last one answers 404 with Page Not Found and a link to page 1", async ({ page }) => {
  const res = await page.goto("/categories/mailer-bags/page/9");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("This category has only 1 page.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Category Not Found" })).toHaveCount(0);
  await expect(page).toHaveTitle(/Page Not Found/);
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();

  await page.getByRole("link", { name: "Go to page 1 of Mailer Bags" }).click();
  await expect(page).toHaveURL(/\/categories\/mailer-bags$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mailer Bags" })).toBeVisible();

  // Not a page number at all: the same answer.
  expect((await page.goto("/categories/mailer-bags/page/abc"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
});

test("an unknown category's page answers Category Not Found", async ({ page }) => {
  const res = await page.goto(`/categories/never-${Date.now().toString(36)}/page/2`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Category Not Found" })).toBeVisible();
});
