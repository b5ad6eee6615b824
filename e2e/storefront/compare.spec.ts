import { expect, test, type Page } from "@playwright/test";

/**
 * Compare: a buyer picks stretch films on the category page, opens
 * them side by side, narrows to what differs, drops one, and the selection
 * survives a reload.
 */

const FILM_18 = "Black Hand Stretch Film 18in x 1500ft";
// Both on the category's first page (by name): same length and gauge, another width and color.
const FILM_20 = "Hand Stretch Film 20in x 1500ft 80 Gauge Clear";

const card = (page: Page, name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [1280, 390]) {
  test(`at ${width} px: pick two films, compare them, show differences, remove one, reload`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/categories/pe-stretch-film");

    const toggle18 = card(page, FILM_18).getByRole("button", { name: `Compare ${FILM_18}` });
    const toggle20 = card(page, FILM_20).getByRole("button", { name: `Compare ${FILM_20}` });
    await expect(toggle18).toHaveAttribute("aria-pressed", "false");
    await toggle18.click();
    await expect(toggle18).toHaveAttribute("aria-pressed", "true");
    // One product is not a comparison: no bar yet.
    await expect(page.getByRole("link", { name: /^Compare \(/ })).toHaveCount(0);
    await toggle20.click();
    await expect(toggle20).toHaveAttribute("aria-pressed", "true");

    const bar = page.getByRole("region", { name: "Product comparison" });
    await expect(bar).toBeVisible();
    await page.screenshot({ path: `test-results/compare-bar-${width}.png` });
    await bar.getByRole("link", { name: "Compare (2)" }).click();
    await expect(page).toHaveURL("/compare?skus=SF-2002,SF-2019");
    await expect(page).toHaveTitle(/Compare products/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    const table = page.getByRole("region", { name: "Comparison table" });
    const headers = table.getByRole("columnheader");
    await expect(headers.nth(0)).toContainText(FILM_18);
    await expect(headers.nth(1)).toContainText(FILM_20);
    await expect(table.getByRole("link", { name: FILM_18 })).toHaveAttribute("href", /\/products\//);

    const width_ = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Width/ }) });
    await expect(width_.getByRole("rowheader")).toHaveText("Width (differs)");
    await expect(width_).toHaveAttribute("data-differs", "true");
    // Typed attributes, with the other units beside the stored one.
    await expect(width_.getByRole("cell")).toHaveText(["18 in (457 mm)", "20 in (508 mm)"]);
    const thickness = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Thickness/ }) });
    await expect(thickness.getByRole("rowheader")).toHaveText("Thickness");
    await expect(thickness.getByRole("cell")).toHaveText(["80 gauge (0.8 mil, 20 µm)", "80 gauge (0.8 mil, 20 µm)"]);
    // The attributes lead; the films' other written specs follow, none repeating an attribute's label.
    const labels = (await table.getByRole("rowheader").allTextContents()).map((l) => l.replace(" (differs)", ""));
    expect(labels.slice(0, 7)).toEqual(["Category", "Price", "Width", "Length", "Thickness", "Color", "Film type"]);
    expect(new Set(labels.map((l) => l.toLowerCase())).size).toBe(labels.length);
    // Highlighted: a differing row has a background a same row does not.
    const bg = (row: typeof thickness) => row.getByRole("rowheader").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await bg(width_)).not.toBe(await bg(thickness));

    await page.getByLabel("Show only differences").check();
    await expect(thickness).toHaveCount(0);
    await expect(width_).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: `test-results/compare-${width}.png`, fullPage: true });
    await page.getByLabel("Show only differences").uncheck();
    await expect(thickness).toHaveCount(1);

    await table.getByRole("button", { name: `Remove ${FILM_20} from comparison` }).click();
    await expect(page).toHaveURL("/compare?skus=SF-2002");
    await expect(headers).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Product comparison" })).toHaveCount(0);

    await page.goto("/categories/pe-stretch-film");
    await page.reload();
    await expect(card(page, FILM_18).getByRole("button", { name: `Compare ${FILM_18}` })).toHaveAttribute("aria-pressed", "true");
    await expect(card(page, FILM_20).getByRole("button", { name: `Compare ${FILM_20}` })).toHaveAttribute("aria-pressed", "false");
  });
}

test("more than four SKUs show the first four with a note; unknown SKUs are listed as not found", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/compare?skus=sf-2002,NOPE-1,SF-2003,SF-2004,pe001");
  await expect(page.getByText("showing the first 4")).toBeVisible();
  await expect(page.getByText("Not found: NOPE-1")).toBeVisible();
  await expect(page.getByRole("region", { name: "Comparison table" }).getByRole("columnheader")).toHaveCount(3);
  expect(await noSidewaysScroll(page)).toBe(true);
});

test("a fifth product is refused with a toast", async ({ page }) => {
  await page.goto("/categories/pe-stretch-film");
  await page.evaluate(() => localStorage.setItem("usplastic-compare", JSON.stringify(["A-1", "A-2", "A-3", "A-4"])));
  await page.reload();
  await expect(page.getByRole("link", { name: "Compare (4)" })).toBeVisible();
  const toggle = card(page, FILM_18).getByRole("button", { name: `Compare ${FILM_18}` });
  await toggle.click();
  await expect(page.getByText("You can compare up to 4 products")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(page.getByRole("link", { name: /^Compare \(/ })).toHaveCount(0);
});
