import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

/** The rich stretch-film page: stored content, edit buttons from the server session. */

/** What the page's admin check got from the server (the edit buttons follow it). */
const sessionAnswer = (page: Page) =>
  page
    .waitForResponse((r) => new URL(r.url()).pathname === "/api/admin/session")
    .then((r) => r.json() as Promise<{ authenticated: boolean }>);

test("tabs start on hand-wrapped; machine-wrapped shows its codes", async ({ page }) => {
  await page.goto("/products/stretch-film");
  await expect(page.getByRole("heading", { level: 1, name: "PE Stretch Film" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Home", "Products"]);

  const hand = page.getByRole("tab", { name: "Hand-Wrapped" });
  const machine = page.getByRole("tab", { name: "Machine-Wrapped" });
  await expect(hand).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("cell", { name: "USSF.0001", exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "USSF.0008", exact: true })).toBeHidden();
  const handPanel = page.getByRole("tabpanel");
  await expect(handPanel.getByRole("columnheader")).toHaveText(["CODE", "SIZE", "THICKNESS", "COLOR", "PRICE", "CONTACT"]);
  await expect(handPanel.getByRole("link", { name: /^CONTACT/ })).toHaveCount(8);

  await machine.click();
  await expect(machine).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("cell", { name: "USSF.0008", exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "USSF.0001", exact: true })).toBeHidden();
  await page.getByRole("link", { name: "CONTACT about USSF.0008" }).click();
  await expect(page).toHaveURL(/\/contact\?product=USSF\.0008$/);
});

test("pricing, specifications and the catalogue of 9 products", async ({ page }) => {
  await page.goto("/products/stretch-film");
  const pricing = page.getByRole("region", { name: "Pricing & Ordering" });
  await expect(pricing).toContainText("$45.00 - $55.00 per case of 4 rolls");
  await expect(pricing).toContainText("Price varies by quantity and specifications");
  await expect(page.getByRole("region", { name: "Product Specifications" })).toContainText("pe001");

  await expect(page.getByText("Showing all 9 products")).toBeVisible();
  const catalog = page.getByRole("region", { name: "Product Catalog" });
  await expect(catalog.getByRole("article")).toHaveCount(9);
  const mailer = catalog.getByRole("article").filter({ hasText: "PMB.0003" });
  await expect(mailer).toContainText("Machine Film");
  await expect(catalog.getByRole("article").filter({ hasText: "USSF.0016" })).toContainText("Hand Film");

  // Main product and a catalogue card are separate cart items; the card is a product of its own.
  await pricing.getByRole("button", { name: "Add to Cart" }).click();
  await expect(pricing.getByRole("button", { name: "Add More (1)" })).toBeVisible();
  await mailer.getByRole("button", { name: "Add to Cart" }).click();
  await expect(mailer.getByRole("button", { name: "Add More (1)" })).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem("usplastic-cart") ?? "[]"));
  expect(cart).toEqual([
    expect.objectContaining({ slug: "stretch-film", sku: "pe001", quantity: 1 }),
    expect.objectContaining({
      slug: "poly-mailer-bag-14-5x19-gray",
      sku: "PMB.0003",
      category: "Mailer Bags",
      priceMin: "55.00",
      priceMax: "63.00",
      unitOfSale: "per case of 500 mailers",
      quantity: 1,
    }),
  ]);
});

test("edit buttons appear only for a signed-in admin, from the server session", async ({ page, baseURL }) => {
  // A stored admin record alone (what the old client trusted) shows nothing.
  await page.addInitScript(() => localStorage.setItem("admin", JSON.stringify({ username: "admin", email: "admin@example.com" })));
  const catalog = page.getByRole("region", { name: "Product Catalog" });
  let answered = sessionAnswer(page);
  await page.goto("/products/stretch-film");
  expect(await answered).toEqual({ authenticated: false });
  await expect(catalog.getByRole("button", { name: /^Edit / })).toHaveCount(0);

  // A session of its own, not the run's shared one (e2e/support/admin-session.ts): this test logs it out below.
  const login = await page.request.post("/api/admin/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    headers: { Origin: baseURL! },
  });
  expect(login.ok()).toBe(true);
  await page.reload();
  await expect(catalog.getByRole("button", { name: /^Edit / })).toHaveCount(9);

  // Keep the edit screen from consuming the stored card, to check what was stored.
  await page.route("**/admin/edit-product**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>edit</title><h1>edit</h1>" }),
  );
  await catalog.getByRole("button", { name: "Edit Machine Stretch Film 20in x 5000ft" }).click();
  await expect(page).toHaveURL(/\/admin\/edit-product\?index=2$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("editingProduct") ?? "null"));
  expect(stored).toMatchObject({ name: "Machine Stretch Film 20in x 5000ft", sku: "USSF.0008", size: "20in x 5000ft" });

  // Logged out: gone again.
  await page.unroute("**/admin/edit-product**");
  await page.request.post("/api/admin/logout", { headers: { Origin: baseURL! } });
  answered = sessionAnswer(page);
  await page.goto("/products/stretch-film");
  expect(await answered).toEqual({ authenticated: false });
  await expect(catalog.getByRole("button", { name: /^Edit / })).toHaveCount(0);
});
