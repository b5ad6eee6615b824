import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "../support/admin-session";

/**
 * A product's unit of sale may be as long as the field allows (60
 * characters): the admin sees all of it while typing and after reopening the
 * product, on a desk and on a phone, and it is stored whole.
 */

const UNIT = "per pallet of 40 cases, 4 rolls of 1,500 ft each, 18 in wide";

/** Every character of the field's text is in view: nothing scrolled out of the box. */
async function showsAllOf(field: Locator) {
  const box = await field.evaluate((el: HTMLInputElement | HTMLTextAreaElement) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    scrollH: el.scrollHeight,
    clientH: el.clientHeight,
  }));
  expect(box.scroll).toBeLessThanOrEqual(box.client);
  expect(box.scrollH).toBeLessThanOrEqual(box.clientH);
}

async function openEdit(page: Page, name: string) {
  await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  return page.getByRole("dialog", { name: "Edit Product" });
}

for (const width of [1280, 390]) {
  test(`at ${width} px a long unit of sale is shown whole, saved and shown whole again`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const word = `unit-${Date.now().toString(36)}-${width}`;
    const name = `E2E Unit ${word}`;
    const categories = (await (await page.request.get("/api/categories")).json()) as { id: number }[];
    const created = await page.request.post("/api/admin/products", {
      data: {
        name,
        slug: word,
        sku: word.toUpperCase(),
        description: "Made by the unit field test.",
        imageUrl: "",
        categoryId: categories[0].id,
        specifications: "{}",
      },
      headers: { Origin: baseURL! },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      let dialog = await openEdit(page, name);
      const unit = dialog.getByLabel("Unit of sale");
      await unit.click();
      await page.keyboard.type(UNIT);
      await expect(unit).toHaveValue(UNIT);
      await showsAllOf(unit);
      await dialog.getByRole("button", { name: "Update Product" }).click();
      await expect(page.getByText("Product updated successfully")).toBeVisible();
      await expect(dialog).toBeHidden();

      const stored = (await (await page.request.get(`/api/products/${word}`)).json()) as { unitOfSale: string };
      expect(stored.unitOfSale).toBe(UNIT);

      dialog = await openEdit(page, name);
      await expect(dialog.getByLabel("Unit of sale")).toHaveValue(UNIT);
      await showsAllOf(dialog.getByLabel("Unit of sale"));
      // The field takes no more than the limit the server keeps.
      await dialog.getByLabel("Unit of sale").press("End");
      await page.keyboard.type(" and more");
      await expect(dialog.getByLabel("Unit of sale")).toHaveValue(UNIT);
    } finally {
      await page.request.delete(`/api/admin/products/${id}`, { headers: { Origin: baseURL! } });
    }
  });
}
