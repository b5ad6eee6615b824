import { expect, test } from "../support/admin-session";

/**
 * The admin makes a key for another system by typing and clicking, copies it
 * from the page, and that system (its own HTTP client, no cookies) uses it on
 * the admin API within its scope; once the admin revokes it, the system's next
 * request is 401. At 1280 and 390 px; screenshots go to test-results/.
 */
const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const longDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`at ${width} px: a key made on the API Keys screen works over HTTP until it is revoked`, async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize({ width, height });
    await page.goto("/admin/dashboard");
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: /^API Keys/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/api-keys$/);
    await expect(page.getByRole("heading", { level: 1, name: "API Keys" })).toBeVisible();

    const name = `ERP ${width} ${Date.now().toString(36)}`;
    await page.getByRole("button", { name: "Create API Key" }).click();
    const form = page.getByRole("dialog", { name: "Create API Key" });
    // Refused without a scope: the form says so and stays open.
    await form.getByRole("textbox", { name: "Name" }).pressSequentially(name);
    await form.getByRole("button", { name: "Create Key" }).click();
    await expect(form.getByText("Choose at least one scope")).toBeVisible();
    await form.getByRole("checkbox", { name: /^catalog:read/ }).check();
    const lastDay = addDays(30);
    await form.getByLabel("Expires on (optional)").fill(lastDay);
    await form.getByRole("button", { name: "Create Key" }).click();

    const shown = page.getByRole("dialog", { name: "Your New API Key" });
    await expect(shown.getByText("Copy this key now.")).toBeVisible();
    const key = await shown.getByRole("textbox", { name: "Your new key" }).inputValue();
    expect(key).toMatch(/^usps_live_[0-9a-f]{12}_[0-9a-f]{64}$/);
    await shown.getByRole("button", { name: "Copy key" }).click();
    await expect(page.getByText("Key copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/api-keys-new-${width}.png` });
    await shown.getByRole("button", { name: "Done" }).click();
    await expect(shown).toBeHidden();

    const row = page.getByRole("list", { name: "API keys" }).getByRole("listitem", { name });
    await expect(row).toContainText("Active");
    await expect(row).toContainText(`${key.split("_").slice(0, 3).join("_")}_…`);
    await expect(row.getByRole("list", { name: "Scopes" })).toHaveText("catalog:read");
    await expect(row).toContainText(`End of ${longDate(lastDay)}`);
    // The key itself is never shown again.
    await expect(page.getByText(key)).toHaveCount(0);

    // The other system: its own HTTP client, with the key and no cookies.
    const erp = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${key}` } });
    try {
      const products = await erp.get("/api/admin/products?pageSize=5");
      expect(products.status()).toBe(200);
      expect(((await products.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
      const write = await erp.post("/api/admin/products", { data: { name: "Made by a read-only key" } });
      expect(write.status()).toBe(403);
      expect(((await write.json()) as { message: string }).message).toBe("This key lacks the scope catalog:write");

      // The screen shows the use once reloaded.
      await page.reload();
      await expect(row.getByText("Never")).toHaveCount(0);
      if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/api-keys-list-${width}.png`, fullPage: true });

      await row.getByRole("button", { name: `Revoke ${name}` }).click();
      const confirm = page.getByRole("alertdialog", { name: `Revoke ${name}` });
      await expect(confirm).toContainText("Every request with this key is refused from now on.");
      await confirm.getByRole("button", { name: "Revoke Key" }).click();
      await expect(confirm).toBeHidden();
      await expect(row).toContainText("Revoked");
      await expect(row.getByRole("button", { name: `Revoke ${name}` })).toHaveCount(0);

      const after = await erp.get("/api/admin/products?pageSize=5");
      expect(after.status()).toBe(401);
      expect(after.headers()["www-authenticate"]).toMatch(/^Bearer /);
      expect(((await after.json()) as { message: string }).message).toBe("Unauthorized: this API key was revoked");
    } finally {
      await erp.dispose();
    }
  });
}
