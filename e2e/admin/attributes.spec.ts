import { expect, test } from "../support/admin-session";

/**
 * Typed attributes from the admin side: an attribute added to a category in
 * its form becomes a field of its products' form, and the value typed there
 * shows in the product page's specifications. The category and product are
 * the test's own, so the seeded catalogue is neither needed nor changed,
 * and are deleted at the end: other specs find their products on the first
 * page of the name-sorted catalogue, which one more "E2E ..." would push out.
 */

const stamp = Date.now().toString(36);

test("an attribute added to a category is filled in on a product and shows on its page", async ({ page }) => {
  await page.goto("/admin/dashboard");
  const origin = new URL(page.url()).origin;
  const categoryName = `E2E Attribute Film ${stamp}`;
  const madeCategory = await page.request.post("/api/admin/categories", {
    data: {
      name: categoryName,
      slug: `e2e-attribute-film-${stamp}`,
      description: "Made by the attributes test.",
      imageUrl: "/images/categories/trash-bags.svg",
    },
    headers: { Origin: origin },
  });
  expect(madeCategory.status()).toBe(201);
  const categoryId = ((await madeCategory.json()) as { id: number }).id;
  const productName = `E2E Attribute Roll ${stamp}`;
  const productSlug = `e2e-attribute-roll-${stamp}`;
  const sku = `E2E-ATTR-${stamp}`.toUpperCase();
  const madeProduct = await page.request.post("/api/admin/products", {
    data: {
      name: productName,
      slug: productSlug,
      sku,
      description: "d",
      imageUrl: "/images/products/poly-apron.svg",
      categoryId,
      specifications: '{"Color": "Clear"}',
    },
    headers: { Origin: origin },
  });
  expect(madeProduct.status()).toBe(201);
  const productId = ((await madeProduct.json()) as { id: number }).id;
  try {
    // The category form, on a phone: the attribute row stacks and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/categories");
    await page.getByRole("button", { name: `Edit ${categoryName}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Category" });
    await dialog.getByRole("button", { name: "Add attribute" }).click();
    const label = dialog.getByLabel("Label of attribute 1", { exact: true });
    await expect(label).toBeFocused();
    await label.fill("Core diameter");
    await expect(dialog.getByLabel("Key of attribute 1", { exact: true })).toHaveValue("coreDiameter");
    await dialog.getByLabel("Unit of attribute 1", { exact: true }).selectOption("in");
    await dialog.getByLabel("Filter of attribute 1", { exact: true }).selectOption("values");
    const row = dialog.getByRole("group", { name: /^Attribute 1/ });
    const [rowBox, dialogBox] = [await row.boundingBox(), await dialog.boundingBox()];
    expect(rowBox!.x + rowBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Stacked: the key sits below the label, not beside it.
    const [labelBox, keyBox] = [await label.boundingBox(), await dialog.getByLabel("Key of attribute 1", { exact: true }).boundingBox()];
    expect(keyBox!.y).toBeGreaterThan(labelBox!.y + labelBox!.height);
    await row.screenshot({ path: "test-results/admin-attributes-row-390.png" });
    await dialog.getByRole("button", { name: "Update Category" }).click();
    await expect(page.getByText("Category updated successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    // The product form: the new field with its unit, the equivalents once a value is typed.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/products?search=${sku}`);
    await page.getByRole("button", { name: `Edit ${productName}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Product" });
    await expect(edit.getByRole("heading", { name: `Attributes of ${categoryName}` })).toBeVisible();
    const core = edit.getByLabel("Core diameter (inches)");
    await expect(core).toHaveValue("");
    await core.fill("3");
    await expect(edit.getByText("3 in (76 mm)")).toBeVisible();
    await edit.getByRole("heading", { name: `Attributes of ${categoryName}` }).scrollIntoViewIfNeeded();
    await edit.screenshot({ path: "test-results/admin-attributes-product-form-1280.png" });
    await edit.getByRole("button", { name: "Update Product" }).click();
    await expect(page.getByText("Product updated successfully")).toBeVisible();
    await expect(edit).toBeHidden();

    // The public page lists it among the specifications.
    await page.goto(`/products/${productSlug}`);
    const specs = page.getByRole("region", { name: "Specifications" });
    const coreRow = specs.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Core diameter", exact: true }) });
    await expect(coreRow.getByRole("cell")).toHaveText(/^3 in\b/);
    await expect(
      specs
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: "Color", exact: true }) })
        .getByRole("cell"),
    ).toHaveText("Clear");
  } finally {
    expect((await page.request.delete(`/api/admin/products/${productId}`, { headers: { Origin: origin } })).status()).toBe(200);
    expect((await page.request.delete(`/api/admin/categories/${categoryId}`, { headers: { Origin: origin } })).status()).toBe(200);
  }
});
