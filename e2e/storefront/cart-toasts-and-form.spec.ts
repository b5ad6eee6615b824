import { expect, test, type Locator, type Page } from "@playwright/test";
import { eachTestItsOwnClient } from "../support/client-address";

test.use(eachTestItsOwnClient);

/**
 * Small things in the cart: toasts never cover the open cart panel's buttons;
 * Clear Cart can be undone; the quote form's Company field does not move when
 * Name shows its error.
 */

const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Open cart/ });
const cartPanel = (page: Page) => page.getByRole("dialog", { name: /Shopping Cart/ });
const frontToast = (page: Page, title: string) => page.locator("[data-sonner-toast][data-front=true]").filter({ hasText: title });
const productCard = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

const WHITE_MAILER = "White Poly Mailer 10 x 13 in";
const MAILER_14 = "Poly Mailer 14.5 x 19 in";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every button and field of the open cart panel that the toast covers (by their boxes on screen). */
async function coveredControls(page: Page, toast: Locator): Promise<string[]> {
  // Let the toast finish moving in.
  await expect(toast).toHaveAttribute("data-mounted", "true");
  await page.waitForTimeout(600);
  const toastBox = (await toast.boundingBox())!;
  const covered: string[] = [];
  const controls = cartPanel(page).locator("button, input, a");
  for (let i = 0; i < (await controls.count()); i++) {
    const c = controls.nth(i);
    if (!(await c.isVisible())) continue;
    const box = await c.boundingBox();
    if (box && overlaps(toastBox, box)) covered.push((await c.getAttribute("aria-label")) ?? (await c.innerText()));
  }
  return covered;
}

async function addBoth(page: Page) {
  await page.goto("/categories/mailer-bags");
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 0 items");
  await productCard(page, WHITE_MAILER).getByRole("button", { name: "Add to Cart" }).click();
  await productCard(page, MAILER_14).getByRole("button", { name: "Add to Cart" }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 2 items");
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("the Added to Cart toast does not cover the open cart panel's buttons", async ({ page }) => {
      await addBoth(page);
      await cartButton(page).click();
      await expect(cartPanel(page).getByRole("button", { name: "Request Quote / Checkout" })).toBeVisible();
      const toast = frontToast(page, "Added to Cart");
      await expect(toast).toBeVisible();
      expect(await coveredControls(page, toast)).toEqual([]);
      await cartPanel(page).getByRole("button", { name: "Request Quote / Checkout" }).click({ trial: true });
    });

    test("the Removed from Cart toast does not cover the open cart panel's buttons", async ({ page }) => {
      await addBoth(page);
      await cartButton(page).click();
      await cartPanel(page)
        .getByRole("button", { name: `Remove ${WHITE_MAILER} from cart` })
        .click();
      const toast = frontToast(page, "Removed from Cart");
      await expect(toast).toBeVisible();
      expect(await coveredControls(page, toast)).toEqual([]);
    });
  });
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Clear Cart says Cart Cleared and offers Undo in the cart, which puts every item back", async ({ page }) => {
    await addBoth(page);
    await cartButton(page).click();
    const panel = cartPanel(page);
    await panel.getByRole("button", { name: `Increase quantity of ${MAILER_14}` }).click();
    await panel.getByRole("button", { name: "Clear Cart" }).click();
    const toast = frontToast(page, "Cart Cleared");
    await expect(toast).toContainText("All items have been removed from your cart.");
    await expect(panel.getByText("Your cart is empty")).toBeVisible();
    await panel.getByRole("button", { name: "Undo Clear Cart" }).click();
    await expect(panel.getByTestId("cart-item")).toHaveCount(2);
    await expect(panel.getByTestId("cart-total-items")).toHaveText("3");
    await expect(panel.getByRole("heading", { name: "Shopping Cart (3 items)" })).toBeVisible();
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 3 items");
  });

  test("the quote form's Company field stays put when Name shows its error", async ({ page }) => {
    await addBoth(page);
    await cartButton(page).click();
    await cartPanel(page).getByRole("button", { name: "Request Quote / Checkout" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Quote" });
    const name = dialog.getByLabel("Name", { exact: true });
    const company = dialog.getByLabel("Company");
    await dialog.getByLabel("Company").fill("Acme Logistics");
    // Measured once the dialog has stopped zooming in.
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    // Measured from the Name field: the dialog scrolls to the first error.
    const offset = async () => {
      const [n, c] = [(await name.boundingBox())!, (await company.boundingBox())!];
      return { top: Math.round(c.y - n.y), height: Math.round(c.height) };
    };
    const before = await offset();
    expect(before, "Name and Company side by side").toEqual({ top: 0, height: before.height });

    await dialog.getByRole("button", { name: "Send Quote Request" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    expect(await offset()).toEqual(before);
  });
});
