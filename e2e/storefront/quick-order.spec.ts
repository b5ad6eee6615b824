import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * Quick order: a buyer who knows the SKUs reaches /quick-order from
 * the header, pastes a list written any which way, checks the matches and adds
 * them all to the cart at once.
 */

const FILM_18 = "Black Hand Stretch Film 18in x 1500ft";
const FILM_20 = "Machine Stretch Film 20in x 5000ft";
const FILM_16 = "Pre-Stretched Hand Film 16in x 1500ft";

const cartPanel = (page: Page) => page.getByRole("dialog", { name: /Shopping Cart/ });

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include("main").analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

for (const width of [1280, 390]) {
  test(`at ${width} px: from the header to a matched list in the cart, by keyboard where a buyer would use it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/about");
    if (width < 1024) {
      await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Quick order" }).click();
    } else {
      await page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Quick order" }).click();
    }
    await expect(page).toHaveURL("/quick-order");
    await expect(page.getByRole("heading", { level: 1, name: "Quick Order" })).toBeVisible();

    const list = page.getByLabel("Paste SKUs and quantities");
    await list.fill("sku,quantity\nSF-2002 3\n\n5 x sf 2003\nsf2004, 10\nSF-9999 2");
    await list.press("Tab");
    await expect(page.getByRole("button", { name: "Match" })).toBeFocused();
    await page.keyboard.press("Enter");

    const results = page.getByRole("region", { name: "Results" });
    const lines = results.getByTestId("quick-order-line");
    await expect(lines).toHaveCount(4);
    await expect(lines.nth(0)).toHaveAttribute("data-status", "matched");
    await expect(lines.nth(0).getByRole("link", { name: FILM_18 })).toBeVisible();
    await expect(lines.nth(0).getByLabel(`Quantity of ${FILM_18}`)).toHaveValue("3");
    await expect(lines.nth(1).getByRole("link", { name: FILM_20 })).toBeVisible();
    await expect(lines.nth(1).getByLabel(`Quantity of ${FILM_20}`)).toHaveValue("5");
    await expect(lines.nth(2).getByRole("link", { name: FILM_16 })).toBeVisible();
    await expect(lines.nth(2).getByLabel(`Quantity of ${FILM_16}`)).toHaveValue("10");
    await expect(lines.nth(3)).toHaveAttribute("data-status", "unknown");
    await expect(lines.nth(3).getByText("Not found")).toBeVisible();
    await expect(results.getByText("3 lines matched, 1 line needs attention.")).toBeVisible();

    // A changed quantity is what goes to the cart.
    const q16 = lines.nth(2).getByLabel(`Quantity of ${FILM_16}`);
    await q16.fill("12");

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/quick-order-${width}.png`, fullPage: true });

    await results.getByRole("button", { name: "Add all to cart" }).focus();
    await page.keyboard.press("Enter");
    const panel = cartPanel(page);
    await expect(panel).toBeVisible();
    const rows = panel.getByTestId("cart-item");
    await expect(rows).toHaveCount(3);
    for (const [name, quantity] of [
      [FILM_18, "3"],
      [FILM_20, "5"],
      [FILM_16, "12"],
    ]) {
      await expect(rows.filter({ hasText: name }).getByTestId("cart-item-quantity")).toHaveValue(quantity);
    }
    await expect(panel.getByTestId("cart-total-items")).toHaveText("20");
    // The cart leads back to the quick order.
    await expect(panel.getByRole("link", { name: "Quick order" })).toHaveAttribute("href", "/quick-order");
  });
}

test("a near miss offers the right SKU, and picking it matches the line", async ({ page }) => {
  await page.goto("/quick-order");
  await page.getByLabel("Paste SKUs and quantities").fill("SF-2092 4");
  await page.getByRole("button", { name: "Match" }).click();
  const line = page.getByTestId("quick-order-line");
  await expect(line).toHaveAttribute("data-status", "unknown");
  await line
    .getByRole("list", { name: "Suggestions for SF-2092 4" })
    .getByRole("button", { name: /SF-2002/ })
    .click();
  await expect(line).toHaveAttribute("data-status", "matched");
  await expect(line.getByLabel(`Quantity of ${FILM_18}`)).toHaveValue("4");
});

test("the header keeps its links on one line with Quick order added, at the narrowest width that shows them", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("/quick-order");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  const link = nav.getByRole("link", { name: "Quick order" });
  await expect(link).toHaveAttribute("aria-current", "page");
  const [home, quick] = [await nav.getByRole("link", { name: "Home", exact: true }).boundingBox(), await link.boundingBox()];
  expect(Math.abs(home!.y - quick!.y)).toBeLessThan(2);
  expect(quick!.height).toBeLessThan(40);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  // Nothing in the header overlaps: the links end before the search box starts.
  const search = await page.getByRole("banner").getByRole("searchbox", { name: "Search products" }).boundingBox();
  const admin = await nav.getByRole("link", { name: "Admin", exact: true }).boundingBox();
  expect(admin!.x + admin!.width).toBeLessThanOrEqual(search!.x);
  // The business name beside the logo is not cut short for it.
  const name = page
    .getByRole("banner")
    .getByRole("link", { name: /, home$/ })
    .locator(".truncate");
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.getByRole("banner").screenshot({ path: "test-results/quick-order-header-1024.png" });
});
