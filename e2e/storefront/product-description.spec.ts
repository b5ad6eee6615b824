import { testWithAdminApi as test, expect } from "../support/admin-session";

/**
 * A product's description keeps the admin's paragraphs and line breaks on its
 * page, as text: markup typed into it shows as the characters typed. The
 * meta description and the structured data carry the same words.
 */

const DESCRIPTION =
  "Strong cast film for hand wrapping.\nCase of 4 rolls, 1,500 ft each.\n\n   Keeps loads  tight <script>window.__injected = true</script><b>bold?</b>";

test("line breaks and paragraphs show as typed; markup stays text", async ({ page, adminApi }) => {
  const word = `described-${Date.now().toString(36)}`;
  const categories = (await (await adminApi.get("/api/categories")).json()) as { id: number }[];
  const created = await adminApi.post("/api/admin/products", {
    data: {
      name: `Described ${word}`,
      slug: word,
      sku: word.toUpperCase(),
      description: DESCRIPTION,
      imageUrl: "",
      categoryId: categories[0].id,
      specifications: "{}",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    expect((await page.goto(`/products/${word}`))?.status()).toBe(200);
    const description = page.getByTestId("product-description");
    const paragraphs = description.locator("p");
    await expect(paragraphs).toHaveCount(2);
    await expect(paragraphs.nth(0)).toHaveText("Strong cast film for hand wrapping.Case of 4 rolls, 1,500 ft each.");
    await expect(paragraphs.nth(1)).toHaveText("Keeps loads tight <script>window.__injected = true</script><b>bold?</b>");

    // The first paragraph's two lines are on two lines.
    const lines = await paragraphs.nth(0).evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(2);

    // Markup typed into the description is text: no element, no script run.
    await expect(description.locator("script, b")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();

    // The meta description is one line; the structured data keeps the paragraphs, tidied.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Strong cast film for hand wrapping\. Case of 4 rolls, 1,500 ft each\. Keeps loads tight/,
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld.map((t) => JSON.parse(t) as { "@type": string; description?: string }).find((d) => d["@type"] === "Product");
    expect(product?.description).toBe(
      "Strong cast film for hand wrapping.\nCase of 4 rolls, 1,500 ft each.\n\nKeeps loads tight <script>window.__injected = true</script><b>bold?</b>",
    );
  } finally {
    await adminApi.delete(`/api/admin/products/${id}`);
  }
});
