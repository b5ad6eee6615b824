import { type Page } from "@playwright/test";
import { expect, test } from "../support/admin-session";

// Products and categories of their own, named by the run, so reruns against the same server do not collide.
const stamp = Date.now().toString(36);

// What each test made, removed after it: later specs (the home page's category list) count categories.
const made = { products: [] as number[], categories: [] as number[] };

test.afterEach(async ({ page, baseURL }) => {
  for (const id of made.products.splice(0)) {
    const res = await page.request.delete(`/api/admin/products/${id}`, { headers: { Origin: baseURL! } });
    expect([200, 204, 404]).toContain(res.status());
  }
  for (const id of made.categories.splice(0)) {
    const res = await page.request.delete(`/api/admin/categories/${id}`, { headers: { Origin: baseURL! } });
    expect([200, 204, 404]).toContain(res.status());
  }
});

async function makeCategory(page: Page, baseURL: string, name: string): Promise<number> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const res = await page.request.post("/api/admin/categories", {
    headers: { Origin: baseURL },
    data: { name, slug, description: "Made by the bulk actions test.", imageUrl: "/images/placeholder.svg" },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  made.categories.push(id);
  return id;
}

async function makeProduct(
  page: Page,
  baseURL: string,
  categoryId: number,
  name: string,
): Promise<{ id: number; slug: string; sku: string }> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const sku = slug.toUpperCase();
  const res = await page.request.post("/api/admin/products", {
    headers: { Origin: baseURL },
    data: {
      name,
      slug,
      sku,
      description: "Made by the bulk actions test.",
      priceMin: "12.00",
      priceMax: "15.00",
      imageUrl: "",
      categoryId,
      specifications: '{"Width": "18in"}',
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  made.products.push(id);
  return { id, slug, sku };
}

test("select rows by keyboard and mouse, move them, delete all matching after a confirmation with the count, restore one from the audit log", async ({
  page,
  baseURL,
}) => {
  const from = await makeCategory(page, baseURL!, `E2E Bulk From ${stamp}`);
  await makeCategory(page, baseURL!, `E2E Bulk To ${stamp}`);
  const names = [1, 2, 3, 4, 5].map((n) => `E2E Bulk ${stamp} ${n}`);
  const products = [];
  for (const name of names) products.push(await makeProduct(page, baseURL!, from, name));

  await page.goto(`/admin/products?search=${encodeURIComponent(`E2E Bulk ${stamp}`)}`);
  await expect(page.getByText("Showing 1–5 of 5 products")).toBeVisible();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar).toBeHidden();

  // One with the mouse, one from the keyboard.
  await page.getByRole("checkbox", { name: `Select ${names[0]}` }).click();
  await page.getByRole("checkbox", { name: `Select ${names[1]}` }).focus();
  await page.keyboard.press("Space");
  await expect(bar.getByText("2 selected")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Select all on this page" })).toHaveJSProperty("indeterminate", true);

  await bar.getByLabel("Move to category").selectOption({ label: `E2E Bulk To ${stamp}` });
  await bar.getByRole("button", { name: "Move" }).click();
  await expect(page.getByText(`Moved 2 products to E2E Bulk To ${stamp}`)).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(page.getByText(`Category: E2E Bulk To ${stamp}`)).toHaveCount(2);
  await expect(page.getByText(`Category: E2E Bulk From ${stamp}`)).toHaveCount(3);

  // All matching the search, chosen from a single row.
  await page.getByRole("checkbox", { name: `Select ${names[4]}` }).click();
  await bar.getByRole("button", { name: "Select all 5 matching" }).click();
  await expect(bar.getByText("All 5 matching products selected")).toBeVisible();
  await bar.getByRole("button", { name: "Delete selected" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete 5 products?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete 5 products" }).click();
  await expect(page.getByText("Deleted 5 products")).toBeVisible();
  await expect(page.getByText("No products match")).toBeVisible();
  expect((await page.request.get(`/products/${products[2].slug}`)).status()).toBe(404);

  await page.goto("/admin/audit-log");
  const restore = page.getByRole("button", { name: `Restore Product \u201c${names[2]}\u201d #${products[2].id}` });
  await restore.click();
  await expect(page.getByText(`Restored Product \u201c${names[2]}\u201d #${products[2].id}`)).toBeVisible();
  await expect(restore).toBeHidden();

  await page.goto(`/products/${products[2].slug}`);
  await expect(page.getByRole("heading", { level: 1, name: names[2] })).toBeVisible();
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: `E2E Bulk From ${stamp}` })
      .first(),
  ).toBeVisible();
});

test("duplicate a product under a new SKU and slug and open the copy's page", async ({ page, baseURL }) => {
  const category = await makeCategory(page, baseURL!, `E2E Dup ${stamp}`);
  const name = `E2E Dup Source ${stamp}`;
  const source = await makeProduct(page, baseURL!, category, name);

  await page.goto(`/admin/products?search=${encodeURIComponent(source.sku)}`);
  await page.getByRole("button", { name: `Duplicate ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Duplicate ${name}` });
  // A taken slug is refused under its field.
  await dialog.getByLabel("New SKU").fill(`${source.sku}-COPY`);
  await dialog.getByLabel("New slug").fill(source.slug);
  await dialog.getByRole("button", { name: "Duplicate" }).click();
  await expect(dialog.getByText("A product with this slug already exists")).toBeVisible();
  await dialog.getByLabel("New slug").fill(`${source.slug}-copy`);
  await dialog.getByLabel("Name").fill(`${name} Copy`);
  await dialog.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByText(`Duplicated as ${name} Copy (${source.sku}-COPY)`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const copies = (await (await page.request.get(`/api/admin/products?search=${encodeURIComponent(`${source.sku}-COPY`)}`)).json()) as {
    items: { id: number }[];
  };
  expect(copies.items).toHaveLength(1);
  made.products.push(copies.items[0].id);

  await page.goto(`/products/${source.slug}-copy`);
  await expect(page.getByRole("heading", { level: 1, name: `${name} Copy` })).toBeVisible();
  await expect(
    page
      .getByRole("main")
      .getByText(/\$12\.00/)
      .first(),
  ).toBeVisible();
});
