import { expect, test, type Page } from "@playwright/test";
import { test as adminTest, joinAdminSession } from "../support/admin-session";
import { eachTestItsOwnClient } from "../support/client-address";

test.use(eachTestItsOwnClient);

/**
 * The stretch-film page sells real products: its price is its product's, each
 * variant row and catalogue card adds a product of its own, every price says
 * what it buys, and editors never overwrite each other unknowingly.
 */

const STALE = /changed since you opened it; reload/;

type Content = Record<string, unknown> & {
  priceRange: { min: string; max: string };
  updatedAt: string;
  handWrappedVariants: { code: string; size: string; thickness: string; color: string }[];
};
const loadContent = async (page: Page) => (await (await page.request.get("/api/admin/product-page-content")).json()) as Content;
const saveContent = (page: Page, baseURL: string, content: Content) =>
  page.request.post("/api/admin/product-page-content", { data: { ...content, updatedAt: undefined }, headers: { Origin: baseURL } });

const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Open cart/ });
const article = (page: Page, name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
/** The variant table row of a code (the table is the layout shown at desktop width). */
const variantRow = (page: Page, code: string) => page.getByRole("row").filter({ has: page.getByRole("cell", { name: code, exact: true }) });

adminTest(
  "a price edited in the page editor is the product's price on /products, its category page, its API and a cart row",
  async ({ page, baseURL }) => {
    const before = await loadContent(page);
    try {
      await page.goto("/admin/product-management");
      await page.getByRole("tab", { name: "Specifications" }).click();
      await page.getByLabel("Min Price").fill("47.50");
      await page.getByLabel("Max Price").fill("58.00");
      await page.getByLabel("Max Price").press("Enter");
      await expect(page.getByText("Product page content saved successfully!")).toBeVisible();

      // The catalogue, by name: the page PE Stretch Film falls on (24 a page, in the API's order, which is the pages').
      const onPage = async (path: string) => {
        const names = ((await (await page.request.get(path)).json()) as { name: string }[]).map((p) => p.name);
        expect(names).toContain("PE Stretch Film");
        return Math.floor(names.indexOf("PE Stretch Film") / 24) + 1;
      };
      const listPage = await onPage("/api/products");
      // Its own address (page 1 lists only the first few page numbers).
      await page.goto(listPage > 1 ? `/products/page/${listPage}` : "/products");
      await expect(article(page, "PE Stretch Film")).toContainText("$47.50 - $58.00 per case of 4 rolls");

      // Its category page, reached from the footer.
      const categoryPage = await onPage("/api/categories/pe-stretch-film/products");
      await page.getByRole("contentinfo").getByRole("link", { name: "PE Stretch Film" }).click();
      await expect(page).toHaveURL(/\/categories\/pe-stretch-film$/);
      for (let n = 2; n <= categoryPage; n++) {
        await page.getByRole("navigation", { name: "PE Stretch Film pages" }).getByRole("link", { name: "Next" }).click();
        await expect(page).toHaveURL(new RegExp(`/categories/pe-stretch-film/page/${n}$`));
      }
      const card = article(page, "PE Stretch Film");
      await expect(card).toContainText("$47.50 - $58.00 per case of 4 rolls");

      const api = (await (await page.request.get("/api/products/stretch-film")).json()) as {
        priceMin: string;
        priceMax: string;
        unitOfSale: string;
      };
      expect(api).toMatchObject({ priceMin: "47.50", priceMax: "58.00", unitOfSale: "per case of 4 rolls" });

      await card.getByRole("button", { name: "Add to Cart" }).click();
      await cartButton(page).click();
      const row = page
        .getByRole("dialog", { name: /Shopping Cart/ })
        .getByTestId("cart-item")
        .filter({ hasText: "pe001" });
      await expect(row).toContainText("$47.50 - $58.00 per case of 4 rolls");

      // And the page itself says the same.
      await page.goto("/products/stretch-film");
      await expect(page.getByRole("region", { name: "Pricing & Ordering" })).toContainText("$47.50 - $58.00 per case of 4 rolls");
    } finally {
      expect((await saveContent(page, baseURL!, { ...(await loadContent(page)), priceRange: before.priceRange })).ok()).toBe(true);
    }
  },
);

test("catalogue cards add their own products; the quote request and the admin's view keep their own prices and units", async ({
  page,
}, testInfo) => {
  await page.goto("/products/stretch-film");
  const catalog = page.getByRole("region", { name: "Product Catalog" });
  const bag = catalog.getByRole("article").filter({ hasText: "TSB.0001" });
  const mailer = catalog.getByRole("article").filter({ hasText: "PMB.0003" });
  await expect(bag).toContainText("$26.00 - $31.00 per case of 1,000 bags");
  await expect(mailer).toContainText("$55.00 - $63.00 per case of 500 mailers");
  await bag.getByRole("button", { name: "Add to Cart" }).click();
  await mailer.getByRole("button", { name: "Add to Cart" }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 2 items");

  await cartButton(page).click();
  const panel = page.getByRole("dialog", { name: /Shopping Cart/ });
  const bagRow = panel.getByTestId("cart-item").filter({ hasText: "T-Shirt Bag 1/6 BBL White" });
  await expect(bagRow).toContainText("T-Shirt Bags");
  await expect(bagRow).toContainText("$26.00 - $31.00 per case of 1,000 bags");
  const mailerRow = panel.getByTestId("cart-item").filter({ hasText: "Poly Mailer Bag 14.5 x 19 in Gray" });
  await expect(mailerRow).toContainText("Mailer Bags");
  await expect(mailerRow).not.toContainText("PE Stretch Film");
  await expect(panel).not.toContainText("$45.00 - $55.00");

  await panel.getByRole("button", { name: "Request Quote / Checkout" }).click();
  const form = page.getByRole("dialog", { name: "Request a Quote" });
  await expect(form).toContainText("SKU: TSB.0001 · $26.00 - $31.00 per case of 1,000 bags");
  await form.getByLabel("Name").fill("Dana Buyer");
  await form.getByLabel("Email").fill("dana@acme.example");
  await form.getByLabel("Phone").fill("(555) 201-3344");
  await form.getByRole("combobox", { name: "Ship-to state" }).click();
  await page.getByRole("option", { name: "New Jersey" }).click();
  await form.getByLabel("Ship-to ZIP").fill("08837");
  await form.getByRole("button", { name: "Send Quote Request" }).click();
  const reference = (await page.getByRole("dialog", { name: "Thank you" }).getByTestId("quote-reference").textContent())!;
  expect(reference).toMatch(/^Q-\d{4}-\d{6}$/);

  await joinAdminSession(page.context(), testInfo);
  await page.goto("/admin/quote-requests");
  await page.getByRole("button", { name: `View quote request ${reference}` }).click();
  const detail = page.getByRole("dialog", { name: `Quote request ${reference}` });
  await expect(detail.getByRole("row").filter({ hasText: "TSB.0001" })).toContainText("$26.00 - $31.00 per case of 1,000 bags");
  await expect(detail.getByRole("row").filter({ hasText: "PMB.0003" })).toContainText("$55.00 - $63.00 per case of 500 mailers");
  await expect(detail).not.toContainText("$45.00 - $55.00");
});

test("every variant row can be ordered with its code, size and gauge; CONTACT starts the contact form with the code", async ({
  page,
  request,
}) => {
  await page.goto("/products/stretch-film");
  const hand = variantRow(page, "USSF.0012");
  await expect(hand).toContainText("$41.00 - $49.00 per case of 4 rolls");
  await hand.getByRole("button", { name: "Add to Cart" }).click();
  await expect(hand.getByRole("button", { name: "Add More (1)" })).toBeVisible();

  await page.getByRole("tab", { name: "Machine-Wrapped" }).click();
  const machine = variantRow(page, "USSF.0010");
  await expect(machine).toContainText("$130.00 - $142.00 per roll");
  await machine.getByRole("button", { name: "Add to Cart" }).click();

  await cartButton(page).click();
  const panel = page.getByRole("dialog", { name: /Shopping Cart/ });
  await expect(panel.getByTestId("cart-item").filter({ hasText: "SKU: USSF.0012" })).toContainText(
    "Hand Stretch Film 18in x 1500ft 70 Gauge Clear",
  );
  await expect(panel.getByTestId("cart-item").filter({ hasText: "SKU: USSF.0010" })).toContainText(
    "Machine Stretch Film 30in x 5000ft 80 Gauge Clear",
  );
  await page.keyboard.press("Escape");

  await variantRow(page, "USSF.0008").getByRole("link", { name: "CONTACT about USSF.0008" }).click();
  await expect(page).toHaveURL(/\/contact\?product=USSF\.0008$/);
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(/USSF\.0008/);

  // The contact page is the same prerendered page for every link: the code is read in the browser.
  const html = await (await request.get("/contact?product=USSF.0002")).text();
  expect(html).not.toContain("USSF.0002");
});

adminTest(
  "a code no product has: the editor marks it not linked; the page shows Contact for Price and CONTACT with the code",
  async ({ page, baseURL }) => {
    const before = await loadContent(page);
    try {
      await page.goto("/admin/product-management");
      await page.getByRole("tab", { name: "Variants" }).click();
      const hand = page.getByRole("region", { name: "Hand-Wrapped Variants" });
      await expect(hand.getByText(/^Sells Hand Stretch Film 18in x 1500ft 80 Gauge Clear/)).toBeVisible();
      const n = await hand.getByRole("listitem").count();
      await hand.getByRole("button", { name: "Add Variant" }).click();
      await hand.getByLabel(`Code, row ${n + 1}`).fill("USSF.9876");
      await hand.getByLabel(`Size, row ${n + 1}`).fill("18in x 9000ft");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText("Product page content saved successfully!")).toBeVisible();
      await expect(hand.getByRole("listitem").nth(n)).toContainText("Not linked to a catalogue product");

      await page.goto("/products/stretch-film");
      const row = variantRow(page, "USSF.9876");
      await expect(row).toContainText("Contact for Price");
      await expect(row.getByRole("button", { name: /Add to Cart/ })).toHaveCount(0);
      await expect(row.getByRole("link", { name: "CONTACT about USSF.9876" })).toHaveAttribute("href", "/contact?product=USSF.9876");
    } finally {
      expect(
        (await saveContent(page, baseURL!, { ...(await loadContent(page)), handWrappedVariants: before.handWrappedVariants })).ok(),
      ).toBe(true);
    }
  },
);

adminTest("an editor whose copy is stale is told to reload, in the page editor and the edit-product screen", async ({ page }) => {
  await page.goto("/admin/product-management");
  await expect(page.getByLabel("Product Name")).toHaveValue(/\S/);

  // Someone else saves meanwhile (another tab).
  const other = await page.context().newPage();
  await other.goto("/admin/edit-product?index=4");
  await expect(other.getByLabel("Product Name")).toHaveValue(/\S/);
  const otherName = await other.getByLabel("Product Name").inputValue();
  await other.getByLabel("Product Name").fill(`${otherName} `);
  await other.getByRole("button", { name: "Save Product" }).click();
  await expect(other.getByText("Product Updated", { exact: true })).toBeVisible();

  // This editor's save would overwrite that unseen change: refused, with the reason.
  await page.getByLabel("Product Name").fill("PE Stretch Film (stale copy)");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(STALE)).toBeVisible();
  // Leaving with unsaved edits asks first: yes, discard them.
  page.on("dialog", (d) => void d.accept());
  await page.reload();
  await expect(page.getByLabel("Product Name")).toHaveValue("PE Stretch Film");

  // The edit-product screen, likewise: opened, then the content changes under it.
  await other.goto("/admin/edit-product?index=4");
  await expect(other.getByLabel("Product Name")).toHaveValue(/\S/);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Product page content saved successfully!")).toBeVisible();
  await other.getByRole("button", { name: "Save Product" }).click();
  await expect(other.getByText(STALE)).toBeVisible();
  await expect(other).toHaveURL(/\/admin\/edit-product\?index=4$/);
  await other.close();
});

adminTest("the admin sets a product's unit of sale; its page and card show it beside the price", async ({ page, baseURL }) => {
  const p = (await (await page.request.get("/api/products/black-contractor-bags-42-gallon")).json()) as Record<string, unknown> & {
    id: number;
    unitOfSale: string;
  };
  try {
    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Edit Black Contractor Bags 42 Gallon" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Product" });
    await expect(dialog.getByLabel("Unit of sale")).toHaveValue("per case of 50 bags");
    await expect(dialog.getByLabel("Unit of sale")).toHaveAttribute("placeholder", "e.g. per case of 4 rolls");
    await dialog.getByLabel("Unit of sale").fill("per pallet of 40 cases");
    await dialog.getByRole("button", { name: "Update Product" }).click();
    await expect(page.getByText("Product updated successfully")).toBeVisible();

    await page.goto("/products/black-contractor-bags-42-gallon");
    await expect(page.getByRole("main")).toContainText("$39.00 - $46.00 per pallet of 40 cases");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Trash Bags" }).click();
    await expect(article(page, "Black Contractor Bags 42 Gallon")).toContainText("$39.00 - $46.00 per pallet of 40 cases");
  } finally {
    const { id, category: _category, ...rest } = p;
    void _category;
    await page.request.put(`/api/admin/products/${id}`, { data: rest, headers: { Origin: baseURL! } });
  }
});
