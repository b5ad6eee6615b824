import { type Page } from "@playwright/test";
import { expect, test } from "../support/admin-session";

/** /admin/product-management: the stretch-film page's content, edited and saved. */

async function openEditor(page: Page) {
  await page.goto("/admin/product-management");
  await expect(page.getByRole("tab", { name: "Basic Info" })).toBeVisible();
  await expect(page.getByLabel("Product Name")).toHaveValue(/\S/);
}

const save = (page: Page) => page.getByRole("button", { name: "Save Changes" }).click();

test("an added variant is saved and shown on the public page, then removed again", async ({ page }) => {
  await openEditor(page);
  const size = `18in x ${Date.now() % 100000}ft`;

  await page.getByRole("tab", { name: "Variants" }).click();
  const hand = page.getByRole("region", { name: "Hand-Wrapped Variants" });
  const rows = await hand.getByRole("listitem").count();
  await hand.getByRole("button", { name: "Add Variant" }).click();
  const code = hand.getByLabel(`Code, row ${rows + 1}`);
  await expect(code).toHaveValue(/^USSF\.\d{4}$/);
  await expect(hand.getByLabel(`Color, row ${rows + 1}`)).toHaveValue("Clear");
  await hand.getByLabel(`Size, row ${rows + 1}`).fill(size);
  await hand.getByLabel(`Thickness, row ${rows + 1}`).fill("70 gauge");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await save(page);
  await expect(page.getByText("Product page content saved successfully!")).toBeVisible();

  await page.goto("/products/stretch-film");
  await expect(page.getByRole("cell", { name: size, exact: true })).toBeVisible();

  await page.goto("/admin/product-management");
  await page.getByRole("tab", { name: "Variants" }).click();
  await expect(hand.getByLabel(`Size, row ${rows + 1}`)).toHaveValue(size);
  await hand.getByRole("button", { name: `Remove variant ${rows + 1}` }).click();
  await save(page);
  await expect(page.getByText("Product page content saved successfully!")).toBeVisible();
  await page.goto("/products/stretch-film");
  await expect(page.getByRole("heading", { level: 1, name: "PE Stretch Film" })).toBeVisible();
  await expect(page.getByRole("cell", { name: size, exact: true })).toHaveCount(0);
});

test("invalid content is not saved: the tab of the first error opens with the exact messages", async ({ page }) => {
  await openEditor(page);
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/admin/product-page-content")) posted = true;
  });
  await page.getByRole("tab", { name: "Specifications" }).click();
  await page.getByLabel("Min Price").fill("");
  await page.getByLabel("Max Price").fill("");
  await page.getByRole("tab", { name: "Downloads" }).click();
  await save(page);
  await expect(page.getByRole("tab", { name: /^Specifications/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Min price is required")).toBeVisible();
  await expect(page.getByText("Max price is required")).toBeVisible();
  await expect(page.getByLabel("Min Price")).toBeFocused();
  expect(posted).toBe(false);
});

test("gallery, catalog products and downloads edit inline", async ({ page }) => {
  await openEditor(page);
  await page.getByRole("tab", { name: "Gallery" }).click();
  const images = await page.getByLabel(/^Image \d+ URL$/).count();
  await page.getByRole("button", { name: "Add Image" }).click();
  await expect(page.getByLabel(`Image ${images + 1} URL`)).toBeFocused();

  await page.getByRole("tab", { name: "Catalog Products" }).click();
  const cards = page.getByRole("group", { name: /^#\d+/ });
  const count = await cards.count();
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(cards).toHaveCount(count + 1);
  await expect(cards.last().getByLabel("Color")).toHaveValue("Clear");
  await cards
    .last()
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expect(cards).toHaveCount(count);

  await page.getByRole("tab", { name: "Downloads" }).click();
  await page.getByRole("button", { name: "Add Document" }).click();
  await expect(
    page
      .getByRole("group", { name: /^Document \d+$/ })
      .last()
      .getByLabel("Title"),
  ).toBeFocused();
  // Nothing was saved: leaving and coming back shows the stored content.
});

test("load failure shows the error card with the way back", async ({ page }) => {
  await page.route("**/api/admin/product-page-content", (route) => route.fulfill({ status: 500, json: { message: "boom" } }));
  await page.goto("/admin/product-management");
  await expect(page.getByRole("heading", { name: "Error Loading Content" })).toBeVisible();
  await expect(page.getByText("Failed to load product page content. Please try refreshing the page.")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
