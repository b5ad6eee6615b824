import { expect, testWithAdminApi as test } from "./support/admin-session";
import { adminPage, QUOTED_NAME as NAME, quotedRequest } from "./support/quotes";
import { waitForMail } from "./support/smtp-sink";

/**
 * An order's life as the buyer and the admin live it, at 1280 and 390 px: the
 * buyer accepts a quote, the admin confirms the order and ships it with a
 * tracking number by typing in the back office, the buyer signs in with the
 * e-mailed link, sees it shipped with the tracking number and reorders it
 * into the cart.
 */

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("accepted, confirmed and shipped with tracking in the back office; the signed-in buyer sees it and reorders", async ({
      page,
      adminApi,
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(150_000);
      const stamp = `${viewport.width}-${Date.now().toString(36)}`;
      const email = `orders.${stamp}@acme.example`;
      const po = `PO-${stamp}`;
      const tracking = `1Z${stamp.replace(/\W/g, "").toUpperCase()}`;
      const { url } = await quotedRequest(page, adminApi, baseURL!, email);

      // The buyer accepts the quote: it becomes an order.
      await page.goto(new URL(url).pathname);
      await page.getByLabel("Your name").fill("Dana Buyer");
      await page.getByLabel("PO number (optional)").fill(po);
      await page.getByRole("button", { name: "Accept quote" }).click();
      await expect(page.getByRole("status").filter({ hasText: "You accepted version 1" })).toBeVisible();

      // The admin finds it by its PO number, confirms it, then ships it.
      const { context, admin } = await adminPage(browser, testInfo, viewport);
      await admin.goto("/admin/dashboard");
      await admin
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: /^Orders/ })
        .click();
      await expect(admin.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
      await admin.getByRole("searchbox", { name: "Search" }).pressSequentially(po);
      await admin.getByRole("button", { name: "Filter" }).click();
      const row = admin.getByRole("row", { name: new RegExp(po) });
      await expect(row).toContainText("Placed");
      // The number from the row: the order's heading is read only once the page shows it.
      const link = row.getByRole("link", { name: /^SO-\d{4}-\d{6}$/ });
      const number = (await link.textContent())!.trim();
      await link.click();
      await expect(admin.getByRole("heading", { level: 1 })).toContainText(number);
      await admin.getByRole("button", { name: "Mark Confirmed" }).click();
      await expect(admin.getByRole("status").filter({ hasText: "Marked Confirmed" })).toBeVisible();
      // Shipping without a tracking number is refused by the form itself.
      await admin.getByRole("textbox", { name: "Carrier" }).pressSequentially("UPS Freight");
      await admin.getByRole("button", { name: "Mark Shipped" }).click();
      await expect(admin.getByRole("status").filter({ hasText: "Marked Shipped" })).toHaveCount(0);
      await admin.getByRole("textbox", { name: "Tracking number" }).pressSequentially(tracking);
      await admin.getByRole("button", { name: "Mark Shipped" }).click();
      await expect(admin.getByRole("status").filter({ hasText: "Marked Shipped" })).toBeVisible();
      await expect(admin.getByRole("region", { name: "Shipment" })).toContainText(tracking);
      await expect(admin.getByRole("region", { name: "Timeline" })).toContainText(`UPS Freight, tracking ${tracking}`);
      await testInfo.attach(`admin-shipped-${viewport.width}`, {
        body: await admin.screenshot({ fullPage: true }),
        contentType: "image/png",
      });
      await context.close();

      // The buyer is e-mailed the shipment, with the carrier and tracking number.
      const shipped = await waitForMail((m) => m.to.includes(email) && m.subject === `Order ${number}: Shipped`);
      expect(shipped.text).toContain(tracking);
      expect(shipped.text).toContain(`/account/orders/${number}`);

      // The buyer signs in with the e-mailed link and finds the order shipped.
      await page.goto("/account/sign-in");
      await page.getByRole("textbox", { name: "Email" }).fill(email);
      await page.getByRole("textbox", { name: "Email" }).press("Enter");
      const signIn = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith("Your sign-in link"));
      await page.goto(signIn.text.match(/http:\/\/localhost:\d+\/account\/sign-in\/confirm\?token=[A-Za-z0-9_-]{43}/)![0]);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/account$/);
      await page.getByRole("link", { name: "Your orders" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Your orders" })).toBeVisible();
      const mine = page.getByRole("row", { name: new RegExp(number) });
      await expect(mine).toContainText(po);
      await expect(mine).toContainText("$709.00");
      await expect(mine).toContainText("Shipped");
      await mine.getByRole("link", { name: number }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(`Order ${number}`);
      const shipment = page.getByRole("region", { name: "Shipment" });
      await expect(shipment).toContainText("UPS Freight");
      await expect(shipment).toContainText(tracking);
      await expect(page.getByRole("table", { name: "Lines ordered" })).toContainText(NAME);

      // Reorder: the lines go back into the cart, which opens.
      await page.getByRole("button", { name: "Reorder" }).click();
      await expect(page.getByRole("list", { name: "Reorder summary" })).toContainText("1 line is in your cart.");
      const cart = page.getByRole("dialog", { name: /Shopping Cart/ });
      await expect(cart).toBeVisible();
      await expect(cart).toContainText(NAME);
      await testInfo.attach(`buyer-reordered-${viewport.width}`, { body: await page.screenshot(), contentType: "image/png" });
    });
  });
}
