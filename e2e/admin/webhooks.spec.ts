import { expect, test, type Page } from "@playwright/test";
import { startReceiver, type Receiver } from "../../test/webhooks/receiver";
import { joinAdminSession } from "../support/admin-session";
import { eachTestItsOwnClient } from "../support/client-address";

/**
 * Webhooks as the admin and a buyer live them, at 1280 and 390 px: the admin
 * registers an endpoint (a real receiver this spec starts) by typing and
 * clicking, a quote request sent through the storefront arrives there signed
 * (verified with the standardwebhooks package), and the admin sees the
 * delivery and redelivers it.
 */
test.use(eachTestItsOwnClient);

const productCard = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Open cart/ });

async function requestQuoteThroughStorefront(page: Page): Promise<string> {
  await page.goto("/categories/mailer-bags");
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 0 items");
  await productCard(page, "White Poly Mailer 10 x 13 in").getByRole("button", { name: "Add to Cart" }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 1 item");
  await cartButton(page).click();
  await page
    .getByRole("dialog", { name: /Shopping Cart/ })
    .getByRole("button", { name: "Request Quote / Checkout" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Request a Quote" });
  await dialog.getByRole("textbox", { name: "Name" }).pressSequentially("Dana Buyer");
  await dialog.getByRole("textbox", { name: "Company" }).pressSequentially("Acme Logistics");
  await dialog.getByRole("textbox", { name: "Email" }).pressSequentially("dana.webhooks@acme.example");
  await dialog.getByRole("textbox", { name: "Phone" }).pressSequentially("(555) 201-3344");
  await dialog.getByRole("combobox", { name: "Ship-to state" }).click();
  await page.getByRole("option", { name: "Texas" }).click();
  await dialog.getByRole("textbox", { name: "Ship-to ZIP" }).pressSequentially("75001");
  await dialog.getByRole("button", { name: "Send Quote Request" }).click();
  const reference = page.getByRole("dialog", { name: "Thank you" }).getByTestId("quote-reference");
  await expect(reference).toHaveText(/^Q-\d{4}-\d{6}$/);
  const ref = (await reference.textContent())!;
  await page.getByRole("dialog", { name: "Thank you" }).getByRole("button", { name: "Continue Shopping" }).click();
  return ref;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    let receiver: Receiver;
    test.beforeEach(async () => {
      receiver = await startReceiver();
    });
    test.afterEach(async () => {
      await receiver.close();
    });

    test("the admin registers an endpoint; a storefront quote request arrives signed; the admin sees the delivery and redelivers it", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await joinAdminSession(page.context(), testInfo);
      await page.goto("/admin/dashboard");
      await page.getByRole("link", { name: /^Webhooks/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();

      await page.getByRole("button", { name: "Add Endpoint" }).click();
      const form = page.getByRole("dialog", { name: "Add Webhook Endpoint" });
      // Nothing chosen: the schema's message, nothing stored.
      await form.getByRole("textbox", { name: "URL" }).pressSequentially(receiver.url);
      await form.getByRole("button", { name: "Add Endpoint" }).click();
      await expect(form).toContainText("Choose at least one event");
      await form.getByRole("textbox", { name: "Description" }).pressSequentially(`Receiver at ${viewport.width} px`);
      await form.getByRole("checkbox", { name: /quote_request\.created/ }).check();
      await form.getByRole("button", { name: "Add Endpoint" }).click();

      const added = page.getByRole("dialog", { name: "Endpoint added" });
      const secret = (await added.getByTestId("webhook-secret").textContent())!;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      receiver.secret = secret;
      await added.getByRole("link", { name: "Open endpoint" }).click();
      await expect(page).toHaveURL(/\/admin\/webhooks\/\d+$/);
      const endpointPath = new URL(page.url()).pathname;
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(receiver.url);
      await page.getByRole("button", { name: "Reveal secret" }).click();
      await expect(page.getByRole("region", { name: "Details" }).getByTestId("webhook-secret")).toHaveText(secret);

      // A buyer's quote request through the storefront.
      const reference = await requestQuoteThroughStorefront(page);
      const arrived = () => receiver.received.filter((r) => r.body.data.reference === reference);
      await expect.poll(() => arrived().length, { timeout: 30_000 }).toBe(1);
      const [first] = arrived();
      expect(first.verified).toBe(true);
      expect(first.body.type).toBe("quote_request.created");

      // The admin sees it and sends it again.
      await page.goto(endpointPath);
      const row = page.getByRole("row").filter({ hasText: first.id });
      // The receiver has it a moment before the dispatcher records its answer.
      await expect(async () => {
        await page.getByRole("button", { name: "Refresh" }).click();
        await expect(row).toContainText("succeeded", { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(row).toContainText("quote_request.created");
      await expect(row).toContainText("200");
      await expect(row).toContainText(`ok ${first.id}`);
      await row.getByRole("button", { name: /^Redeliver/ }).click();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Delivery queued again" })).toBeVisible();
      await expect.poll(() => arrived().length, { timeout: 30_000 }).toBe(2);
      expect(arrived()[1].id).toBe(first.id);
      expect(arrived()[1].verified).toBe(true);
      await expect(async () => {
        await page.getByRole("button", { name: "Refresh" }).click();
        await expect(row).toContainText("2 attempts", { timeout: 1000 });
        await expect(row).toContainText("succeeded", { timeout: 1000 });
      }).toPass({ timeout: 15_000 });

      // Gone when deleted.
      await page.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(page).toHaveURL(/\/admin\/webhooks$/);
      // By role: Next keeps the endpoint's page (its heading is the URL) hidden in the DOM.
      await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
      await expect(page.getByRole("link").filter({ hasText: receiver.url })).toHaveCount(0);
    });
  });
}
