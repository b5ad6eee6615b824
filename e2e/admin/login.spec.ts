import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { signInThroughForm } from "../support/admin";

test.describe("admin login and logout", () => {
  test("admin pages redirect to the login screen without a session", async ({ page, request }) => {
    for (const path of ["/admin", "/admin/dashboard", "/admin/products", "/admin/categories"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/login$/);
    }
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    expect((await request.get("/api/admin/dashboard-stats")).status()).toBe(401);
  });

  test("empty fields show the required messages", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a wrong password is refused with the server's message", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Login failed")).toBeVisible();
    await expect(page.getByText("Invalid credentials")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("adminUser"))).toBeNull();
  });

  test("signing in opens the dashboard and keeps the admin for display", async ({ page }) => {
    await signInThroughForm(page);
    await expect(page.getByText("Login successful")).toBeVisible();
    await expect(page.getByText("Welcome to the admin dashboard")).toBeVisible();
    await expect(page.getByRole("heading", { name: `Welcome, ${E2E_ADMIN.username}` })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("adminUser") ?? "null"));
    expect(stored).toEqual({ username: E2E_ADMIN.username, email: E2E_ADMIN.email });

    // Already signed in: the login screen sends you on.
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("logout ends the server session: the old cookie opens nothing", async ({ page, browser, baseURL }) => {
    await signInThroughForm(page);
    const oldCookies = await page.context().cookies();
    expect(oldCookies.some((c) => c.httpOnly && c.name.includes("session-token"))).toBe(true);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText("Logged out")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("adminUser"))).toBeNull();

    // Replay the cookie from before logout in a fresh browser.
    const replay = await browser.newContext({ baseURL });
    await replay.addCookies(oldCookies);
    const other = await replay.newPage();
    await other.goto("/admin/dashboard");
    await expect(other).toHaveURL(/\/admin\/login$/);
    expect((await replay.request.get("/api/admin/dashboard-stats")).status()).toBe(401);
    await replay.close();
  });

  test("a storage record alone does not open the dashboard", async ({ page }) => {
    await page.goto("/admin/login");
    await page.evaluate(() => localStorage.setItem("adminUser", JSON.stringify({ username: "admin", email: "admin@example.com" })));
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
