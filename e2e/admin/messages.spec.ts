import { type Page } from "@playwright/test";
import { expect, test } from "../support/admin-session";

/** /admin/contact-messages. */

const unreadBadge = (page: Page) => page.getByText(/^\d+ unread$/);
const unreadCount = async (page: Page) => Number((await unreadBadge(page).textContent())?.split(" ")[0]);

test("a new message is listed unread, opening it marks it read, and it can be deleted", async ({ page, baseURL }) => {
  const stamp = Date.now().toString(36);
  const firstName = `Mara${stamp}`;
  const sent = await page.request.post("/api/contact", {
    data: {
      firstName,
      lastName: "Quill",
      email: `mara.${stamp}@pallets.example.com`,
      company: "Quill Pallets",
      message: "We need 30 pallets of 80 gauge hand film every month.\nPlease call us.",
    },
    // Its own client address, so the contact form's rate limit of other tests is untouched.
    headers: { Origin: baseURL!, "X-Forwarded-For": `10.77.${stamp.length}.${Number.parseInt(stamp.slice(-2), 36) % 250}` },
  });
  expect(sent.ok()).toBe(true);

  await page.goto("/admin/contact-messages");
  const card = page.getByRole("listitem").filter({ hasText: firstName });
  await expect(card).toBeVisible();
  await expect(card).toContainText("New");
  await expect(card).toContainText("Quill Pallets");
  await expect(card.locator("time")).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s?[AP]M$/);
  await expect(unreadBadge(page)).toBeVisible();
  const unread = await unreadCount(page);
  expect(unread).toBeGreaterThan(0);

  await card.getByRole("button", { name: `View message from ${firstName} Quill` }).click();
  const dialog = page.getByRole("dialog", { name: `Message from ${firstName} Quill` });
  await expect(dialog).toContainText(`mara.${stamp}@pallets.example.com`);
  await expect(dialog).toContainText("Quill Pallets");
  await expect(dialog).toContainText("We need 30 pallets of 80 gauge hand film every month.");
  await expect(page.getByText("Message marked as read")).toBeVisible();
  await expect(unreadBadge(page)).toHaveText(`${unread - 1} unread`);
  const href = await dialog.getByRole("link", { name: "Reply via Email" }).getAttribute("href");
  expect(href).toContain(`mailto:mara.${stamp}@pallets.example.com?subject=Re%3A%20Your%20inquiry&body=Hi%20${firstName}%2C`);

  await dialog.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this message?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Message deleted successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  await page.reload();
  await expect(unreadBadge(page)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: firstName })).toHaveCount(0);
});

test("empty list and load failure", async ({ page }) => {
  await page.route("**/api/admin/contact-messages?*", (route) => route.fulfill({ json: [] }));
  await page.goto("/admin/contact-messages");
  await expect(page.getByRole("heading", { name: "No Messages Yet" })).toBeVisible();
  await expect(page.getByText("Contact form submissions will appear here.")).toBeVisible();

  await page.unroute("**/api/admin/contact-messages?*");
  await page.route("**/api/admin/contact-messages?*", (route) => route.fulfill({ status: 500, json: { message: "boom" } }));
  await page.reload();
  await expect(page.getByText("Failed to fetch messages").first()).toBeVisible();
});
