import { expect, test, type Page } from "@playwright/test";
import { eachTestItsOwnClient } from "../support/client-address";

test.use(eachTestItsOwnClient);

/**
 * Quantities can be typed, not only stepped: product pages, product cards and cart
 * rows have a quantity field taking a whole number from 1 to 100,000, with a
 * visible message otherwise. "Add to Cart" / "Add More (n)" keep their texts.
 */

const QUANTITY_MESSAGE = "Quantity must be a whole number from 1 to 100,000";
const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Open cart/ });
const cartPanel = (page: Page) => page.getByRole("dialog", { name: /Shopping Cart/ });
const productCard = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

const FILM = "Black Hand Stretch Film 18in x 1500ft";
const MAILER = "White Poly Mailer 10 x 13 in";

test.use({ viewport: { width: 1280, height: 900 } });

test("a product page takes a typed quantity; bad quantities show a message and add nothing", async ({ page }) => {
  await page.goto("/products/black-hand-stretch-film-18in-x-1500ft");
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 0 items");
  const qty = page.getByRole("main").getByRole("textbox", { name: `Quantity of ${FILM}` });
  await expect(qty).toHaveValue("1");

  await qty.fill("40");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 40 items");
  await expect(page.getByRole("button", { name: "Add More (40)" })).toBeVisible();
  // Back to 1, so a second press does not add another 40 by surprise.
  await expect(qty).toHaveValue("1");

  for (const bad of ["0", "100001", "1.5", "abc", "", "-3"]) {
    await qty.fill(bad);
    await page.getByRole("button", { name: "Add More (40)" }).click();
    await expect(page.getByRole("main").getByText(QUANTITY_MESSAGE)).toBeVisible();
    await expect(qty).toHaveAttribute("aria-invalid", "true");
    await expect(qty).toBeFocused();
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 40 items");
  }
  await qty.fill("2");
  await expect(page.getByRole("main").getByText(QUANTITY_MESSAGE)).toHaveCount(0);
  await qty.press("Enter");
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 42 items");
  await expect(page.getByRole("button", { name: "Add More (42)" })).toBeVisible();
});

test("a product card takes a typed quantity", async ({ page }) => {
  await page.goto("/categories/mailer-bags");
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 0 items");
  const card = productCard(page, MAILER);
  await card.getByRole("textbox", { name: `Quantity of ${MAILER}` }).fill("12");
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 12 items");
  await expect(card.getByRole("button", { name: "Add More (12)" })).toBeVisible();

  await card.getByRole("textbox", { name: `Quantity of ${MAILER}` }).fill("0");
  await card.getByRole("button", { name: "Add More (12)" }).click();
  await expect(card.getByText(QUANTITY_MESSAGE)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 12 items");
});

test("a cart row takes a typed quantity up to 100,000, and the quote request carries it", async ({ page }) => {
  await page.goto("/categories/mailer-bags");
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 0 items");
  await productCard(page, MAILER).getByRole("button", { name: "Add to Cart" }).click();
  await cartButton(page).click();
  const panel = cartPanel(page);
  const qty = panel.getByRole("textbox", { name: `Quantity of ${MAILER}` });
  await expect(qty).toHaveValue("1");

  await qty.fill("40");
  await expect(panel.getByTestId("cart-total-items")).toHaveText("40");
  await expect(panel.getByRole("heading", { name: "Shopping Cart (40 items)" })).toBeVisible();

  await qty.fill("0");
  await expect(panel.getByText(QUANTITY_MESSAGE)).toBeVisible();
  await expect(qty).toHaveAttribute("aria-invalid", "true");
  await expect(panel.getByTestId("cart-total-items")).toHaveText("40");
  await qty.fill("100001");
  await expect(panel.getByText(QUANTITY_MESSAGE)).toBeVisible();
  await expect(panel.getByTestId("cart-total-items")).toHaveText("40");

  await qty.fill("100000");
  await expect(panel.getByText(QUANTITY_MESSAGE)).toHaveCount(0);
  await expect(panel.getByTestId("cart-total-items")).toHaveText("100000");
  await expect(panel.getByRole("button", { name: `Increase quantity of ${MAILER}` })).toBeDisabled();
  await panel.getByRole("button", { name: `Decrease quantity of ${MAILER}` }).click();
  await expect(qty).toHaveValue("99999");

  // Leaving a bad value puts back the cart's quantity.
  await qty.fill("");
  await expect(panel.getByText(QUANTITY_MESSAGE)).toBeVisible();
  await qty.blur();
  await expect(qty).toHaveValue("99999");
  await expect(panel.getByText(QUANTITY_MESSAGE)).toHaveCount(0);

  await panel.getByRole("button", { name: "Request Quote / Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Quote" });
  await expect(dialog.getByRole("textbox", { name: `Quantity of ${MAILER}` })).toHaveValue("99999");
  await dialog.getByLabel("Name", { exact: true }).fill("Dana Buyer");
  await dialog.getByLabel("Email").fill("dana@acme.example");
  await dialog.getByLabel("Phone").fill("(555) 201-3344");
  await dialog.getByRole("combobox", { name: "Ship-to state" }).click();
  await page.getByRole("option", { name: "Texas" }).click();
  await dialog.getByLabel("Ship-to ZIP").fill("75001");
  const posted = page.waitForRequest((r) => r.url().endsWith("/api/quote-requests") && r.method() === "POST");
  await dialog.getByRole("button", { name: "Send Quote Request" }).click();
  expect(((await posted).postDataJSON() as { items: { quantity: number }[] }).items).toEqual([
    expect.objectContaining({ quantity: 99999 }),
  ]);
  await expect(page.getByRole("dialog", { name: "Thank you" })).toContainText("99,999 × case of 1,000 mailers");
});
