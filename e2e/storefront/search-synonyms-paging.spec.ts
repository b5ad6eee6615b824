import { type Page } from "@playwright/test";
import { expect, test } from "../support/admin-session";

/**
 * A buyer's own words find the goods, and results page and filter like a
 * category: "can liners" typed in the header box finds the trash bags; a broad
 * term pages by clicking; ticking a category narrows the results. The admin
 * adds a synonym on the Synonyms screen and the search finds it at once.
 * At 1280 and 390 px (the header box is in the mobile menu there).
 */

const banner = (page: Page) => page.getByRole("banner");
const results = (page: Page, q: string) => page.getByRole("list", { name: `Search results for ${q}` }).getByRole("article");

/** The client router is in charge once the page has hydrated: the cart button then shows the stored count. */
async function hydrated(page: Page) {
  await expect(banner(page).getByRole("button", { name: /^Open cart/ })).toHaveAccessibleName("Open cart, 0 items");
}

/** Types into the header's search box (the mobile menu's on a phone) and presses Enter. */
async function searchFor(page: Page, text: string, phone: boolean) {
  if (phone) await banner(page).getByRole("button", { name: "Open menu" }).click();
  const box = phone
    ? page.getByRole("navigation", { name: "Mobile" }).getByRole("searchbox", { name: "Search products" })
    : banner(page).getByRole("search").first().getByRole("searchbox", { name: "Search products" });
  await box.fill(text);
  await box.press("Enter");
}

for (const [label, viewport] of [
  ["1280 px", { width: 1280, height: 900 }],
  ["390 px", { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${label}`, () => {
    test.use({ viewport });
    const phone = viewport.width < 600;

    test("'can liners' finds the trash bags; a broad term pages by click; a ticked category narrows it", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      await searchFor(page, "can liners", phone);
      // The first search of a fresh server loads the catalogue index.
      await expect(page.getByRole("heading", { level: 1, name: 'Search results for "can liners"' })).toBeVisible({ timeout: 30_000 });
      const cards = results(page, "can liners");
      await expect(cards.first()).toBeVisible();
      const names = await cards.getByRole("heading").allTextContents();
      expect(names.length).toBeGreaterThan(0);
      await expect(page.getByRole("link", { name: /Trash Bags|Liner/ }).first()).toBeVisible();

      await searchFor(page, "bags", phone);
      await expect(page.getByRole("heading", { level: 1, name: 'Search results for "bags"' })).toBeVisible();
      const status = page.getByRole("main").getByRole("status");
      await expect(status).toContainText("page 1 of");
      await expect(results(page, "bags")).toHaveCount(24);
      const firstPage = await results(page, "bags").first().getByRole("heading").textContent();
      const pages = page.getByRole("navigation", { name: "Search result pages" });
      await pages.getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(/\/search\?q=bags&page=2$/);
      await expect(status).toContainText("page 2 of");
      await expect(results(page, "bags").first().getByRole("heading")).not.toHaveText(firstPage ?? "");

      // The category facet: what the results span, with exact counts.
      if (phone) await page.locator("summary").filter({ hasText: "Filters" }).click();
      const facet = page.getByRole("group", { name: "Category" });
      const trash = facet.getByRole("checkbox", { name: /^Trash Bags \(\d+\)$/ });
      const count = Number((await facet.getByText(/^Trash Bags/).textContent())?.match(/\((\d+)\)/)?.[1]);
      expect(count).toBeGreaterThan(0);
      await trash.check();
      await expect(page).toHaveURL(/\/search\?q=bags&category=Trash(\+|%20)Bags$/);
      await expect(status).toHaveText(new RegExp(`^${count} products? found`));
      await expect(page.getByRole("list", { name: "Applied filters" })).toContainText("Category: Trash Bags");
      await expect(page.getByRole("link", { name: "Clear all" })).toBeVisible();
      await page.screenshot({ path: `test-results/search-filtered-${viewport.width}.png`, fullPage: true });
    });
  });
}

test("the admin adds a synonym on the Synonyms screen and the search finds it right after", async ({ page }) => {
  const word = `zorbo${Date.now().toString(36)}`;
  await page.goto("/admin/synonyms");
  await expect(page.getByRole("list", { name: "Synonyms" })).toContainText("can liners");
  await page.getByRole("button", { name: "Add Synonym" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Phrases").fill(`${word} sacks, heavy sacks`);
  await dialog.getByLabel("Category").selectOption({ label: "Trash Bags" });
  await dialog.getByRole("button", { name: "Add Synonym" }).click();
  await expect(page.getByRole("list", { name: "Synonyms" })).toContainText(`${word} sacks`);

  await page.goto("/");
  await hydrated(page);
  await searchFor(page, `${word} sacks`, false);
  await expect(page.getByRole("heading", { level: 1, name: `Search results for "${word} sacks"` })).toBeVisible();
  await expect(results(page, `${word} sacks`).first()).toBeVisible();

  // Deleted: the word finds nothing again.
  await page.goto("/admin/synonyms");
  await page.getByRole("button", { name: `Delete ${word} sacks` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("list", { name: "Synonyms" })).not.toContainText(`${word} sacks`);
  await page.goto(`/search?q=${word}%20sacks`);
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
});
