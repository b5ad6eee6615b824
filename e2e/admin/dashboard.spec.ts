import { expect, test } from "../support/admin-session";

test.beforeEach(async ({ page }) => {
  await page.goto("/admin/dashboard");
});

test("dashboard shows the live counts, the sections and the system facts", async ({ page }) => {
  const stats = (await (await page.request.get("/api/admin/dashboard-stats")).json()) as Record<string, number>;
  const counts = page.getByRole("region", { name: "Store at a glance" });
  for (const [label, key] of [
    ["Total Products", "totalProducts"],
    ["Categories", "totalCategories"],
    ["Unread Messages", "unreadMessages"],
    ["New Quote Requests", "newQuoteRequests"],
  ] as const) {
    await expect(counts.getByRole("link", { name: new RegExp(`^${label}`) }), label).toContainText(String(stats[key] ?? 0));
  }
  await expect(counts.getByRole("link", { name: /^New Quote Requests/ })).toHaveAttribute("href", "/admin/quote-requests");

  const nav = page.getByRole("navigation", { name: "Admin sections" });
  for (const [name, href] of [
    ["Product Page Management", "/admin/product-management"],
    ["Manage Products", "/admin/products"],
    ["Manage Categories", "/admin/categories"],
    ["Contact Messages", "/admin/contact-messages"],
    ["Account Settings", "/admin/settings"],
  ]) {
    await expect(nav.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
  }
  await expect(page.getByRole("link", { name: "Settings", exact: true })).toHaveAttribute("href", "/admin/settings");

  await expect(page.getByRole("heading", { name: "System Overview" })).toBeVisible();
  await expect(page.getByText(/^Connected \(answered in \d+ ms\)$/)).toBeVisible();
  await expect(page.getByText("SQLite", { exact: true })).toBeVisible();
  await expect(page.getByText(/No backup yet|[A-Z][a-z]{2} \d{1,2}, \d{4}/).first()).toBeVisible();
  // The e2e server runs without Redis; its mail sink takes every message at once.
  await expect(page.getByText("One (no Redis: instances are not shared)")).toBeVisible();
  await expect(page.getByText(/^None waiting$|^\d+ quote request\(s\) waiting to be sent$/)).toBeVisible();
  await expect(page.getByText("Webhook backlog")).toBeVisible();
  await expect(page.getByText(/^No deliveries waiting$|^\d+ deliver(y|ies) waiting to be sent$/)).toBeVisible();
  await expect(page.getByText(/^(None|\d+ logged)$/)).toBeVisible();
});

test("the help guide explains the content tasks step by step", async ({ page }) => {
  await page.getByRole("button", { name: "Help Guide" }).click();
  const dialog = page.getByRole("dialog", { name: "Help Guide" });
  for (const topic of [
    "Add a category",
    "Add a product",
    "Edit the stretch film page",
    "Update business information and website images",
    "Read contact messages and quote requests",
    "Send a quote",
    "Change your password",
  ]) {
    await expect(dialog.getByRole("heading", { name: new RegExp(topic) })).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the Manage Products card opens the product list", async ({ page }) => {
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: /^Manage Products/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole("heading", { name: "Product Management" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("the store and the admin are separate documents: View Store and the header's Admin link each load the other whole", async ({
  page,
}) => {
  await page.getByRole("link", { name: "View Store" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Plastic Solutions for Your Business" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page).toHaveTitle(/US Plastic Supply Co\./);

  await page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin", exact: true }).click();
  // Signed in already, so the login page sends the admin on to the dashboard.
  await expect(page).toHaveURL("/admin/dashboard");
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page).toHaveTitle(/\| Admin$/);
});

test("an admin address for a record that does not exist shows the admin's not-found, with the way back", async ({ page }) => {
  await page.goto("/admin/orders/2147483647");
  await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  // The admin's own view: no storefront header or footer around it.
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL("/admin/dashboard");
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
});
