import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, testWithAdminApi as test } from "../support/admin-session";

/** Cached catalogue pages follow admin changes on the very next load. */

type ApiProduct = {
  id: number;
  name: string;
  slug: string;
  sku: string;
  description: string;
  priceMin: string | null;
  priceMax: string | null;
  imageUrl: string;
  categoryId: number;
  specifications: string;
};

const SLUG = "black-nitrile-industrial-gloves-6-mil";

/**
 * Lets the page's link prefetches finish before an admin change: a render
 * already in flight when the cache is invalidated can store data read before
 * the change (reported to the lead), which would leak into later tests.
 */
const settle = (page: Page) => page.waitForLoadState("networkidle");

async function putProduct(adminApi: APIRequestContext, p: ApiProduct, changes: Partial<ApiProduct>) {
  const { id, name, slug, sku, description, priceMin, priceMax, imageUrl, categoryId, specifications } = { ...p, ...changes };
  const res = await adminApi.put(`/api/admin/products/${id}`, {
    data: { name, slug, sku, description, priceMin, priceMax, imageUrl, categoryId, specifications },
  });
  expect(res.ok()).toBe(true);
}

test("a renamed product shows on its page, its category page, search and the sitemap", async ({ page, adminApi }) => {
  const original = (await (await adminApi.get(`/api/products/${SLUG}`)).json()) as ApiProduct;

  // Warm the caches first, so the test sees invalidation and not a first render.
  await page.goto(`/products/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1, name: original.name })).toBeVisible();
  await page.goto("/categories/gloves-apron");
  await expect(page.getByRole("heading", { name: original.name })).toBeVisible();

  const renamed = `E2E Renamed Gloves ${Date.now().toString(36)}`;
  await settle(page);
  await putProduct(adminApi, original, {
    name: renamed,
    priceMin: "90.00",
    priceMax: "95.00",
    specifications: JSON.stringify({ Grip: "Diamond texture", Cuff: "Beaded", Thickness: "6 mil", Color: "Black", Case: "1000 gloves" }),
  });
  try {
    await page.goto(`/products/${SLUG}`);
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText("$90.00 - $95.00")).toBeVisible();
    // Its category's attributes first (a save that does not send them keeps the seeded ones), then the other entries.
    await expect(page.getByRole("region", { name: "Specifications" }).getByRole("rowheader")).toHaveText([
      "Material",
      "Thickness",
      "Count per box",
      "Grip",
      "Cuff",
      "Color",
      "Case",
    ]);

    await page.goto("/categories/gloves-apron");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: renamed }) });
    await expect(card).toContainText("$90.00 - $95.00");
    await expect(card.locator("dt")).toHaveText(["Grip", "Cuff", "Thickness", "Color"]);
    await expect(page.getByRole("heading", { name: original.name, exact: true })).toHaveCount(0);

    await page.goto(`/search?q=${encodeURIComponent("E2E Renamed")}`);
    await expect(page.getByRole("heading", { name: renamed })).toBeVisible();
  } finally {
    await settle(page);
    await putProduct(adminApi, original, {});
  }
  await page.goto(`/products/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1, name: original.name })).toBeVisible();
});

test("a new category appears in the sitemap and on its own page; deleting it removes both", async ({ page, baseURL, adminApi }) => {
  const slug = `e2e-sitemap-${Date.now().toString(36)}`;
  const before = await (await page.request.get("/sitemap.xml")).text();
  expect(before).not.toContain(slug);

  const created = await adminApi.post("/api/admin/categories", {
    data: {
      name: "E2E Sitemap Category",
      slug,
      description: "Checks the sitemap.",
      imageUrl: "/images/categories/trash-bags.svg",
      productCount: 0,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`<loc>${baseURL}/categories/${slug}</loc>`);
    const res = await page.goto(`/categories/${slug}`);
    expect(res?.status()).toBe(200);
  } finally {
    await settle(page);
    await adminApi.delete(`/api/admin/categories/${id}`);
  }
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(slug);
  expect((await page.goto(`/categories/${slug}`))?.status()).toBe(404);
});

test("the public API's category counts and search answers follow a new product on the very next request", async ({ request, adminApi }) => {
  type Category = { id: number; slug: string; productCount: number };
  const count = async () => ((await (await request.get("/api/categories")).json()) as Category[]).find((c) => c.slug === "trash-bags")!;
  const word = `zzapi${Date.now().toString(36)}`;
  const search = async () =>
    ((await (await request.get(`/api/products/search?q=${word}`)).json()) as { name: string }[]).map((p) => p.name);

  // Asked twice each, so both answers are cached before the change.
  const before = await count();
  expect(await count()).toEqual(before);
  expect(await search()).toEqual([]);
  expect(await search()).toEqual([]);

  const name = `E2E API Liner ${word}`;
  const created = await adminApi.post("/api/admin/products", {
    data: {
      name,
      slug: word,
      sku: word.toUpperCase(),
      description: "Made by the API cache test.",
      imageUrl: "",
      categoryId: before.id,
      specifications: "{}",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    expect((await count()).productCount).toBe(before.productCount + 1);
    expect(await search()).toEqual([name]);
  } finally {
    expect((await adminApi.delete(`/api/admin/products/${id}`)).ok()).toBe(true);
  }
  expect((await count()).productCount).toBe(before.productCount);
  expect(await search()).toEqual([]);
});
