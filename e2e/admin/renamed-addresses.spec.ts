import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "../support/admin-session";

/**
 * Renaming a product or category in the admin keeps its old address
 * working. The form says the address changes before Save; afterwards the old
 * address answers a real 308 (not a 200 with a meta refresh) to the new one,
 * a second rename sends both old addresses to the newest, and the sitemap
 * lists only the current one.
 */

const stamp = Date.now().toString(36);

/** Lets in-flight renders and prefetches finish before an admin change (see catalog-admin-changes.spec.ts). */
const settle = (page: Page) => page.waitForLoadState("networkidle");

/**
 * After a save on the admin products page the router prefetches the dashboard
 * again, and Chromium can keep such a prefetch open until the next navigation,
 * so "network idle" may never come there. The admin page renders no catalogue
 * page, so leaving it is all the settling it needs.
 */
const leaveAdmin = (page: Page) => page.goto("about:blank");

/**
 * The first answer for a path, redirects not followed: its status and where
 * its Location header(s) point. (Next 16.4 sends a page's redirect Location
 * twice, identical, on the render that first caches it; one place either way.)
 */
async function firstAnswer(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  const locations = [
    ...new Set(
      res
        .headersArray()
        .filter((h) => h.name.toLowerCase() === "location")
        .map((h) => h.value),
    ),
  ];
  return { status: res.status(), location: locations.length > 0 ? locations.join(" | ") : null };
}

async function createProduct(request: APIRequestContext, origin: string, name: string, slug: string, sku: string) {
  const categories = (await (await request.get("/api/categories")).json()) as { id: number; slug: string }[];
  const res = await request.post("/api/admin/products", {
    data: {
      name,
      slug,
      sku,
      description: "Made by the renamed-addresses test.",
      imageUrl: "/images/products/poly-apron.svg",
      categoryId: categories.find((c) => c.slug === "trash-bags")!.id,
      specifications: "{}",
    },
    headers: { Origin: origin },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test("a product renamed twice in the admin: both old addresses answer 308 to the newest; a new product may take an old one", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL!;
  const first = `E2E Moving Liner ${stamp}`;
  const firstSlug = `e2e-moving-liner-${stamp}`;
  const id = await createProduct(page.request, origin, first, firstSlug, `E2E-MOVE-${stamp}`);
  const ids = [id];
  try {
    // The old page exists and is cached before the rename.
    expect((await page.goto(`/products/${firstSlug}`))?.status()).toBe(200);
    await settle(page);

    // Rename through the admin: find it by SKU, edit its name, read the address note, save.
    await page.goto("/admin/products");
    await page.getByLabel("Search products").fill(`E2E-MOVE-${stamp}`);
    await page.getByLabel("Search products").press("Enter");
    await expect(page.getByText("Showing 1–1 of 1 product")).toBeVisible();
    await page.getByRole("button", { name: `Edit ${first}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Product" });
    await dialog.getByLabel("Name").fill(`${first} Plus`);
    await expect(dialog.getByRole("status")).toHaveText(
      `Address changes: /products/${firstSlug} → /products/${firstSlug}-plus (the old address will redirect)`,
    );
    await dialog.getByRole("button", { name: "Update Product" }).click();
    await expect(page.getByText("Product updated successfully")).toBeVisible();

    // Over HTTP: a real 308 to the new address, and the browser lands there.
    expect(await firstAnswer(page.request, `/products/${firstSlug}`)).toEqual({ status: 308, location: `/products/${firstSlug}-plus` });
    const landed = await page.goto(`/products/${firstSlug}`);
    expect(landed?.status()).toBe(200);
    expect(landed?.request().redirectedFrom()?.url()).toBe(`${origin}/products/${firstSlug}`);
    expect((await landed?.request().redirectedFrom()?.response())?.status()).toBe(308);
    await expect(page).toHaveURL(`${origin}/products/${firstSlug}-plus`);
    await expect(page.getByRole("heading", { level: 1, name: `${first} Plus` })).toBeVisible();
    await settle(page);

    // A second rename: both old addresses go straight to the newest.
    await page.goto(`/admin/products?search=E2E-MOVE-${stamp}`);
    await page.getByRole("button", { name: `Edit ${first} Plus` }).click();
    await page.getByRole("dialog").getByLabel("Name").fill(`${first} Max`);
    await page.getByRole("dialog").getByRole("button", { name: "Update Product" }).click();
    await expect(page.getByText("Product updated successfully")).toBeVisible();
    for (const old of [firstSlug, `${firstSlug}-plus`]) {
      expect(await firstAnswer(page.request, `/products/${old}`)).toEqual({ status: 308, location: `/products/${firstSlug}-max` });
    }
    expect(await firstAnswer(page.request, `/api/products/${firstSlug}`)).toEqual({
      status: 308,
      location: `/api/products/${firstSlug}-max`,
    });

    // The sitemap has the current address only.
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${origin}/products/${firstSlug}-max</loc>`);
    expect(sitemap).not.toContain(`<loc>${origin}/products/${firstSlug}</loc>`);
    expect(sitemap).not.toContain(`/products/${firstSlug}-plus<`);

    // A new product given the first address takes it over; the other old one still redirects.
    await leaveAdmin(page);
    ids.push(await createProduct(page.request, origin, `E2E Newcomer ${stamp}`, firstSlug, `E2E-NEW-${stamp}`));
    const answer = await page.request.get(`/products/${firstSlug}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain(`E2E Newcomer ${stamp}`);
    // A browser that never followed the old redirect (this one has: browsers keep a 308) lands on the newcomer.
    const visitor = await browser.newPage({ baseURL: origin });
    expect((await visitor.goto(`/products/${firstSlug}`))?.status()).toBe(200);
    await expect(visitor.getByRole("heading", { level: 1, name: `E2E Newcomer ${stamp}` })).toBeVisible();
    await visitor.close();
    expect(await firstAnswer(page.request, `/products/${firstSlug}-plus`)).toEqual({ status: 308, location: `/products/${firstSlug}-max` });
  } finally {
    await leaveAdmin(page);
    for (const productId of ids) await page.request.delete(`/api/admin/products/${productId}`, { headers: { Origin: origin } });
  }
  // Gone with its product: the old addresses are 404s again.
  expect((await firstAnswer(page.request, `/products/${firstSlug}-plus`)).status).toBe(404);
});

test("a category renamed in the admin: its old address and its old pages answer 308 to the new ones", async ({ page, baseURL }) => {
  const origin = baseURL!;
  const name = `E2E Moving Shelf ${stamp}`;
  const slug = `e2e-moving-shelf-${stamp}`;
  const created = await page.request.post("/api/admin/categories", {
    data: { name, slug, description: "Made by the renamed-addresses test.", imageUrl: "/images/categories/trash-bags.svg" },
    headers: { Origin: origin },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    expect((await page.goto(`/categories/${slug}`))?.status()).toBe(200);
    await settle(page);

    await page.goto("/admin/categories");
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Category" });
    await dialog.getByLabel("Name").fill(`${name} Two`);
    await expect(dialog.getByLabel("Slug")).toHaveValue(`${slug}-two`);
    await expect(dialog.getByRole("status")).toHaveText(
      `Address changes: /categories/${slug} → /categories/${slug}-two (the old address will redirect)`,
    );
    await dialog.getByRole("button", { name: "Update Category" }).click();
    await expect(page.getByText("Category updated successfully")).toBeVisible();

    expect(await firstAnswer(page.request, `/categories/${slug}`)).toEqual({ status: 308, location: `/categories/${slug}-two` });
    expect(await firstAnswer(page.request, `/categories/${slug}/page/2`)).toEqual({
      status: 308,
      location: `/categories/${slug}-two/page/2`,
    });
    expect(await firstAnswer(page.request, `/api/categories/${slug}`)).toEqual({ status: 308, location: `/api/categories/${slug}-two` });

    // A visitor following the old link, as a person does: lands on the renamed category.
    await page.goto(`/categories/${slug}`);
    await expect(page).toHaveURL(`${origin}/categories/${slug}-two`);
    await expect(page.getByRole("heading", { level: 1, name: `${name} Two` })).toBeVisible();
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${origin}/categories/${slug}-two</loc>`);
    expect(sitemap).not.toContain(`<loc>${origin}/categories/${slug}</loc>`);
  } finally {
    await settle(page);
    await page.request.delete(`/api/admin/categories/${id}`, { headers: { Origin: origin } });
  }
});
