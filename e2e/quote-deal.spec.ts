import type { Page } from "@playwright/test";
import { expect, testWithAdminApi as test } from "./support/admin-session";
import { adminPage, quotedRequest } from "./support/quotes";
import { waitForMail } from "./support/smtp-sink";

/**
 * Trust in the deal, as the buyer and the admin live it, at 1280 and 390 px:
 * the buyer asks, the admin types a reply and sends it, the buyer gets it by
 * e-mail and sees both sides on the quote's page; the buyer accepts, and on
 * a phone the focus lands on the confirmation; the admin tries to send a new
 * version over the accepted one, is told why not, reopens it with a reason,
 * and sends; the buyer reads the reason and still sees what they accepted.
 */

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a reply reaches the buyer; accepting moves the focus to the confirmation; an accepted quote is reopened with a reason before a new version", async ({
      page,
      adminApi,
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      const stamp = `${viewport.width}-${Date.now().toString(36)}`;
      const email = `deal.${stamp}@acme.example`;
      const { id, reference, url } = await quotedRequest(page, adminApi, baseURL!, email);
      const path = new URL(url).pathname;

      // The buyer asks a question on the quote's page.
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quote ${reference}`);
      await page.getByLabel("Ask a question or request changes").pressSequentially("Can you ship by Friday?");
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText("Message sent")).toBeVisible();
      await expect(page.getByRole("list", { name: "Conversation" })).toContainText("Can you ship by Friday?");

      // The admin reads it and types a reply.
      const { context, admin } = await adminPage(browser, testInfo, viewport);
      await admin.goto(`/admin/quote-requests/${id}`);
      await expect(region(admin, "Timeline")).toContainText("Can you ship by Friday?");
      await admin.getByRole("textbox", { name: "Reply to the buyer" }).pressSequentially("Yes: it leaves Dallas on Friday morning.");
      await admin.getByRole("button", { name: "Send reply" }).click();
      await expect(admin.locator("[data-sonner-toast]").filter({ hasText: "Reply sent" })).toBeVisible();
      await expect(region(admin, "Timeline")).toContainText("Reply to the buyer");
      await expect(region(admin, "Timeline")).toContainText("Yes: it leaves Dallas on Friday morning.");
      await expect(admin.getByRole("textbox", { name: "Reply to the buyer" })).toHaveValue("");

      // E-mailed to the buyer with the link; on the page, both sides of the conversation.
      const mail = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith("Re: Quote"));
      expect(mail.subject).toContain(reference);
      expect(mail.text).toContain("Yes: it leaves Dallas on Friday morning.");
      expect(mail.text).toContain(url);
      await page.reload();
      const thread = page.getByRole("list", { name: "Conversation" }).getByRole("listitem");
      await expect(thread).toHaveCount(2);
      await expect(thread.nth(0)).toContainText("You");
      await expect(thread.nth(0)).toContainText("Can you ship by Friday?");
      await expect(thread.nth(1)).toContainText("Yes: it leaves Dallas on Friday morning.");

      // The buyer accepts: the confirmation is in view and has the focus.
      await page.getByLabel("Your name").fill("Dana Buyer");
      await page.getByLabel("PO number (optional)").fill(`PO-${stamp}`);
      await page.getByRole("button", { name: "Accept quote" }).click();
      const confirmation = page.getByRole("status").filter({ hasText: "You accepted version 1" });
      await expect(confirmation).toBeFocused();
      await expect(confirmation).toBeInViewport();
      await testInfo.attach(`accepted-${viewport.width}`, { body: await page.screenshot(), contentType: "image/png" });

      // The admin changes a price and tries to send version 2 over the accepted version 1.
      await admin.reload();
      await expect(admin.getByRole("heading", { level: 1 })).toContainText("Won");
      const quote = region(admin, "Quote");
      await quote.getByLabel("Line 1 unit price", { exact: true }).fill("49.00");
      await quote.getByRole("button", { name: "Send quote" }).click();
      const dialog = admin.getByRole("alertdialog");
      await expect(dialog.getByRole("heading", { name: "Reopen before sending version 2" })).toBeVisible();
      await expect(dialog).toContainText(`Version 1 was accepted by Dana Buyer (PO PO-${stamp}). It cannot be replaced silently.`);
      await expect(dialog.getByRole("button", { name: "Send version 2" })).toHaveCount(0);
      // No reason, no reopening.
      await dialog.getByRole("button", { name: "Reopen quote" }).click();
      await expect(dialog).toContainText("Enter the reason for reopening");
      await dialog.getByLabel("Reason for reopening").pressSequentially("Resin prices fell: we can offer you a better price.");
      await dialog.getByRole("button", { name: "Reopen quote" }).click();
      await expect(admin.locator("[data-sonner-toast]").filter({ hasText: "Quote reopened" })).toBeVisible();
      await dialog.getByRole("button", { name: "Send version 2" }).click();
      await expect(admin.locator("[data-sonner-toast]").filter({ hasText: "Quote version 2 sent" })).toBeVisible();
      await expect(admin.getByRole("heading", { level: 1 })).toContainText("Quoted");
      await expect(region(admin, "Timeline")).toContainText("Version 1 reopened");
      await expect(region(admin, "Timeline")).toContainText("Resin prices fell: we can offer you a better price.");

      // The buyer reads the reason, and still sees what they accepted.
      await page.reload();
      await expect(page.getByText("Version 2", { exact: true })).toBeVisible();
      const earlier = page.getByRole("region", { name: "Earlier versions" });
      await expect(earlier).toContainText(`Accepted by Dana Buyer on`);
      await expect(earlier).toContainText(`PO PO-${stamp}`);
      await expect(earlier).toContainText("Reason: Resin prices fell: we can offer you a better price.");
      await expect(page.getByRole("button", { name: "Accept quote" })).toBeVisible();
      await testInfo.attach(`reopened-${viewport.width}`, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
      await context.close();
    });
  });
}
