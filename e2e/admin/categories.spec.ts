import { expect, test } from "../support/admin-session";

test.beforeEach(async ({ page }) => {
  await page.goto("/admin/categories");
  await expect(page.getByRole("button", { name: /^Edit / }).first()).toBeVisible();
});

const stamp = Date.now().toString(36);

test("validation messages appear on an empty category form", async ({ page }) => {
  await page.getByRole("button", { name: "Add Category" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Category" });
  await dialog.getByRole("button", { name: "Create Category" }).click();
  for (const m of ["Name is required", "Slug is required", "Description is required"]) {
    await expect(dialog.getByText(m)).toBeVisible();
  }
  // An empty image URL is the default picture.
  await expect(dialog.getByText("Valid image URL is required")).toHaveCount(0);
});

test("create, edit and delete a category; its products are kept", async ({ page }) => {
  const name = `E2E Pallet Covers ${stamp}`;
  const slug = `e2e-pallet-covers-${stamp}`;

  // Create: the slug follows the name.
  await page.getByRole("button", { name: "Add Category" }).first().click();
  let dialog = page.getByRole("dialog", { name: "Add Category" });
  await dialog.getByLabel("Name").fill(name);
  await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
  await dialog.getByLabel("Description").fill("Covers made by the end-to-end test.");
  await dialog.getByLabel("Image URL").fill("/images/categories/trash-bags.svg");
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expect(page.getByText("Category created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card).toContainText(`/categories/${slug}`);
  await expect(card).toContainText("0 products");

  await page.goto(`/categories/${slug}`);
  await expect(page.getByRole("heading", { name })).toBeVisible();

  // Edit: a slug typed by hand stays when the name changes afterwards.
  await page.goto("/admin/categories");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit Category" });
  await dialog.getByLabel("Slug").fill(`${slug}-x`);
  const newName = `${name} XL`;
  await dialog.getByLabel("Name").fill(newName);
  await expect(dialog.getByLabel("Slug")).toHaveValue(`${slug}-x`);
  await dialog.getByRole("button", { name: "Update Category" }).click();
  await expect(page.getByText("Category updated successfully")).toBeVisible();
  const edited = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: newName }) });
  await expect(edited).toContainText(`/categories/${slug}-x`);

  // A product in the category, to see it survive the delete.
  const categories = (await (await page.request.get("/api/categories")).json()) as { id: number; slug: string }[];
  const categoryId = categories.find((c) => c.slug === `${slug}-x`)!.id;
  const productSlug = `e2e-cover-${stamp}`;
  const created = await page.request.post("/api/admin/products", {
    data: {
      name: `E2E Cover ${stamp}`,
      slug: productSlug,
      sku: `E2E-COVER-${stamp}`,
      description: "d",
      imageUrl: "/images/products/poly-apron.svg",
      categoryId,
      specifications: "{}",
    },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(201);
  await page.reload();
  await expect(edited).toContainText("1 product");

  // Delete
  await page.getByRole("button", { name: `Delete ${newName}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete this category? This will affect all products in this category.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Category deleted successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: newName })).toHaveCount(0);

  const product = await page.request.get(`/api/products/${productSlug}`);
  expect(product.status()).toBe(200);
  expect(((await product.json()) as { category: unknown }).category).toBeNull();

  await page.goto("/admin/products");
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `E2E Cover ${stamp}` }) })).toContainText(
    "Category: Unknown",
  );
});
