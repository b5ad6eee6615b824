import { expect, test, type Page } from "@playwright/test";

/**
 * The header search understands specs and forgives typos, driven as a buyer
 * does: type into the header box and press Enter. The expected order comes
 * from the API the page shares its search with, and is checked against the
 * products' typed attributes.
 */

const header = (page: Page) => page.getByRole("banner");
const headerBox = (page: Page) => header(page).getByRole("search").first().getByRole("searchbox", { name: "Search products" });
const results = (page: Page, q: string) => page.getByRole("list", { name: `Search results for ${q}` }).getByRole("article");

type Found = { name: string; sku: string; attributes: Record<string, number | string> };

async function api(page: Page, q: string): Promise<{ products: Found[]; showingFor: string | null }> {
  const res = await page.request.get(`/api/products/search?q=${encodeURIComponent(q)}`);
  expect(res.status()).toBe(200);
  const header = res.headers()["x-showing-results-for"];
  return { products: (await res.json()) as Found[], showingFor: header ? decodeURIComponent(header) : null };
}

async function search(page: Page, q: string) {
  await headerBox(page).fill(q);
  await headerBox(page).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `Search results for "${q}"` })).toBeVisible();
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a misspelt search shows the results for what was meant", async ({ page }) => {
      await page.goto("/");
      await expect(header(page).getByRole("button", { name: /^Open cart/ })).toHaveAccessibleName("Open cart, 0 items");
      if (width < 768) await header(page).getByRole("button", { name: "Open menu" }).click();
      const box =
        width < 768
          ? page.getByRole("navigation", { name: "Mobile" }).getByRole("searchbox", { name: "Search products" })
          : headerBox(page);
      await box.fill("strech film");
      await box.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: 'Search results for "strech film"' })).toBeVisible();
      await expect(page.getByText("Showing results for")).toContainText("Showing results for stretch film");
      const expected = await api(page, "strech film");
      expect(expected.showingFor).toBe("stretch film");
      expect(expected.products.length).toBeGreaterThan(0);
      // The results page shows 24 a page, like a category.
      await expect(results(page, "strech film")).toHaveCount(Math.min(expected.products.length, 24));
      await expect(results(page, "strech film").first()).toContainText(/stretch film/i);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("words of a product's name not side by side, or in another order, still find it", async ({ page }) => {
    await page.goto("/");
    // "Black Nitrile Industrial Gloves 6 mil": neither query is in its name as typed.
    for (const q of ["black gloves", "gloves nitrile black"]) {
      await search(page, q);
      await expect(page.getByRole("heading", { name: "No products found" })).toHaveCount(0);
      await expect(results(page, q).getByRole("heading", { name: "Black Nitrile Industrial Gloves 6 mil" })).toBeVisible();
      // Every product listed holds each word in its name.
      for (const name of await results(page, q).getByRole("heading").allTextContents())
        for (const word of q.split(" "))
          expect({ name, word, held: name.toLowerCase().includes(word) }).toEqual({ name, word, held: true });
    }
  });

  test("specs typed in the search become chips and rank the products that have them first", async ({ page }) => {
    await page.goto("/");
    await expect(header(page).getByRole("button", { name: /^Open cart/ })).toHaveAccessibleName("Open cart, 0 items");
    const q = "18in 80g stretch film";
    await search(page, q);
    const chips = page.getByRole("list", { name: "Specs recognised in your search" }).getByRole("listitem");
    await expect(chips).toHaveText(["18 in", "80 gauge"]);

    const { products } = await api(page, q);
    // A metric film sold as 450 mm x 20 µm is an 18 in, 80 gauge film to a buyer (17.7 in, 78.7 gauge):
    // the search allows 3% on sizes and 5% on a thickness written in another unit.
    const near = (v: unknown, want: number, tolerance: number) => typeof v === "number" && Math.abs(v - want) <= tolerance * want;
    const full = products.filter((p) => near(p.attributes.width, 18, 0.03) && near(p.attributes.thickness, 80, 0.05));
    expect(full.length).toBeGreaterThan(0);
    // Every product with both specs comes before any without.
    expect(products.slice(0, full.length)).toEqual(full);
    await expect(results(page, q).first()).toContainText(full[0].name);

    // Other ways of writing the same specs find the same first product.
    for (const other of ["18\" x 1500' 80ga", "18 inch 80 gauge"]) {
      await search(page, other);
      const again = await api(page, other);
      expect(near(again.products[0].attributes.width, 18, 0.03) && near(again.products[0].attributes.thickness, 80, 0.05)).toBe(true);
      await expect(results(page, other).first()).toContainText(again.products[0].name);
    }
  });

  test("a misspelt category word and a unit: trash bags of 55 gallons first", async ({ page }) => {
    await page.goto("/");
    const q = "trash bgas 55 gal";
    await search(page, q);
    await expect(page.getByText("Showing results for")).toContainText("Showing results for trash bags 55 gal");
    const { products } = await api(page, q);
    expect(products[0].attributes.capacity).toBe(55);
    await expect(results(page, q).first()).toContainText(products[0].name);
  });
});

test("the search API gives the same answer whether the server runs the search itself or Next's route does", async ({ request }) => {
  // Headers that belong to one answer, or to how it was sent. The server compresses an answer of
  // 1 KB or more; Next's route streams its answer without a length, so even "[]" is compressed.
  const PER_ANSWER = new Set([
    "date",
    "x-request-id",
    "content-length",
    "content-encoding",
    "transfer-encoding",
    "connection",
    "keep-alive",
    "vary",
  ]);
  const answer = async (address: string) => {
    const res = await request.get(address);
    expect(res.status()).toBe(200);
    const headers = Object.entries(res.headers()).filter(([name]) => !PER_ANSWER.has(name));
    const body = await res.text();
    if (body.length >= 1024) expect(res.headers()["content-encoding"]).toMatch(/^(br|gzip|deflate)$/);
    return { body, headers: Object.fromEntries(headers.sort()), vary: res.headers()["vary"] ?? "" };
  };
  // The first answer through the route loads it, and it hands the server its search.
  await answer(`/api/products/search?q=${encodeURIComponent("stretch film")}&route=1`);
  for (const q of ["strech flim", "can liners 33", "18 inch 80 gauge", "zqnothing"]) {
    // An address not asked before, so neither answer is a kept copy: the same term with its first
    // letter and others at random %-escaped.
    const first = q.search(/[a-z]/);
    const escape = (c: string, i: number) => /[a-z]/.test(c) && (i === first || Math.random() < 0.5);
    const term = [...q].map((c, i) => (escape(c, i) ? `%${c.charCodeAt(0).toString(16)}` : encodeURIComponent(c))).join("");
    const fromServer = await answer(`/api/products/search?q=${term}`);
    // Another parameter: only Next's route answers that shape.
    const fromRoute = await answer(`/api/products/search?q=${term}&route=1`);
    expect(fromServer.body).toBe(fromRoute.body);
    expect(fromServer.headers).toEqual(fromRoute.headers);
    // Next's answer varies on its own router headers; the server's, which reads none of them, does not.
    expect(fromRoute.vary).toContain("rsc");
    expect(fromServer.vary).not.toContain("rsc");
  }
});
