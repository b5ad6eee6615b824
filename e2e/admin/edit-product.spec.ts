import { expect, test } from "../support/admin-session";

/** /admin/edit-product: it really saves. */

type Card = {
  name: string;
  sku: string;
  size: string;
  thickness: string;
  color: string;
  weight: string;
  dimensions: string;
  filmType: string;
  imageUrl: string;
};

test("saving a card persists it: the stretch film catalogue shows the new name", async ({ page, baseURL }) => {
  const content = (await (await page.request.get("/api/admin/product-page-content")).json()) as { catalogProducts: Card[] };
  const original = content.catalogProducts[3];
  const name = `E2E Bag ${Date.now().toString(36)}`;
  try {
    await page.goto("/admin/edit-product?index=3");
    await expect(page.getByLabel("Product Name")).toHaveValue(original.name);
    await expect(page.getByLabel("SKU")).toHaveValue(original.sku);
    await page.getByLabel("Product Name").fill(name);
    await page.getByRole("button", { name: "Trash Bags" }).click();
    await expect(page.getByLabel("Image URL")).toHaveValue("/images/categories/trash-bags.svg");
    await page.getByRole("button", { name: "Save Product" }).click();
    await expect(page.getByText("Product Updated", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);

    await page.goto("/products/stretch-film");
    const card = page.getByRole("region", { name: "Product Catalog" }).getByRole("article").filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(original.sku);
  } finally {
    const { imageUrl, ...rest } = original;
    await page.request.put("/api/admin/catalog-cards/3", {
      data: { ...rest, imageUrl: imageUrl || "/images/placeholder.svg" },
      headers: { Origin: baseURL! },
    });
  }
});

test("a product handed over in local storage prefills the form once", async ({ page }) => {
  await page.goto("/admin/settings");
  await page.evaluate(() =>
    localStorage.setItem(
      "editingProduct",
      JSON.stringify({
        id: 101,
        name: "Stored Film Name",
        sku: "USSF.9999",
        size: "18in x 1000ft",
        thickness: "80 gauge",
        color: "Black",
        weight: "23.10 lbs",
        dimensions: "19 x 9.5 x 9.5 in",
        filmType: "Hand Film",
        imageUrl: "/images/placeholder.svg",
      }),
    ),
  );
  await page.goto("/admin/edit-product?index=1");
  await expect(page.getByLabel("Product Name")).toHaveValue("Stored Film Name");
  await expect(page.getByLabel("SKU")).toHaveValue("USSF.9999");
  await expect(page.getByRole("button", { name: "Default placeholder" })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("editingProduct"))).toBeNull();

  await page.reload();
  await expect(page.getByLabel("Product Name")).not.toHaveValue("Stored Film Name");
});

test("validation messages, and nothing to edit without a product", async ({ page }) => {
  await page.goto("/admin/edit-product?index=0");
  await expect(page.getByLabel("Product Name")).toHaveValue(/\S/);
  await page.getByLabel("Product Name").fill("");
  await page.getByLabel("Dimensions").fill("");
  await page.getByLabel("Image URL").fill("not a url");
  await page.getByRole("button", { name: "Save Product" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Dimensions are required")).toBeVisible();
  await expect(page.getByText("Valid image URL is required")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/edit-product\?index=0$/);

  await page.goto("/admin/edit-product");
  await expect(page.getByRole("heading", { name: "No product selected" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Product Page Management" }).click();
  await expect(page).toHaveURL(/\/admin\/product-management$/);

  await page.goto("/admin/edit-product?index=999");
  await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
});
