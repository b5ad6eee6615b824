import { expect, test, type Locator, type Page } from "@playwright/test";
import { eachTestItsOwnClient } from "../support/client-address";

test.use(eachTestItsOwnClient);

/**
 * What a buyer types stays as typed, or is said to have been refused: target
 * prices and "Substitutes OK" kept with the cart until the request is sent or
 * the cart cleared; quantities out of range reported, never changed silently;
 * quick order's bad quantities named as such; units beside every count.
 */

const FILM = "Black Hand Stretch Film 18in x 1500ft";
const ROLL = "Machine Stretch Film 20in x 5000ft";
const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Open cart/ });
const cartPanel = (page: Page) => page.getByRole("dialog", { name: /Shopping Cart/ });
const quoteDialog = (page: Page) => page.getByRole("dialog", { name: "Request a Quote" });
const target = (dialog: Locator, name: string) => dialog.getByRole("textbox", { name: `Target price for ${name}` });
const substitutes = (dialog: Locator, name: string) => dialog.getByRole("checkbox", { name: `Substitutes OK for ${name}` });

async function addFromProductPage(page: Page, slug: string, name: string, quantity: string) {
  await page.goto(`/products/${slug}`);
  const field = page.getByRole("main").getByRole("textbox", { name: `Quantity of ${name}` });
  await field.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(quantity);
  await page.keyboard.press("Enter");
}

async function openQuoteForm(page: Page) {
  await cartButton(page).click();
  await cartPanel(page).getByRole("button", { name: "Request Quote / Checkout" }).click();
  await expect(quoteDialog(page)).toBeVisible();
  return quoteDialog(page);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Several page loads each, on a machine shared with other builds.
    test.describe.configure({ timeout: 120_000 });

    test("target prices and Substitutes OK survive closing the form and a reload, and are forgotten once sent", async ({ page }) => {
      await addFromProductPage(page, "black-hand-stretch-film-18in-x-1500ft", FILM, "3");
      await expect(cartButton(page)).toHaveAccessibleName("Open cart, 3 items");
      await addFromProductPage(page, "machine-stretch-film-20in-x-5000ft", ROLL, "2");
      await expect(cartButton(page)).toHaveAccessibleName("Open cart, 5 items");

      let dialog = await openQuoteForm(page);
      // What the target is per, beside the field.
      await expect(target(dialog, FILM)).toHaveAccessibleDescription("(optional) per case of 4 rolls");
      await expect(dialog.getByRole("listitem").filter({ hasText: FILM }).getByText("per case of 4 rolls", { exact: true })).toBeVisible();
      await target(dialog, FILM).click();
      await page.keyboard.type("49.5");
      await substitutes(dialog, ROLL).click();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      dialog = await openQuoteForm(page);
      await expect(target(dialog, FILM)).toHaveValue("49.5");
      await expect(target(dialog, ROLL)).toHaveValue("");
      await expect(substitutes(dialog, ROLL)).toBeChecked();
      await expect(substitutes(dialog, FILM)).not.toBeChecked();
      await page.keyboard.press("Escape");

      await page.reload();
      dialog = await openQuoteForm(page);
      await expect(target(dialog, FILM)).toHaveValue("49.5");
      await expect(substitutes(dialog, ROLL)).toBeChecked();

      await dialog.getByLabel("Name", { exact: true }).fill("Dana Buyer");
      await dialog.getByLabel("Email").fill("dana@acme.example");
      await dialog.getByLabel("Phone").fill("(555) 201-3344");
      await dialog.getByRole("combobox", { name: "Ship-to state" }).click();
      await page.getByRole("option", { name: "Texas" }).click();
      await dialog.getByLabel("Ship-to ZIP").fill("75001");
      const posted = page.waitForRequest((r) => r.url().endsWith("/api/quote-requests") && r.method() === "POST");
      await dialog.getByRole("button", { name: "Send Quote Request" }).click();
      expect(((await posted).postDataJSON() as { items: unknown[] }).items).toEqual([
        expect.objectContaining({ name: FILM, quantity: 3, targetPrice: "49.50", substitutesOk: false }),
        expect.objectContaining({ name: ROLL, quantity: 2, targetPrice: null, substitutesOk: true }),
      ]);
      // The confirmation says what each quantity counts.
      const thanks = page.getByRole("dialog", { name: "Thank you" });
      await expect(thanks.getByRole("listitem").filter({ hasText: FILM })).toContainText("3 × case of 4 rolls");
      await expect(thanks.getByRole("listitem").filter({ hasText: FILM })).toContainText("Target $49.50 per case of 4 rolls");
      await expect(thanks.getByRole("listitem").filter({ hasText: ROLL })).toContainText("2 × roll");
      await thanks.getByRole("button", { name: "Continue Shopping" }).click();

      await addFromProductPage(page, "black-hand-stretch-film-18in-x-1500ft", FILM, "1");
      await addFromProductPage(page, "machine-stretch-film-20in-x-5000ft", ROLL, "1");
      dialog = await openQuoteForm(page);
      await expect(target(dialog, FILM)).toHaveValue("");
      await expect(substitutes(dialog, ROLL)).not.toBeChecked();
    });

    test("clearing the cart forgets them", async ({ page }) => {
      await addFromProductPage(page, "black-hand-stretch-film-18in-x-1500ft", FILM, "3");
      let dialog = await openQuoteForm(page);
      await target(dialog, FILM).click();
      await page.keyboard.type("40");
      await substitutes(dialog, FILM).click();
      await page.keyboard.press("Escape");
      await cartButton(page).click();
      await cartPanel(page).getByRole("button", { name: "Clear Cart" }).click();
      await expect(cartPanel(page).getByRole("heading", { name: "Shopping Cart (0 items)" })).toBeVisible();
      await page.keyboard.press("Escape");
      await addFromProductPage(page, "black-hand-stretch-film-18in-x-1500ft", FILM, "3");
      dialog = await openQuoteForm(page);
      await expect(target(dialog, FILM)).toHaveValue("");
      await expect(substitutes(dialog, FILM)).not.toBeChecked();
    });

    test("a quantity of 999999 or 0 typed in the cart is reported and the cart keeps its quantity; an add past 100,000 says so", async ({
      page,
    }) => {
      await addFromProductPage(page, "black-hand-stretch-film-18in-x-1500ft", FILM, "40");
      await cartButton(page).click();
      const panel = cartPanel(page);
      const qty = panel.getByRole("textbox", { name: `Quantity of ${FILM}` });
      await qty.click();
      await page.keyboard.press("ControlOrMeta+a");
      // Typed key by key, as a person does: 99999 is passed on the way.
      await page.keyboard.type("999999");
      await expect(panel.getByText("Quantity must be a whole number from 1 to 100,000")).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(qty).toHaveValue("40");
      await expect(panel.getByRole("alert")).toHaveText("Kept at 40: “999999” is not a whole number from 1 to 100,000");
      await expect(panel.getByRole("heading", { name: "Shopping Cart (40 items)" })).toBeVisible();

      await qty.click();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("0");
      await page.keyboard.press("Tab");
      await expect(qty).toHaveValue("40");
      await expect(panel.getByRole("alert")).toHaveText("Kept at 40: “0” is not a whole number from 1 to 100,000");
      await page.keyboard.press("Escape");

      // The product page: more than the line can hold in all.
      await addFromProductPage(page, "black-hand-stretch-film-18in-x-1500ft", FILM, "100000");
      await expect(page.getByText("Quantity limited to 100,000")).toBeVisible();
      await expect(
        page.getByText(`${FILM}: 100,040 asked for in all; a cart line holds at most 100,000, so it now has 100,000.`),
      ).toBeVisible();
      await expect(cartButton(page)).toHaveAccessibleName("Open cart, 100000 items");
      // And typed beyond the limit there: refused with its message, nothing added.
      const field = page.getByRole("main").getByRole("textbox", { name: `Quantity of ${FILM}` });
      await field.click();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("999999");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main").getByText("Quantity must be a whole number from 1 to 100,000")).toBeVisible();
      await expect(field).toHaveValue("999999");
    });

    test("quick order names a negative or decimal quantity as such, on the matched SKU, with its price and unit", async ({ page }) => {
      await page.goto("/quick-order");
      await page.getByLabel("Paste SKUs and quantities").click();
      await page.keyboard.type("SF-2002 -2");
      await page.keyboard.press("Enter");
      await page.keyboard.type("SF-2003 2.5");
      await page.keyboard.press("Enter");
      await page.keyboard.type("SF-2003 4");
      await page.getByRole("button", { name: "Match" }).click();
      const lines = page.getByRole("region", { name: "Results" }).getByTestId("quick-order-line");
      await expect(lines).toHaveCount(3);
      await expect(lines.nth(0)).toHaveAttribute("data-status", "matched");
      await expect(lines.nth(0)).not.toContainText("Not found");
      await expect(lines.nth(0).getByLabel(`Quantity of ${FILM}`)).toHaveValue("-2");
      await expect(lines.nth(0).getByLabel(`Quantity of ${FILM}`)).toHaveAccessibleDescription(
        "Quantity must be a whole number from 1 to 100,000",
      );
      await expect(lines.nth(0)).toContainText("$52.00 - $60.00 per case of 4 rolls");
      await expect(lines.nth(1)).toHaveAttribute("data-status", "matched");
      await expect(lines.nth(1).getByLabel(`Quantity of ${ROLL}`)).toHaveValue("2.5");
      await expect(lines.nth(1)).toContainText("Quantity must be a whole number from 1 to 100,000");
      await expect(lines.nth(2).getByLabel(`Quantity of ${ROLL}`)).toHaveValue("4");
      await expect(lines.nth(2)).toContainText("$92.00 per roll");
      // Corrected in place, then added.
      await lines.nth(0).getByLabel(`Quantity of ${FILM}`).fill("2");
      await lines.nth(1).getByLabel(`Quantity of ${ROLL}`).fill("3");
      await page.getByRole("button", { name: "Add all to cart" }).click();
      await expect(cartPanel(page).getByRole("heading", { name: "Shopping Cart (9 items)" })).toBeVisible();
    });
  });
}
