import { type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "../../playwright.config";
import { expect, test } from "../support/admin-session";
import { startStockNext } from "../support/child-server";

/**
 * A category page is shared: the same bytes for every visitor. When a
 * visitor's client-side navigation is the first request for it after the
 * catalogue changed, Next renders the page while answering that RSC request
 * and kept HTML whose router state carried the navigation's `?_rsc=…`
 * address; every later visitor got it. The server now renders the plain page
 * first, and has Next render again any such copy it meets (http-server/index.mjs),
 * so the page stays the page.
 */

const stamp = Date.now().toString(36);
/** The mark the server looks for (NAVIGATION_COPY), read from its module: Playwright's loader cannot import the server's ES modules. */
const NAVIGATION_COPY = /export const NAVIGATION_COPY = "([^"]+)";/.exec(readFileSync("http-server/page-csp.mjs", "utf8"))![1];
const made = { products: [] as number[], categories: [] as number[] };

test.afterEach(async ({ page, baseURL }) => {
  for (const id of made.products.splice(0)) await page.request.delete(`/api/admin/products/${id}`, { headers: { Origin: baseURL! } });
  for (const id of made.categories.splice(0)) await page.request.delete(`/api/admin/categories/${id}`, { headers: { Origin: baseURL! } });
});

async function post(page: Page, baseURL: string, path: string, data: object): Promise<number> {
  const res = await page.request.post(path, { headers: { Origin: baseURL }, data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test("a client navigation that is the first request after a catalogue change leaves the shared page as it was", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const name = `E2E Nav First ${stamp}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const categoryId = await post(page, baseURL!, "/api/admin/categories", {
    name,
    slug,
    description: "Made by the shared-page test.",
    imageUrl: "/images/placeholder.svg",
  });
  made.categories.push(categoryId);
  const product = `${slug}-film`;
  const data = {
    description: "Made by the shared-page test.",
    priceMin: "12.00",
    priceMax: "15.00",
    imageUrl: "",
    categoryId,
    specifications: '{"Width": "18in"}',
  };
  made.products.push(
    await post(page, baseURL!, "/api/admin/products", { ...data, name: `${name} Film`, slug: product, sku: product.toUpperCase() }),
  );

  // A visitor reads a product and is about to follow its breadcrumb to the category.
  const visitor = await (await browser.newContext({ storageState: undefined })).newPage();
  await visitor.goto(`/products/${product}`);
  await expect(visitor.getByRole("heading", { level: 1, name: `${name} Film` })).toBeVisible();

  // Meanwhile the admin adds a product to the category: the kept pages of the catalogue are dropped.
  const second = `${slug}-bags`;
  made.products.push(
    await post(page, baseURL!, "/api/admin/products", { ...data, name: `${name} Bags`, slug: second, sku: second.toUpperCase() }),
  );

  // The visitor's click is the first request for the category since then.
  await visitor.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name }).click();
  await expect(visitor).toHaveURL(new RegExp(`/categories/${slug}$`));
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.getByRole("link", { name: `${name} Bags` }).first()).toBeVisible();

  // Two more visitors load the page itself: the page's own address in it, and the same bytes for both.
  const first = await (await visitor.request.get(`/categories/${slug}`)).text();
  const again = await (await page.request.get(`/categories/${slug}`)).text();
  expect(first).toContain(`${name} Bags`);
  expect(first).not.toContain("_rsc=");
  expect(again).toBe(first);
  await visitor.context().close();
});

test("stock Next still keeps the HTML it rendered for a navigation as the page, with the navigation's ?_rsc= address in it (what the server watches for), and renders it again on an on-demand revalidation (how the server repairs it)", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = `E2E Stock Copy ${stamp}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  made.categories.push(
    await post(page, baseURL!, "/api/admin/categories", {
      name,
      slug,
      description: "Made by the shared-page test.",
      imageUrl: "/images/placeholder.svg",
    }),
  );
  const stock = await startStockNext(E2E_DATA_DIR);
  try {
    const address = `${stock.url}/categories/${slug}`;
    // The first request for the new category is a navigation's (Next may first send it to its own ?_rsc= value).
    const navigation = await fetch(`${address}?_rsc=abcde`, { headers: { rsc: "1" } });
    expect(navigation.status).toBe(200);
    expect(navigation.headers.get("content-type")).toContain("text/x-component");
    await navigation.text();
    const copy = await (await fetch(address)).text();
    expect(copy).toContain(name);
    expect(copy).toContain(NAVIGATION_COPY);

    // What repairPage sends: a plain GET with the build's revalidation secret.
    const manifest = JSON.parse(readFileSync(path.join(stock.distDir, "prerender-manifest.json"), "utf8")) as {
      preview: { previewModeId: string };
    };
    const repaired = await fetch(address, { headers: { "x-prerender-revalidate": manifest.preview.previewModeId } });
    expect(repaired.headers.get("x-nextjs-cache")).toBe("REVALIDATED");
    // Still the shared page's answer, which the server keeps like any other.
    expect(repaired.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    await repaired.text();
    const page = await (await fetch(address)).text();
    expect(page).toContain(name);
    expect(page).not.toContain(NAVIGATION_COPY);
    expect(await (await fetch(address)).text()).toBe(page);
  } finally {
    await stock.stop();
  }
});
