import { type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "../support/admin-session";

/**
 * Image upload: an image file dragged onto a product's image field
 * is uploaded, saved with the product, and shown on its storefront page from
 * the uploaded WebP copies (srcset), loaded for real.
 */

const stamp = Date.now().toString(36);
const UPLOAD = /^\/uploads\/[0-9a-f]{32}\.webp$/;

/** Drags a file onto `zone` as a person does from their file manager: dragenter, dragover, drop carrying the file. */
async function dragFileOnto(page: Page, zone: Locator, file: { name: string; type: string; bytes: Buffer }) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], name, { type }));
      return dt;
    },
    { name: file.name, type: file.type, base64: file.bytes.toString("base64") },
  );
  for (const type of ["dragenter", "dragover", "drop"]) await zone.dispatchEvent(type, { dataTransfer });
}

/** The image has loaded (its pixels decoded), and from which address. */
async function loaded(image: Locator): Promise<{ naturalWidth: number; currentSrc: string }> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({ naturalWidth: img.naturalWidth, currentSrc: new URL(img.currentSrc).pathname }));
}

test("drag an image onto a product, save, and see it on the product page", async ({ page, baseURL }) => {
  const categories = (await (await page.request.get("/api/categories")).json()) as { id: number }[];
  const name = `E2E Upload Wrap ${stamp}`;
  const sku = `E2E-UP-${stamp}`.toUpperCase();
  const slug = `e2e-upload-wrap-${stamp}`;
  const made = await page.request.post("/api/admin/products", {
    headers: { Origin: baseURL! },
    data: {
      name,
      slug,
      sku,
      description: "Made by the image upload test.",
      priceMin: "",
      priceMax: "",
      imageUrl: "",
      categoryId: categories[0].id,
      specifications: '{"Width": "18in"}',
    },
  });
  expect(made.status()).toBe(201);

  // Real images, made here: a 1600 x 1200 JPEG for the main picture and a small PNG for a second one.
  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 20, g: 110, b: 190 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 220, g: 60, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();

  await page.goto(`/admin/products?search=${sku}`);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  const imageUrl = dialog.getByLabel("Image URL");
  await expect(imageUrl).toHaveValue("");

  await dragFileOnto(page, dialog.getByRole("group", { name: "Upload main image" }), {
    name: "pallet-wrap.jpg",
    type: "image/jpeg",
    bytes: jpeg,
  });
  await expect(imageUrl).toHaveValue(UPLOAD);
  const mainUrl = await imageUrl.inputValue();

  const more = dialog.getByRole("group", { name: "Upload more images" });
  await dragFileOnto(page, more, { name: "label.png", type: "image/png", bytes: png });
  const extra = dialog.getByRole("region", { name: "More images" }).getByRole("listitem");
  await expect(extra).toHaveCount(1);
  const extraUrl = (await extra.textContent())!.trim();
  expect(extraUrl).toMatch(UPLOAD);
  expect(extraUrl).not.toBe(mainUrl);

  // A file that is not an image is refused by the server, which says why in the field.
  await dragFileOnto(page, more, { name: "notes.png", type: "image/png", bytes: Buffer.from("<html>not an image</html>") });
  await expect(more.getByRole("alert")).toContainText("notes.png:");
  await expect(extra).toHaveCount(1);

  await dialog.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();

  await page.goto(`/products/${slug}`);
  const main = page.getByRole("img", { name, exact: true });
  await expect(main).toHaveAttribute("src", mainUrl);
  await expect(main).toHaveAttribute(
    "srcset",
    `${mainUrl.replace(".webp", "-320.webp")} 320w, ${mainUrl.replace(".webp", "-640.webp")} 640w, ${mainUrl.replace(".webp", "-1280.webp")} 1280w`,
  );
  // The page's largest paint: fetched first, not lazily.
  await expect(main).toHaveAttribute("fetchpriority", "high");
  await expect(main).not.toHaveAttribute("loading", "lazy");
  const shown = await loaded(main);
  expect(shown.naturalWidth).toBeGreaterThan(0);
  expect(shown.currentSrc).toMatch(/^\/uploads\/[0-9a-f]{32}(-(320|640|1280))?\.webp$/);

  // The second picture is a thumbnail that shows it in the main place.
  await page.getByRole("button", { name: "Show photo 2 of 2" }).click();
  const second = page.getByRole("img", { name: `${name}, photo 2 of 2` });
  await expect(second).toHaveAttribute("src", extraUrl);
  expect((await loaded(second)).naturalWidth).toBeGreaterThan(0);
});
