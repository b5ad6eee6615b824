import { expect, test, type Page } from "@playwright/test";

/**
 * A product page shows its typed attributes in the specifications,
 * with the other units beside the stored one, reached as a buyer does: from
 * its category page. The seeded 80-gauge black hand film stores width in
 * inches, length in feet and thickness in gauge.
 */

const FILM = "Black Hand Stretch Film 18in x 1500ft";

const card = (page: Page, name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

for (const width of [1280, 390]) {
  test(`at ${width} px: an 80-gauge film's page shows its thickness in mil and microns too, each spec once`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/categories/pe-stretch-film");
    await card(page, FILM).getByRole("link", { name: FILM }).first().click();
    await expect(page).toHaveURL(/\/products\/black-hand-stretch-film-18in-x-1500ft$/);
    await expect(page.getByRole("heading", { level: 1, name: FILM })).toBeVisible();

    const specs = page.getByRole("region", { name: "Specifications" });
    const row = (label: string) => specs.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
    await expect(row("Thickness").getByRole("cell")).toHaveText("80 gauge (0.8 mil, 20 µm)");
    await expect(row("Width").getByRole("cell")).toHaveText("18 in (457 mm)");
    await expect(row("Length").getByRole("cell")).toHaveText("1500 ft (457 m)");
    await expect(row("Color").getByRole("cell")).toHaveText("Black");
    // The attributes lead in the category's order; the film's own entries follow, none repeated.
    const labels = await specs.getByRole("rowheader").allTextContents();
    expect(labels.slice(0, 5)).toEqual(["Width", "Length", "Thickness", "Color", "Film type"]);
    expect(labels).toContain("Core");
    expect(new Set(labels.map((l) => l.toLowerCase())).size).toBe(labels.length);
    await specs.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/product-attributes-${width}.png`, fullPage: true });
  });
}

test("the product's structured data lists its attributes as PropertyValues with their units", async ({ page }) => {
  await page.goto("/products/black-hand-stretch-film-18in-x-1500ft");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d["@type"] === "Product");
  expect(product?.additionalProperty).toEqual(
    expect.arrayContaining([
      { "@type": "PropertyValue", name: "Thickness", value: 80, unitText: "gauge" },
      { "@type": "PropertyValue", name: "Width", value: 18, unitText: "in" },
      { "@type": "PropertyValue", name: "Color", value: "Black" },
    ]),
  );
});
