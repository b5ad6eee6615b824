import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, testWithAdminApi as test } from "../support/admin-session";
import { eachTestItsOwnClient } from "../support/client-address";

test.use(eachTestItsOwnClient);

/**
 * The cart checks its items against the catalogue: a product the
 * admin deleted is marked "no longer available" with a Remove button and left
 * out of the quote request; names and prices follow the catalogue. If the
 * server still refuses a row, the quote form names that row next to it.
 */

const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Open cart/ });
const cartPanel = (page: Page) => page.getByRole("dialog", { name: /Shopping Cart/ });
const quoteDialog = (page: Page) => page.getByRole("dialog", { name: "Request a Quote" });

type Created = { id: number; name: string; slug: string; sku: string };

/** What a test made, deleted after it, so other specs' counts (category, search) stay as seeded. */
const made: number[] = [];
test.afterEach(async ({ adminApi }) => {
  for (const id of made.splice(0)) await adminApi.delete(`/api/admin/products/${id}`);
});

async function createProduct(adminApi: APIRequestContext, label: string, price: string): Promise<Created> {
  const category = (await (await adminApi.get("/api/categories/mailer-bags")).json()) as { id: number };
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `E2E ${label} ${stamp}`;
  const body = {
    name,
    slug: `e2e-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${stamp}`,
    sku: `E2E-${label.slice(0, 4).toUpperCase()}-${stamp}`,
    description: "Made by the cart revalidation test.",
    imageUrl: "https://example.com/e2e.png",
    categoryId: category.id,
    specifications: '{"Width": "10in"}',
    priceMin: price,
    priceMax: price,
  };
  const res = await adminApi.post("/api/admin/products", { data: body });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  made.push(id);
  return { id, name, slug: body.slug, sku: body.sku };
}

async function deleteProduct(adminApi: APIRequestContext, id: number) {
  const res = await adminApi.delete(`/api/admin/products/${id}`);
  expect(res.ok()).toBe(true);
}

async function addToCart(page: Page, p: Created) {
  await page.goto(`/products/${p.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: p.name })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName(/^Open cart, \d+ items?$/);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("button", { name: "Add More (1)" })).toBeVisible();
}

async function fillQuoteForm(page: Page) {
  const dialog = quoteDialog(page);
  await dialog.getByLabel("Name", { exact: true }).fill("Dana Buyer");
  await dialog.getByLabel("Email").fill("dana@acme.example");
  await dialog.getByLabel("Phone").fill("(555) 201-3344");
  await dialog.getByRole("combobox", { name: "Ship-to state" }).click();
  await page.getByRole("option", { name: "Texas" }).click();
  await dialog.getByLabel("Ship-to ZIP").fill("75001");
}

test.use({ viewport: { width: 1280, height: 900 } });

test("a deleted product is marked no longer available, left out of the quote request and removable; a renamed one refreshes", async ({
  page,
  adminApi,
}) => {
  const gone = await createProduct(adminApi, "Gone Widget", "9.00");
  const kept = await createProduct(adminApi, "Kept Widget", "10.00");
  await addToCart(page, gone);
  await addToCart(page, kept);

  // The admin deletes one and renames and reprices the other.
  await deleteProduct(adminApi, gone.id);
  const full = (await (await adminApi.get(`/api/products/${kept.slug}`)).json()) as Record<string, unknown>;
  const renamed = `${kept.name} Renamed`;
  const put = await adminApi.put(`/api/admin/products/${kept.id}`, {
    data: { ...full, name: renamed, priceMin: "12.00", priceMax: "14.00" },
  });
  expect(put.ok()).toBe(true);

  await cartButton(page).click();
  const panel = cartPanel(page);
  const goneRow = panel.getByTestId("cart-item").filter({ hasText: gone.name });
  const keptRow = panel.getByTestId("cart-item").filter({ hasText: renamed });
  await expect(goneRow).toContainText("No longer available");
  await expect(goneRow.getByRole("button", { name: `Remove ${gone.name} from cart` })).toBeVisible();
  await expect(keptRow).toContainText("$12.00 - $14.00");
  await expect(keptRow).not.toContainText("No longer available");
  await expect(keptRow.getByRole("link", { name: renamed, exact: true })).toBeVisible();

  // The quote form shows it apart and does not send it.
  await panel.getByRole("button", { name: "Request Quote / Checkout" }).click();
  const dialog = quoteDialog(page);
  await expect(dialog.getByRole("listitem").filter({ hasText: gone.name })).toContainText("No longer available");
  await fillQuoteForm(page);
  const posted = page.waitForRequest((r) => r.url().endsWith("/api/quote-requests") && r.method() === "POST");
  await dialog.getByRole("button", { name: "Send Quote Request" }).click();
  const body = (await posted).postDataJSON() as { items: { sku: string; name: string }[] };
  expect(body.items.map((i) => i.sku)).toEqual([kept.sku]);
  const confirmation = page.getByRole("dialog", { name: "Thank you" });
  await expect(confirmation.getByTestId("quote-reference")).toHaveText(/^Q-\d{4}-\d{6}$/);
  await expect(confirmation).toContainText(renamed);
  await expect(confirmation).not.toContainText(gone.name);
  await confirmation.getByRole("button", { name: "Continue Shopping" }).click();

  // Remove, on a fresh cart holding only the deleted product.
  await page.evaluate(
    (g) =>
      localStorage.setItem(
        "usplastic-cart",
        JSON.stringify([
          {
            id: g.id,
            name: g.name,
            slug: g.slug,
            sku: g.sku,
            priceMin: "9.00",
            priceMax: "9.00",
            imageUrl: "/images/placeholder.svg",
            category: "Mailer Bags",
            quantity: 2,
          },
        ]),
      ),
    gone,
  );
  await page.reload();
  await cartButton(page).click();
  const row = cartPanel(page).getByTestId("cart-item");
  await expect(row).toContainText("No longer available");
  await row.getByRole("button", { name: `Remove ${gone.name} from cart` }).click();
  await expect(cartPanel(page).getByText("Your cart is empty")).toBeVisible();
});

test("when the server refuses a row after all, the quote form names that row next to it; removing it lets the request go", async ({
  page,
  adminApi,
}) => {
  const late = await createProduct(adminApi, "Late Gone Widget", "7.00");
  const kept = await createProduct(adminApi, "Stays Widget", "8.00");
  await addToCart(page, late);
  await addToCart(page, kept);
  await cartButton(page).click();
  await cartPanel(page).getByRole("button", { name: "Request Quote / Checkout" }).click();
  const dialog = quoteDialog(page);
  await fillQuoteForm(page);

  // The admin deletes the product in the moment between the form's last check and its request reaching the server.
  let deleted = false;
  await page.route("**/api/quote-requests", async (route) => {
    if (!deleted && route.request().method() === "POST") {
      deleted = true;
      await deleteProduct(adminApi, late.id);
    }
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Send Quote Request" }).click();

  const lateRow = dialog.getByRole("listitem").filter({ hasText: late.name });
  await expect(lateRow).toContainText(/no longer available/i);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "items.0" })).toHaveCount(0);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "items." })).toHaveCount(0);
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Dana Buyer");

  await lateRow.getByRole("button", { name: `Remove ${late.name} from cart` }).click();
  await expect(dialog.getByRole("listitem").filter({ hasText: late.name })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Send Quote Request" }).click();
  const confirmation = page.getByRole("dialog", { name: "Thank you" });
  await expect(confirmation.getByTestId("quote-reference")).toHaveText(/^Q-\d{4}-\d{6}$/);
  await expect(confirmation).toContainText(kept.name);
});
