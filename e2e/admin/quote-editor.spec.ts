import { type Page } from "@playwright/test";
import { expect, test } from "../support/admin-session";
import { eachTestItsOwnClient } from "../support/client-address";

test.use(eachTestItsOwnClient);

/**
 * The admin's quote page: from the inbox to /admin/quote-requests/{id},
 * the request as the buyer sent it, the editor worked with the keyboard (live
 * totals in exact cents, a quantity break, a substitute line), a bad price
 * named on its field, the draft saved and sent, the buyer link and the timeline.
 * Screenshots at 390 and 1280 px go to test-results/.
 */

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const field = (page: Page, label: string) => region(page, "Quote").getByLabel(label, { exact: true });

test("a request is priced on its page with the keyboard, saved, sent, and its link and timeline follow", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const company = `Quill Pallets ${stamp}`;
  const created = await page.request.post("/api/quote-requests", {
    data: {
      name: "Mara Quill",
      company,
      email: `mara.${stamp}@pallets.example.com`,
      phone: "(555) 201-3344",
      state: "NJ",
      zip: "08837",
      notes: "Dock 4, mornings only",
      items: [{ sku: "PMB-1001", name: "White Poly Mailer 10 x 13 in", quantity: 12, targetPrice: "45.00", substitutesOk: true }],
    },
    // Its own client address: the quote form's rate limit of other tests is untouched.
    headers: {
      Origin: baseURL!,
      "X-Forwarded-For": `10.78.${Number.parseInt(stamp.slice(-2), 36) % 250}.${Number.parseInt(stamp.slice(-4, -2), 36) % 250}`,
    },
  });
  expect(created.status()).toBe(201);
  const { reference } = (await created.json()) as { reference: string };

  await page.goto("/admin/quote-requests");
  const card = page.getByTestId("quote-card").filter({ hasText: reference });
  await expect(card).toContainText("Unread");
  // A fresh request has no quote, so nothing of it is expired.
  await page.getByRole("tab", { name: "Expired" }).click();
  await expect(page.getByText("No quote is past its valid-until date.").or(page.getByTestId("quote-card").first())).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole("tab", { name: "All" }).click();
  await card.getByRole("link", { name: reference, exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/quote-requests\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("New");
  const request = region(page, "Request");
  await expect(request).toContainText(company);
  await expect(request).toContainText("NJ 08837");
  await expect(request).toContainText("Dock 4, mornings only");
  const item = request.getByRole("row").filter({ hasText: "PMB-1001" });
  await expect(item).toContainText("White Poly Mailer 10 x 13 in");
  await expect(item).toContainText("$48.00 - $62.00 per case of 1,000 mailers");
  await expect(item).toContainText("Target $45.00");
  await expect(item).toContainText("Substitutes OK");
  await expect(item.getByRole("cell").nth(1)).toHaveText("12");
  await expect(region(page, "Timeline")).toContainText("Request received");
  await expect(region(page, "Timeline")).toContainText("Opened");

  // Prefilled from the request; worked with the keyboard.
  await expect(field(page, "Line 1 SKU")).toHaveValue("PMB-1001");
  await expect(field(page, "Line 1 name")).toHaveValue("White Poly Mailer 10 x 13 in");
  await expect(field(page, "Line 1 quantity")).toHaveValue("12");
  await expect(page.getByText("Prefilled from the request; not saved yet")).toBeVisible();
  await field(page, "Line 1 unit").focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("case");
  await page.keyboard.press("Tab");
  await expect(field(page, "Line 1 unit price")).toBeFocused();
  await page.keyboard.type("52");
  await expect(region(page, "Quote")).toContainText("Line total $624.00");
  await page.keyboard.press("Tab");
  await expect(region(page, "Quote").getByRole("button", { name: "Add break for line 1" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(field(page, "Line 1 break 1 minimum quantity")).toBeFocused();
  await page.keyboard.type("10");
  await page.keyboard.press("Tab");
  await expect(field(page, "Line 1 break 1 unit price")).toBeFocused();
  await page.keyboard.type("49.50");
  await expect(region(page, "Quote")).toContainText("Line total $594.00");
  await expect(region(page, "Quote")).toContainText("Subtotal $594.00");
  await expect(region(page, "Quote")).toContainText("Total $594.00");

  // A substitute of the admin's choosing, as a second line.
  await region(page, "Quote").getByRole("button", { name: "Add line" }).press("Enter");
  await expect(field(page, "Line 2 SKU")).toBeFocused();
  await page.keyboard.type("KMB-2001");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Kraft mailer 10 x 13 in (substitute)");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("3");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("case");
  await page.keyboard.press("Tab");
  await expect(region(page, "Quote")).toContainText("Subtotal —");
  // A price with three decimals: named on its field, and no totals.
  await page.keyboard.type("26.105");
  await page.keyboard.press("Tab");
  await expect(field(page, "Line 2 unit price")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Line 2 unit price")).toHaveAccessibleDescription(/Enter a price like 45\.00/);
  await expect(region(page, "Quote")).toContainText("Total —");
  await region(page, "Quote").getByRole("button", { name: "Save draft" }).click();
  await expect(field(page, "Line 2 unit price")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("26.10");
  await expect(field(page, "Line 2 unit price")).toHaveAttribute("aria-invalid", "false");
  await field(page, "Freight").fill("85");
  await field(page, "Lead time").fill("5 business days");
  await expect(region(page, "Quote")).toContainText("Line total $78.30");
  await expect(region(page, "Quote")).toContainText("Subtotal $672.30");
  await expect(region(page, "Quote")).toContainText("Total $757.30");

  await region(page, "Quote").getByRole("button", { name: "Save draft" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Draft saved" })).toBeVisible();
  await expect(field(page, "Freight")).toHaveValue("85.00");
  await expect(page.getByText("Draft saved", { exact: true }).last()).toBeVisible();
  await page.reload();
  await expect(field(page, "Line 2 name")).toHaveValue("Kraft mailer 10 x 13 in (substitute)");
  await expect(field(page, "Line 1 break 1 unit price")).toHaveValue("49.50");
  await expect(region(page, "Quote")).toContainText("Total $757.30");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/admin-quote-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(field(page, "Line 1 unit price")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "the page scrolls sideways at 390 px").toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/admin-quote-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Send: a confirm step, then the toast, the buyer link and the timeline.
  await region(page, "Quote").getByRole("button", { name: "Send quote" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Send version 1?" });
  await expect(confirm).toContainText("Total $757.30");
  await confirm.getByRole("button", { name: "Send version 1" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Quote version 1 sent" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Quoted");
  await expect(field(page, "Buyer link")).toHaveValue(/^https?:\/\/[^/]+\/quotes\/[\w-]{40,}$/);
  await expect(region(page, "Quote").getByRole("button", { name: "Copy link" })).toBeVisible();
  await expect(region(page, "Timeline")).toContainText("Version 1 sent");
  const sent = region(page, "Quote").getByRole("group").filter({ hasText: "Version 1" });
  await sent.getByText("Version 1", { exact: true }).click();
  await expect(sent.getByRole("row").filter({ hasText: "PMB-1001" })).toContainText("$594.00");
  await expect(sent.getByRole("row").filter({ hasText: "PMB-1001" })).toContainText("10+ at $49.50");
  await expect(sent).toContainText("Total$757.30");
  await page.screenshot({ path: "test-results/admin-quote-sent-1280.png", fullPage: true });

  // Back in the inbox: read, Quoted, and still nothing expired.
  await page.getByRole("link", { name: "Back to Quote Requests" }).click();
  await expect(card).toContainText("Quoted");
  await expect(card).not.toContainText("Unread");
  await page.getByRole("tab", { name: "Expired" }).click();
  await expect(page.getByTestId("quote-card").filter({ hasText: reference })).toHaveCount(0);

  // The dashboard's quote cards show the server's figures; this quote now waits for the buyer.
  await page.goto("/admin/dashboard");
  const { quotes } = (await (await page.request.get("/api/admin/dashboard-stats")).json()) as {
    quotes: { awaitingQuote: number; awaitingBuyer: number };
  };
  expect(quotes.awaitingBuyer).toBeGreaterThanOrEqual(1);
  const cards = page.getByRole("region", { name: "Quotes at a glance" });
  await expect(cards.getByRole("link", { name: /^Awaiting buyer/ })).toContainText(String(quotes.awaitingBuyer));
  await expect(cards.getByRole("link", { name: /^Awaiting quote/ })).toContainText(String(quotes.awaitingQuote));
  await expect(cards).toContainText("Win rate (90 days)");
  await page.screenshot({ path: "test-results/admin-dashboard-quotes-1280.png" });
});
