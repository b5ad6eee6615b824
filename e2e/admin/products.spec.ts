import { type Page } from "@playwright/test";
import { expect, test } from "../support/admin-session";

test.beforeEach(async ({ page }) => {
  await page.goto("/admin/products");
  await expect(page.getByText(/^Showing \d+/)).toBeVisible();
});

const stamp = Date.now().toString(36).toUpperCase();

async function fillProduct(page: Page, v: { name: string; sku: string; min?: string; max?: string; category: string }) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(v.name);
  await dialog.getByLabel("SKU").fill(v.sku);
  await dialog.getByLabel("Description").fill("Made by the end-to-end test.");
  if (v.min !== undefined) await dialog.getByLabel("Min price (USD)").fill(v.min);
  if (v.max !== undefined) await dialog.getByLabel("Max price (USD)").fill(v.max);
  await dialog.getByLabel("Image URL").fill("/images/products/poly-apron.svg");
  await dialog.getByLabel("Category").click();
  await page.getByRole("option", { name: v.category }).click();
  await dialog.getByLabel("Details (specifications)").fill('{"Width": "18in", "Color": "Clear"}');
}

test("validation messages appear on an empty product form", async ({ page }) => {
  await page.getByRole("button", { name: "Add Product" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Product" });
  await dialog.getByRole("button", { name: "Create Product" }).click();
  for (const m of [
    "Name is required",
    "SKU is required",
    "Description is required",
    "Category is required",
    "Specifications are required",
  ]) {
    await expect(dialog.getByText(m)).toBeVisible();
  }
  // An empty image URL is the default picture; a bad one is refused.
  await expect(dialog.getByText("Valid image URL is required")).toHaveCount(0);
  await dialog.getByLabel("Image URL").fill("not a url");
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(dialog.getByText("Valid image URL is required")).toBeVisible();
  await dialog.getByLabel("Details (specifications)").fill("Width: 18in");
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(dialog.getByText(/Specifications must be a JSON object/)).toBeVisible();
});

test("create, edit and delete a product; the public catalogue follows", async ({ page }) => {
  const name = `E2E Pallet Wrap ${stamp}`;
  const sku = `E2E-${stamp}`;

  // Create
  await page.getByRole("button", { name: "Add Product" }).first().click();
  await fillProduct(page, { name, sku, min: "10", max: "12.5", category: "PE Stretch Film" });
  await expect(page.getByRole("dialog").getByLabel("Slug")).toHaveValue(`e2e-pallet-wrap-${stamp.toLowerCase()}`);
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Product created successfully")).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(row).toContainText(`SKU: ${sku}`);
  await expect(row).toContainText("Category: PE Stretch Film");
  await expect(row).toContainText("$10.00 - $12.50");

  // The catalogue's first page holds whatever sorts first (other specs add products): find it as a buyer does.
  await page.goto("/products");
  await page.getByRole("searchbox", { name: "Search products" }).fill(name);
  await page.getByRole("searchbox", { name: "Search products" }).press("Enter");
  await expect(page.getByText(name).first()).toBeVisible();

  // A second product with the same SKU is refused, and the SKU field says why.
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Add Product" }).first().click();
  await fillProduct(page, { name: `${name} Copy`, sku, category: "Trash Bags" });
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Failed to create product")).toBeVisible();
  await expect(page.getByRole("dialog").getByText("A product with this SKU already exists")).toBeVisible();
  await expect(page.getByRole("dialog").getByLabel("SKU")).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

  // Edit
  const newName = `${name} Plus`;
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  await expect(dialog.getByLabel("SKU")).toHaveValue(sku);
  await dialog.getByLabel("Name").fill(newName);
  await dialog.getByLabel("Min price (USD)").fill("15");
  await dialog.getByLabel("Max price (USD)").fill("15");
  await dialog.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();
  const edited = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: newName }) });
  await expect(edited).toContainText("$15.00");
  await expect(edited).not.toContainText("$15.00 -");

  await page.goto(`/products/e2e-pallet-wrap-${stamp.toLowerCase()}-plus`);
  await expect(page.getByRole("heading", { name: newName })).toBeVisible();

  // Delete
  await page.goto("/admin/products");
  await page.getByRole("button", { name: `Delete ${newName}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete this product?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Product deleted successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: newName })).toHaveCount(0);

  await page.goto("/products");
  await expect(page.getByText(newName)).toHaveCount(0);
});

test("cancelling a delete keeps the product", async ({ page }) => {
  const first = page.getByRole("button", { name: /^Delete / }).first();
  const label = await first.getAttribute("aria-label");
  await first.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(page.getByRole("button", { name: label! })).toBeVisible();
});
