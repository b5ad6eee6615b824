import { testWithAdminApi as test, expect } from "../support/admin-session";

/**
 * Every page sends its content in the HTML, 404 pages included: a crawler or
 * a reader without JavaScript sees the not-found text and its links, with the
 * real status, exactly as a buyer with scripts does.
 */
test.use({ javaScriptEnabled: false });

const never = () => `never-${Date.now().toString(36)}`;

const cases: { what: string; path: () => string; status: number; heading: string; text?: string }[] = [
  {
    what: "an unknown category",
    path: () => `/categories/${never()}`,
    status: 404,
    heading: "Category Not Found",
    text: "The category you're looking for doesn't exist.",
  },
  { what: "an unknown category's page 2", path: () => `/categories/${never()}/page/2`, status: 404, heading: "Category Not Found" },
  {
    what: "a category page past its last",
    path: () => "/categories/mailer-bags/page/9",
    status: 404,
    heading: "Page Not Found",
    text: "This category has only 1 page.",
  },
  {
    what: "a category page far past its last",
    path: () => "/categories/mailer-bags/page/999",
    status: 404,
    heading: "Page Not Found",
    text: "This category has only 1 page.",
  },
  { what: "an unknown product", path: () => `/products/${never()}`, status: 404, heading: "404 Page Not Found" },
  { what: "a product list page past its last", path: () => "/products/page/999", status: 404, heading: "404 Page Not Found" },
  { what: "an unknown path", path: () => `/${never()}/deeper`, status: 404, heading: "404 Page Not Found" },
  { what: "a bad quote link", path: () => `/quotes/${never()}`, status: 404, heading: "404 Page Not Found" },
];

for (const c of cases) {
  test(`${c.what} answers ${c.status} with its content in the HTML`, async ({ page }) => {
    const res = await page.goto(c.path());
    expect(res?.status()).toBe(c.status);
    await expect(page.getByRole("heading", { level: 1, name: c.heading, exact: true })).toBeVisible();
    if (c.text) await expect(page.getByText(c.text)).toBeVisible();
    // The site's header and footer come with it, so the reader can go on.
    await expect(page.getByRole("link", { name: /browse all products|back to home|go to page 1/i }).first()).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
  });
}

test("a search for nonsense says so in the HTML", async ({ page }) => {
  const res = await page.goto("/search?q=zzqxqzz");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
});

test("a removed product's former address answers 404 with its content in the HTML", async ({ page, adminApi }) => {
  const word = never();
  const categories = (await (await adminApi.get("/api/categories")).json()) as { id: number }[];
  const created = await adminApi.post("/api/admin/products", {
    data: {
      name: `Removed ${word}`,
      slug: word,
      sku: word.toUpperCase(),
      description: "Removed by the not-found test.",
      imageUrl: "",
      categoryId: categories[0].id,
      specifications: "{}",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // Seen once while it existed, so its page was rendered and kept.
  expect((await page.goto(`/products/${word}`))?.status()).toBe(200);
  expect((await adminApi.delete(`/api/admin/products/${id}`)).ok()).toBe(true);

  const res = await page.goto(`/products/${word}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
});
