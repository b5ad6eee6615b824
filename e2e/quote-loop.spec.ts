import { expect, test, type Page } from "@playwright/test";
import { addDays, formatIsoDate, todayIn } from "../src/lib/dates";
import { pdfText } from "../test/pdf-text";
import { signedInAdminState } from "./support/admin-session";
import { waitForMail, type SinkMail } from "./support/smtp-sink";
import { eachTestItsOwnClient, ownClientAddress } from "./support/client-address";

test.use(eachTestItsOwnClient);

/**
 * The whole quote loop in the browser, with the e2e
 * server's mail going to a real SMTP sink (e2e/support/smtp-sink.ts). A buyer
 * asks for a quote with a target price; the admin prices it with a quantity
 * break and freight and sends it; the e-mail holds the private link and the
 * PDF; the buyer, in a browser that never saw the site, asks a question; the
 * admin sends a revision; the buyer accepts version 2 with a PO number; the
 * admin is e-mailed and sees Won. Elements are found by the agreed texts
 * (prompts/labels.md).
 */

const MAILER = "White Poly Mailer 10 x 13 in";
const SKU = "PMB-1001";

const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Open cart/ });
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** "Send quote", then its confirm step ("Send version N"), then the toast. */
async function sendVersion(admin: Page, version: number) {
  await admin.getByRole("button", { name: "Send quote" }).click();
  await admin
    .getByRole("alertdialog")
    .getByRole("button", { name: `Send version ${version}` })
    .click();
  await expect(admin.locator("[data-sonner-toast]").filter({ hasText: `Quote version ${version} sent` })).toBeVisible();
}

const pdfOf = (mail: SinkMail, filename: string) => mail.attachments.find((a) => a.filename === filename);

test("the quote loop: cart with a target price → priced quote by e-mail → question → revision → accepted, Won", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const buyerEmail = `dana+${Date.now()}@acme.example`;
  const neededBy = addDays(todayIn(), 14);

  // The buyer: 12 cases from the product page, then the quote form with a target price and a needed-by date.
  await page.goto("/products/white-poly-mailer-10x13");
  await page
    .getByRole("main")
    .getByRole("textbox", { name: `Quantity of ${MAILER}` })
    .fill("12");
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 12 items");
  await cartButton(page).click();
  await page
    .getByRole("dialog", { name: /Shopping Cart/ })
    .getByRole("button", { name: "Request Quote / Checkout" })
    .click();
  const form = page.getByRole("dialog", { name: "Request a Quote" });
  await form.getByLabel(`Target price for ${MAILER}`).fill("45.00");
  await form.getByLabel(`Substitutes OK for ${MAILER}`).check();
  await form.getByLabel("Needed by (optional)").fill(neededBy);
  await form.getByLabel("Name", { exact: true }).fill("Dana Buyer");
  await form.getByLabel("Company").fill("Acme Logistics");
  await form.getByLabel("Email").fill(buyerEmail);
  await form.getByLabel("Phone").fill("(555) 201-3344");
  await form.getByRole("combobox", { name: "Ship-to state" }).click();
  await page.getByRole("option", { name: "Texas" }).click();
  await form.getByLabel("Ship-to ZIP").fill("75001");
  await form.getByRole("button", { name: "Send Quote Request" }).click();
  const reference = page.getByRole("dialog", { name: "Thank you" }).getByTestId("quote-reference");
  await expect(reference).toHaveText(/^Q-\d{4}-\d{6}$/);
  const ref = (await reference.textContent())!;

  // The admin, in a browser of their own: from the inbox to the request's page.
  const adminContext = await browser.newContext({ storageState: await signedInAdminState(browser, test.info()) });
  const admin = await adminContext.newPage();
  // Where the buyer's answers are mailed: the business e-mail in Settings.
  const settings = (await (await admin.request.get("/api/admin/settings")).json()) as { key: string; value: string }[];
  const businessEmail = settings.find((s) => s.key === "business_email")?.value;
  expect(businessEmail).toMatch(/@/);
  await admin.goto("/admin/quote-requests");
  await admin.getByRole("link", { name: ref, exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/quote-requests\/\d+$/);
  await expect(admin.getByRole("heading", { level: 1 })).toContainText(ref);
  const request = region(admin, "Request");
  await expect(request).toContainText("Target $45.00");
  await expect(request).toContainText("Substitutes OK");
  await expect(region(admin, "Timeline")).toContainText("Request received");

  // Priced: $52.00 a case, $49.50 from 10 cases (12 reach it), $85.00 freight.
  const quote = region(admin, "Quote");
  await expect(quote.getByLabel("Line 1 SKU", { exact: true })).toHaveValue(SKU);
  await expect(quote.getByLabel("Line 1 quantity", { exact: true })).toHaveValue("12");
  await quote.getByLabel("Line 1 unit", { exact: true }).fill("case");
  await quote.getByLabel("Line 1 unit price", { exact: true }).fill("52.00");
  await expect(quote).toContainText("Line total $624.00");
  await quote.getByRole("button", { name: "Add break for line 1" }).click();
  await quote.getByLabel("Line 1 break 1 minimum quantity", { exact: true }).fill("10");
  await quote.getByLabel("Line 1 break 1 unit price", { exact: true }).fill("49.50");
  await quote.getByLabel("Freight", { exact: true }).fill("85.00");
  await quote.getByLabel("Lead time", { exact: true }).fill("5 business days");
  await expect(quote).toContainText("Line total $594.00");
  await expect(quote).toContainText("Subtotal $594.00");
  await expect(quote).toContainText("Total $679.00");
  await sendVersion(admin, 1);
  await expect(admin.getByRole("heading", { level: 1 })).toContainText("Quoted");
  const buyerLink = quote.getByLabel("Buyer link");
  await expect(buyerLink).toHaveValue(/\/quotes\/[\w-]{22,}$/);
  const link = await buyerLink.inputValue();
  await expect(quote.getByRole("button", { name: "Copy link" })).toBeVisible();

  // The buyer's e-mail: the link and the PDF.
  const first = await waitForMail((m) => m.to.includes(buyerEmail) && m.attachments.some((a) => a.filename.endsWith("-v1.pdf")));
  expect(first.subject).toContain(ref);
  expect(first.text).toContain(link);
  expect(first.text).toContain("$679.00");
  const pdf1 = pdfOf(first, `${ref}-v1.pdf`);
  expect(pdf1, `attachments: ${first.attachments.map((a) => a.filename).join(", ")}`).toBeDefined();
  expect(pdf1!.contentType).toBe("application/pdf");
  expect(Buffer.from(pdf1!.base64, "base64").subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // The same quote as the page: read back by a real PDF text extractor.
  const pdf1Text = pdfText(Buffer.from(pdf1!.base64, "base64")).text;
  for (const text of [
    ref,
    SKU,
    MAILER,
    "10+ cases at $49.50",
    "$594.00",
    "$85.00",
    "$679.00",
    "Acme Logistics",
    "Dana Buyer",
    "TX 75001",
    formatIsoDate(neededBy),
    link,
  ]) {
    expect(pdf1Text.replace(/\s+/g, " ")).toContain(text);
  }

  // The buyer opens the link from the e-mail in a browser that has never seen the site.
  const buyerContext = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const buyer = await buyerContext.newPage();
  const linkInMail = /https?:\/\/\S+\/quotes\/[\w-]+/.exec(first.text)![0];
  await buyer.goto(linkInMail);
  await expect(buyer.getByRole("heading", { level: 1 })).toHaveText(`Quote ${ref}`);
  await expect(buyer.getByText("Version 1", { exact: true })).toBeVisible();
  const lines = buyer.getByRole("table").first();
  await expect(lines).toContainText(SKU);
  await expect(lines).toContainText(MAILER);
  await expect(lines).toContainText("$49.50");
  await expect(lines).toContainText("10+ at $49.50");
  await expect(buyer.getByRole("main")).toContainText("$679.00");
  await expect(buyer.getByRole("link", { name: "Download PDF" })).toBeVisible();

  await buyer.getByLabel("Ask a question or request changes").fill("Can you do $48.00 a case if we take 12 every month?");
  await buyer.getByRole("button", { name: "Send message" }).click();
  await expect(buyer.getByText("Message sent")).toBeVisible();

  // The admin sees the message, and sends version 2 at $48.00 from 10 cases.
  await admin.reload();
  const timeline = region(admin, "Timeline");
  await expect(timeline).toContainText("Version 1 sent");
  await expect(timeline).toContainText("Buyer message");
  await expect(timeline).toContainText("Can you do $48.00 a case if we take 12 every month?");
  await quote.getByLabel("Line 1 break 1 unit price", { exact: true }).fill("48.00");
  await expect(quote).toContainText("Total $661.00");
  await sendVersion(admin, 2);
  await expect(region(admin, "Timeline")).toContainText("Version 2 sent");
  await expect(quote.getByLabel("Buyer link")).toHaveValue(link);
  const second = await waitForMail((m) => m.to.includes(buyerEmail) && m.attachments.some((a) => a.filename.endsWith("-v2.pdf")));
  expect(second.text).toContain(link);
  const pdf2 = pdfOf(second, `${ref}-v2.pdf`);
  expect(pdf2).toBeDefined();
  expect(pdfText(Buffer.from(pdf2!.base64, "base64")).text).toContain("$661.00");

  // The buyer reloads: version 2, version 1 superseded, and accepts version 2.
  await buyer.reload();
  await expect(buyer.getByText("Version 2", { exact: true })).toBeVisible();
  await expect(buyer.getByRole("main")).toContainText("$661.00");
  const earlier = buyer.getByRole("region", { name: "Earlier versions" });
  await expect(earlier.getByRole("heading", { name: "Earlier versions" })).toBeVisible();
  await expect(earlier).toContainText("Version 1");
  await expect(earlier).toContainText("Superseded");
  await buyer.getByLabel("Your name").fill("Dana Buyer");
  await buyer.getByLabel("PO number (optional)").fill("PO-7788");
  await buyer.getByRole("button", { name: "Accept quote" }).click();
  await expect(buyer.getByText("You accepted version 2").first()).toBeVisible();
  await expect(buyer.getByRole("button", { name: "Accept quote" })).toHaveCount(0);

  // The business is e-mailed, and the admin's page shows Won, who accepted and the PO number.
  const accepted = await waitForMail((m) => m.to.includes(businessEmail!) && m.subject.includes(ref) && /accepted/i.test(m.subject));
  expect(`${accepted.subject}\n${accepted.text}`).toContain("PO-7788");
  expect(`${accepted.subject}\n${accepted.text}`).toContain("Dana Buyer");
  await admin.reload();
  await expect(admin.getByRole("heading", { level: 1 })).toContainText("Won");
  await expect(region(admin, "Timeline")).toContainText("Accepted by Dana Buyer");
  await expect(region(admin, "Timeline")).toContainText("PO PO-7788");

  await buyerContext.close();
  await adminContext.close();
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the quote form's target price, Substitutes OK and needed-by fit a phone and work by keyboard", async ({ page }, testInfo) => {
    await page.goto("/products/white-poly-mailer-10x13");
    await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 1 item");
    await cartButton(page).click();
    await page
      .getByRole("dialog", { name: /Shopping Cart/ })
      .getByRole("button", { name: "Request Quote / Checkout" })
      .click();
    const form = page.getByRole("dialog", { name: "Request a Quote" });
    const price = form.getByLabel(`Target price for ${MAILER}`);
    await price.focus();
    await page.keyboard.type("12.5");
    await page.keyboard.press("Tab");
    const substitutes = form.getByLabel(`Substitutes OK for ${MAILER}`);
    await expect(substitutes).toBeFocused();
    await page.keyboard.press("Space");
    await expect(substitutes).toBeChecked();
    await form.getByLabel("Needed by (optional)").fill(addDays(todayIn(), 3));
    for (const control of [price, substitutes, form.getByLabel("Needed by (optional)")]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // Nothing in the dialog is wider than the dialog: no sideways scrolling.
    const overflowing = await form.evaluate((d) => {
      const right = d.getBoundingClientRect().right;
      return [...d.querySelectorAll("*")]
        .filter((e) => e.getBoundingClientRect().right > right + 0.5 && e.getClientRects().length > 0)
        .map(
          (e) =>
            `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 80)} → ${Math.round(e.getBoundingClientRect().right - right)}px`,
        );
    });
    expect(overflowing).toEqual([]);
    expect(await form.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
    await testInfo.attach("quote-form-390", { body: await form.screenshot(), contentType: "image/png" });
  });
});
