import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { testWithAdminApi } from "../support/admin-session";

/** The "Send us a Message" form on the contact and home pages. */

// Only one toast is visible at a time: the front one is the latest.
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast][data-front=true]").filter({ hasText: title });

async function fill(page: Page, marker: string) {
  const form = page.getByRole("form", { name: "Send us a Message" });
  await form.getByLabel("First Name").fill("Jane");
  await form.getByLabel("Last Name").fill("Buyer");
  await form.getByLabel("Email").fill("jane.buyer@acme-logistics.com");
  await form.getByLabel(/Company/).fill("Acme Logistics");
  await form.getByLabel("Message").fill(`Please quote 40 cases of 80 gauge hand film. ${marker}`);
  return form;
}

async function adminMessages(adminApi: APIRequestContext) {
  const res = await adminApi.get("/api/admin/contact-messages");
  expect(res.ok()).toBe(true);
  return (await res.json()) as { firstName: string; lastName: string; email: string; company: string | null; message: string }[];
}

testWithAdminApi("a message is sent, thanked for and stored; the form is cleared", async ({ page, adminApi }) => {
  const marker = `e2e-${Date.now()}`;
  await page.goto("/contact");
  const form = await fill(page, marker);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message Sent")).toContainText("Thank you for your message. We'll get back to you soon!");
  await expect(form.getByLabel("First Name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");

  const stored = (await adminMessages(adminApi)).find((m) => m.message.includes(marker));
  expect(stored).toMatchObject({
    firstName: "Jane",
    lastName: "Buyer",
    email: "jane.buyer@acme-logistics.com",
    company: "Acme Logistics",
  });
});

test("while sending the button reads Sending... and is disabled", async ({ page }) => {
  await page.goto("/contact");
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.fulfill({ status: 201, contentType: "application/json", body: '{"success":true}' });
  });
  const form = await fill(page, "held");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

test("a server failure shows the error toast and keeps the values", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "boom" }));
  await page.goto("/contact");
  const form = await fill(page, "fails");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Error")).toContainText("Failed to send message. Please try again.");
  await expect(form.getByLabel("First Name")).toHaveValue("Jane");
  await expect(form.getByLabel("Email")).toHaveValue("jane.buyer@acme-logistics.com");
  await expect(form.getByLabel("Message")).toHaveValue(/fails$/);
});

test("a network failure is reported the same way", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
  await page.goto("/");
  const form = await fill(page, "offline");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Error")).toContainText("Failed to send message. Please try again.");
  await expect(form.getByLabel("Last Name")).toHaveValue("Buyer");
});

test("required fields are checked before anything is sent", async ({ page }) => {
  let posted = false;
  await page.route("**/api/contact", (route) => {
    posted = true;
    return route.continue();
  });
  await page.goto("/");
  const form = page.getByRole("form", { name: "Send us a Message" });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("First name is required")).toBeVisible();
  await expect(form.getByText("Message is required")).toBeVisible();
  await expect(form.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
  expect(posted).toBe(false);
});
