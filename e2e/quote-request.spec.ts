import { expect, test, type Page } from "@playwright/test";
import { joinAdminSession } from "./support/admin-session";
import { eachTestItsOwnClient } from "./support/client-address";

test.use(eachTestItsOwnClient);

/** Quote requests: from the cart to a stored quote request, and into the admin inbox. */

const productCard = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Open cart/ });

test("a buyer requests a quote from the cart; the admin finds it and changes its status", async ({ page }, testInfo) => {
  await page.goto("/categories/mailer-bags");
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 0 items");
  await productCard(page, "White Poly Mailer 10 x 13 in").getByRole("button", { name: "Add to Cart" }).click();
  await productCard(page, "Poly Mailer 14.5 x 19 in").getByRole("button", { name: "Add to Cart" }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 2 items");

  await cartButton(page).click();
  await page
    .getByRole("dialog", { name: /Shopping Cart/ })
    .getByRole("button", { name: "Request Quote / Checkout" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Request a Quote" });
  await expect(dialog).toBeVisible();

  // Quantities stay editable in the form.
  await dialog.getByRole("button", { name: "Increase quantity of White Poly Mailer 10 x 13 in" }).click();
  await expect(dialog.getByRole("textbox", { name: "Quantity of White Poly Mailer 10 x 13 in" })).toHaveValue("2");

  // Validation messages of the shared schema, nothing sent.
  await dialog.getByRole("button", { name: "Send Quote Request" }).click();
  await expect(dialog).toContainText("Name is required");
  await expect(dialog).toContainText("Enter a valid ZIP code");

  await dialog.getByLabel("Name").fill("Dana Buyer");
  await dialog.getByLabel("Company").fill("Acme Logistics");
  await dialog.getByLabel("Email").fill("dana@acme.example");
  await dialog.getByLabel("Phone").fill("(555) 201-3344");
  await dialog.getByRole("combobox", { name: "Ship-to state" }).click();
  await page.getByRole("option", { name: "Texas" }).click();
  await dialog.getByLabel("Ship-to ZIP").fill("75001");
  await dialog.getByLabel("Notes").fill("Deliver to dock 4");
  await dialog.getByRole("button", { name: "Send Quote Request" }).click();

  const confirmation = page.getByRole("dialog", { name: "Thank you" });
  const reference = confirmation.getByTestId("quote-reference");
  await expect(reference).toHaveText(/^Q-\d{4}-\d{6}$/);
  const ref = (await reference.textContent())!;
  await expect(confirmation).toContainText("White Poly Mailer 10 x 13 in");
  await expect(confirmation).toContainText("2 × case of 1,000 mailers");
  await confirmation.getByRole("button", { name: "Continue Shopping" }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 0 items");
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 0 items");

  // The admin's inbox.
  await joinAdminSession(page.context(), testInfo);
  await page.goto("/admin/quote-requests");
  const card = page.getByTestId("quote-card").filter({ hasText: ref });
  await expect(card).toContainText("Unread");
  await expect(card).toContainText("Dana Buyer");
  // Opening it marks it read (a write of its own: reading it changes nothing), closing without saving keeps that.
  await card.getByRole("button", { name: `View quote request ${ref}` }).click();
  const detail = page.getByRole("dialog", { name: `Quote request ${ref}` });
  await expect(detail).toContainText("Acme Logistics");
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await expect(card).not.toContainText("Unread");
  await page.reload();
  await expect(card).toContainText("Dana Buyer");
  await expect(card).not.toContainText("Unread");
  await card.getByRole("button", { name: `View quote request ${ref}` }).click();
  await expect(detail).toContainText("Acme Logistics");
  await expect(detail).toContainText("TX 75001");
  await expect(detail).toContainText("PMB-1001");
  await expect(detail.getByRole("link", { name: "Reply via Email" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:dana@acme\\.example\\?subject=Re%3A%20Your%20quote%20request%20${ref}`),
  );
  await detail.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Quoted" }).click();
  await detail.getByLabel("Internal notes").fill("Sent pricing by phone");
  await detail.getByRole("button", { name: "Save" }).click();
  await expect(detail).toBeHidden();

  await page.getByRole("tab", { name: "Quoted" }).click();
  await expect(page.getByTestId("quote-card").filter({ hasText: ref })).toContainText("Quoted");
  await expect(page.getByTestId("quote-card").filter({ hasText: ref })).not.toContainText("Unread");
  const stored = await page.request.get(`/api/admin/quote-requests?status=Quoted`);
  const quotes = (await stored.json()) as { reference: string; adminNotes: string; items: { sku: string; quantity: number }[] }[];
  const q = quotes.find((x) => x.reference === ref)!;
  expect(q.adminNotes).toBe("Sent pricing by phone");
  expect(q.items).toEqual(expect.arrayContaining([expect.objectContaining({ sku: "PMB-1001", quantity: 2 })]));
});

test("a failed submission keeps everything entered", async ({ page }) => {
  await page.goto("/categories/mailer-bags");
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 0 items");
  await productCard(page, "White Poly Mailer 10 x 13 in").getByRole("button", { name: "Add to Cart" }).click();
  await cartButton(page).click();
  await page.getByRole("button", { name: "Request Quote / Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Quote" });
  await page.route("**/api/quote-requests", (r) =>
    r.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Internal server error" }) }),
  );
  await dialog.getByLabel("Name").fill("Dana Buyer");
  await dialog.getByLabel("Email").fill("dana@acme.example");
  await dialog.getByLabel("Phone").fill("555-201-3344");
  await dialog.getByRole("combobox", { name: "Ship-to state" }).click();
  await page.getByRole("option", { name: "Ohio" }).click();
  await dialog.getByLabel("Ship-to ZIP").fill("43004");
  await dialog.getByRole("button", { name: "Send Quote Request" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Quote request not sent" })).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("Dana Buyer");
  await expect(dialog.getByLabel("Ship-to ZIP")).toHaveValue("43004");
  await expect(dialog).toContainText("White Poly Mailer 10 x 13 in");
  await page.keyboard.press("Escape");
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 1 item");
});
