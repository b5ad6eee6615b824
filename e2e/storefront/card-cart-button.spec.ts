import { expect, test } from "@playwright/test";

/**
 * A card's "Add More (n)" fits its card: in the four-column grid a card is about 220 px wide,
 * where the label used to run past the card's right edge. Screenshots go to test-results/.
 */

test("a card's Add More stays inside the card at every width, and adding an item does not move the card", async ({ page }, info) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("button", { name: /^Open cart/ })).toHaveAccessibleName("Open cart, 0 items");
  const box = page.getByRole("banner").getByRole("search").first().getByRole("searchbox", { name: "Search products" });
  await box.fill("trash bags");
  await box.press("Enter");
  const cards = page.getByRole("list", { name: "Search results for trash bags" }).getByRole("article");
  await expect(cards.first()).toBeVisible();

  for (const [i, width] of [1280, 1024, 768, 390].entries()) {
    await page.setViewportSize({ width, height: 900 });
    const card = cards.nth(i);
    await card.scrollIntoViewIfNeeded();
    const before = (await card.boundingBox())!;
    await card.getByRole("textbox", { name: /^Quantity of / }).fill("100000");
    await card.getByRole("button", { name: "Add to Cart" }).press("Enter");
    const added = card.getByRole("button", { name: "Add More (100000)" });
    await expect(added).toBeVisible();
    const after = (await card.boundingBox())!;
    const button = (await added.boundingBox())!;
    expect({ width, height: after.height }).toEqual({ width, height: before.height });
    expect(button.x).toBeGreaterThanOrEqual(after.x);
    expect(button.x + button.width).toBeLessThanOrEqual(after.x + after.width);
    // The label is not cut off inside the button either.
    expect(await added.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
    await card.screenshot({ path: info.outputPath(`card-${width}.png`) });
  }
});
