import Database from "better-sqlite3";
import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { eachTestItsOwnClient } from "../support/client-address";

/**
 * A company's requisition lists and address book, as its buyers use them: one
 * builds a list by typing SKUs, a colleague opens it and adds it to the cart;
 * a buyer adds a ship-to address and the cart's quote form opens filled from
 * the account. The company and its signed-in buyers are arranged in the e2e
 * database (making a company is another screen's job), with sessions made as
 * the sign-in link makes them.
 */
test.use(eachTestItsOwnClient);

const db = () => new Database(path.join(E2E_DATA_DIR, "app.db"), { timeout: 10_000 });
const now = () => new Date().toISOString().replace("Z", "+00:00");

/** A company with the given buyers, each signed in: the buyer-session cookie value of each. */
function arrangeCompany(name: string, buyers: { email: string; name: string }[]): string[] {
  const conn = db();
  try {
    const company = conn
      .prepare(`INSERT INTO "Company" ("name", "termsVersion", "termsAcceptedAt", "updatedAt") VALUES (?, '1', ?, ?) RETURNING "id"`)
      .get(name, now(), now()) as { id: number };
    return buyers.map((b) => {
      const buyer = conn
        .prepare(`INSERT INTO "Buyer" ("email", "name", "companyId", "role") VALUES (?, ?, ?, 'buyer') RETURNING "id"`)
        .get(b.email, b.name, company.id) as { id: number };
      const token = randomBytes(32).toString("base64url");
      const id = createHash("sha256").update(`buyer-session:${token}`).digest("hex");
      const expires = new Date(Date.now() + 86_400_000).toISOString().replace("Z", "+00:00");
      conn
        .prepare(`INSERT INTO "BuyerSession" ("id", "buyerId", "expiresAt", "createdAt", "lastSeenAt") VALUES (?, ?, ?, ?, ?)`)
        .run(id, buyer.id, expires, now(), now());
      return token;
    });
  } finally {
    conn.close();
  }
}

function twoProducts(): { sku: string; name: string; slug: string }[] {
  const conn = db();
  try {
    return conn.prepare(`SELECT "sku", "name", "slug" FROM "Product" WHERE "sku" IN ('PMB-1001', 'PMB-1002') ORDER BY "sku"`).all() as {
      sku: string;
      name: string;
      slug: string;
    }[];
  } finally {
    conn.close();
  }
}

async function signedIn(context: BrowserContext, token: string, baseURL: string) {
  await context.addCookies([{ name: "buyer-session", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Open cart/ });

for (const width of [1280, 390]) {
  test(`at ${width} px: a buyer builds a list by typing; a colleague adds it to the cart`, async ({ browser, baseURL }) => {
    const stamp = `${width}-${Date.now()}`;
    const [mine, theirs] = arrangeCompany(`Lists Co ${stamp}`, [
      { email: `lists.a.${stamp}@acme.example`, name: "Avery Buyer" },
      { email: `lists.b.${stamp}@acme.example`, name: "Blake Colleague" },
    ]);
    const products = twoProducts();
    expect(products).toHaveLength(2);

    const a = await browser.newContext({ viewport: { width, height: 900 } });
    await signedIn(a, mine, baseURL!);
    const page = await a.newPage();
    await page.goto("/account");
    await page.getByRole("link", { name: "Requisition lists" }).click();
    await expect(page.getByRole("heading", { name: "Requisition lists" })).toBeVisible();
    await page.getByRole("textbox", { name: "New list name" }).fill("Dock 4 restock");
    await page.getByRole("button", { name: "Create list" }).click();
    await expect(page.getByRole("heading", { name: "Dock 4 restock" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("List created");

    const quantities = [3, 12];
    for (const [i, p] of products.entries()) {
      await page.getByRole("textbox", { name: "SKU" }).fill(p.sku.toLowerCase());
      await page.getByRole("textbox", { name: "Quantity", exact: true }).fill(String(quantities[i]));
      await page.getByRole("textbox", { name: "Quantity", exact: true }).press("Enter");
      await expect(page.getByRole("listitem", { name: p.sku })).toContainText(p.name);
    }
    await page.getByRole("textbox", { name: "SKU" }).fill("NO-SUCH-SKU");
    await page.getByRole("button", { name: "Add to list" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "SKU" })).toHaveText("sku: No product in the catalogue has this SKU");
    const listUrl = page.url().replace(/\?.*$/, "");

    const b = await browser.newContext({ viewport: { width, height: 900 } });
    await signedIn(b, theirs, baseURL!);
    const colleague = await b.newPage();
    await colleague.goto("/account/lists");
    await colleague.getByRole("link", { name: "Dock 4 restock" }).click();
    await expect(colleague).toHaveURL(listUrl);
    await expect(colleague.getByText(`Created by lists.a.${stamp}@acme.example`)).toBeVisible();
    await colleague.getByRole("button", { name: "Add list to cart" }).click();
    const cart = colleague.getByRole("dialog", { name: /Shopping Cart/ });
    await expect(cart).toBeVisible();
    for (const p of products) await expect(cart).toContainText(p.name);
    await expect(cart.getByRole("textbox", { name: `Quantity of ${products[1].name}` })).toHaveValue("12");
    await colleague.keyboard.press("Escape");
    await expect(cartButton(colleague)).toHaveAccessibleName("Open cart, 15 items");
    await a.close();
    await b.close();
  });

  test(`at ${width} px: a buyer adds a ship-to address and the quote form opens filled from it`, async ({ browser, baseURL }) => {
    const stamp = `${width}-${Date.now()}`;
    const email = `ship.${stamp}@acme.example`;
    const [token] = arrangeCompany(`Ship Co ${stamp}`, [{ email, name: "Casey Shipper" }]);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await signedIn(context, token, baseURL!);
    const page = await context.newPage();
    await page.goto("/account");
    await page.getByRole("link", { name: "Ship-to addresses" }).click();
    await expect(page.getByRole("heading", { name: "Addresses", exact: true })).toBeVisible();

    const form = page.getByRole("form", { name: "Add an address" });
    await form.getByRole("textbox", { name: "Label" }).fill("Columbus DC");
    await form.getByRole("textbox", { name: "Recipient" }).fill("Receiving Dept");
    await form.getByRole("textbox", { name: "Phone (optional)" }).fill("(614) 555-0100");
    await form.getByRole("textbox", { name: "Street", exact: true }).fill("1 Logistics Pkwy");
    await form.getByRole("textbox", { name: "City" }).fill("Columbus");
    await form.getByRole("combobox", { name: "State" }).selectOption("OH");
    await form.getByRole("textbox", { name: "ZIP" }).fill("4321");
    await form.getByRole("button", { name: "Add address" }).click();
    await expect(form).toContainText("Enter a valid ZIP code");
    await form.getByRole("textbox", { name: "ZIP" }).fill("43215");
    await form.getByRole("button", { name: "Add address" }).click();
    const card = page.getByRole("article", { name: "Columbus DC" });
    await expect(card).toContainText("Columbus, OH 43215");
    await expect(card).toContainText("Default");

    const [product] = twoProducts();
    await page.goto(`/products/${product.slug}`);
    await page.getByRole("button", { name: "Add to Cart" }).first().click();
    await cartButton(page).click();
    await page
      .getByRole("dialog", { name: /Shopping Cart/ })
      .getByRole("button", { name: "Request Quote / Checkout" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Request a Quote" });
    await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveValue("Casey Shipper");
    await expect(dialog.getByRole("textbox", { name: "Company" })).toHaveValue(`Ship Co ${stamp}`);
    await expect(dialog.getByRole("textbox", { name: "Phone" })).toHaveValue("(614) 555-0100");
    await expect(dialog.getByRole("textbox", { name: "Ship-to ZIP" })).toHaveValue("43215");
    await expect(dialog.getByRole("combobox", { name: "Ship-to state" })).toHaveText("Ohio");
    await expect(dialog.getByRole("combobox", { name: "Ship to", exact: true })).toHaveValue(/\d+/);
    await context.close();
  });
}

test("a guest's quote form is empty and shows no address chooser", async ({ page }) => {
  const [product] = twoProducts();
  await page.goto(`/products/${product.slug}`);
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await cartButton(page).click();
  await page
    .getByRole("dialog", { name: /Shopping Cart/ })
    .getByRole("button", { name: "Request Quote / Checkout" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Request a Quote" });
  await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveValue("");
  await expect(dialog.getByRole("combobox", { name: "Ship to", exact: true })).toHaveCount(0);
});

test("Add to list on a product page appears only for a buyer whose company has lists; the page is the same bytes for everyone", async ({
  browser,
  baseURL,
  page: guest,
}) => {
  const stamp = `addto-${Date.now()}`;
  const [token] = arrangeCompany(`Add Co ${stamp}`, [{ email: `addto.${stamp}@acme.example`, name: "Robin Adder" }]);
  const [, product] = twoProducts();
  const context = await browser.newContext();
  await signedIn(context, token, baseURL!);
  const page = await context.newPage();

  // No lists yet: nothing to show.
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole("button", { name: "Add to Cart" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to list" })).toHaveCount(0);

  await page.goto("/account/lists");
  await page.getByRole("textbox", { name: "New list name" }).fill("From product pages");
  await page.getByRole("button", { name: "Create list" }).click();
  await expect(page.getByRole("heading", { name: "From product pages" })).toBeVisible();
  const listUrl = page.url().replace(/\?.*$/, "");

  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole("combobox", { name: "Requisition list" })).toHaveValue(/\d+/);
  await page.getByRole("button", { name: "Add to list" }).click();
  await expect(page.getByText(`${product.name} is on From product pages.`)).toBeVisible();
  await page.goto(listUrl);
  await expect(page.getByRole("listitem", { name: product.sku })).toContainText(product.name);

  const asBuyer = await (await page.request.get(`/products/${product.slug}`)).text();
  const asGuest = await (await guest.request.get(`/products/${product.slug}`)).text();
  expect(asBuyer).toBe(asGuest);
  await guest.goto(`/products/${product.slug}`);
  await expect(guest.getByRole("button", { name: "Add to Cart" }).first()).toBeVisible();
  await expect(guest.getByRole("button", { name: "Add to list" })).toHaveCount(0);
  await context.close();
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });
  test("a list is made and filled, and an address added, with plain forms", async ({ browser, baseURL }) => {
    const stamp = `noscript-${Date.now()}`;
    const [token] = arrangeCompany(`Plain Co ${stamp}`, [{ email: `plain.${stamp}@acme.example`, name: "Pat Plain" }]);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await signedIn(context, token, baseURL!);
    const page = await context.newPage();
    const [product] = twoProducts();

    await page.goto("/account/lists");
    await page.getByRole("textbox", { name: "New list name" }).fill("Plain list");
    await page.getByRole("button", { name: "Create list" }).click();
    await expect(page.getByRole("heading", { name: "Plain list" })).toBeVisible();
    await page.getByRole("textbox", { name: "SKU" }).fill(product.sku);
    await page.getByRole("textbox", { name: "Quantity", exact: true }).fill("0");
    await page.getByRole("button", { name: "Add to list" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Quantity" })).toContainText("Quantity must be a whole number");
    await page.getByRole("textbox", { name: "SKU" }).fill(product.sku);
    await page.getByRole("textbox", { name: "Quantity", exact: true }).fill("5");
    await page.getByRole("button", { name: "Add to list" }).click();
    await expect(page.getByRole("listitem", { name: product.sku })).toContainText(product.name);
    await expect(page.getByRole("textbox", { name: `Quantity of ${product.sku}` })).toHaveValue("5");

    await page.goto("/account/addresses");
    const form = page.getByRole("form", { name: "Add an address" });
    await form.getByRole("textbox", { name: "Label" }).fill("Plain dock");
    await form.getByRole("textbox", { name: "Recipient" }).fill("Pat Plain");
    await form.getByRole("textbox", { name: "Street", exact: true }).fill("9 Main St");
    await form.getByRole("textbox", { name: "City" }).fill("Austin");
    await form.getByRole("combobox", { name: "State" }).selectOption("TX");
    await form.getByRole("textbox", { name: "ZIP" }).fill("73301");
    await form.getByRole("button", { name: "Add address" }).click();
    await expect(page.getByRole("status")).toHaveText("Address added");
    await expect(page.getByRole("article", { name: "Plain dock" })).toContainText("Austin, TX 73301");
    await context.close();
  });
});
