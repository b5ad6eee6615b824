import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

/** /admin/settings: business information, website images, profile, password. */

async function signIn(request: APIRequestContext, baseURL: string, password = E2E_ADMIN.password) {
  return request.post("/api/admin/login", { data: { username: E2E_ADMIN.username, password }, headers: { Origin: baseURL } });
}

async function openSettings(page: Page, baseURL: string) {
  expect((await signIn(page.request, baseURL)).ok()).toBe(true);
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Settings" })).toBeVisible();
  await expect(page.getByLabel("Business Name")).not.toHaveValue("");
}

test("invalid input shows the exact messages and saves nothing", async ({ page, baseURL }) => {
  await openSettings(page, baseURL!);
  const before = await (await page.request.get("/api/admin/settings")).json();

  await page.getByLabel("Business Name").fill("x".repeat(101));
  await page.getByLabel("Phone Number").fill("1".repeat(21));
  await page.getByLabel("Business Description").fill("d".repeat(3001));
  await page.getByRole("button", { name: "Save Business Information" }).click();
  await expect(page.getByText("Business name too long")).toBeVisible();
  await expect(page.getByText("Phone number too long")).toBeVisible();
  await expect(page.getByText("Description too long")).toBeVisible();

  await page.getByLabel("Homepage Hero Image").fill("not a url");
  await page.getByRole("button", { name: "Save Images" }).click();
  await expect(page.getByText("Please enter a valid image URL")).toBeVisible();

  await page.getByLabel("Username").fill("");
  await page.getByLabel("Email", { exact: true }).fill("nope");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Valid email is required")).toBeVisible();

  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Current password is required")).toBeVisible();
  await expect(page.getByText("New password must be at least 6 characters")).toBeVisible();
  await expect(page.getByText("Please confirm your new password")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("abcdef");
  await page.getByLabel("Confirm New Password").fill("abcdeg");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  expect(await (await page.request.get("/api/admin/settings")).json()).toEqual(before);
  await expect(page.getByRole("heading", { name: "Security Tips" })).toBeVisible();
  await expect(page.getByText(/8 or more characters/)).toBeVisible();
});

test("business information saves and the public contact page shows the new phone", async ({ page, baseURL }) => {
  await openSettings(page, baseURL!);
  const original = await page.getByLabel("Phone Number").inputValue();
  const phone = `(555) ${String(Date.now()).slice(-3)}-${String(Date.now()).slice(-7, -3)}`;
  try {
    await page.getByLabel("Phone Number").fill(phone);
    await page.getByRole("button", { name: "Save Business Information" }).click();
    await expect(page.getByText("Business information updated successfully")).toBeVisible();

    await page.goto("/contact");
    await expect(page.getByRole("main").getByText(phone).first()).toBeVisible();
  } finally {
    await page.request.put("/api/admin/settings/business_phone", { data: { value: original }, headers: { Origin: baseURL! } });
  }
});

test("website images save, with the help dialog and a preview", async ({ page, baseURL }) => {
  await openSettings(page, baseURL!);
  await page.getByRole("button", { name: "How to Get Image URLs" }).click();
  const help = page.getByRole("dialog", { name: "How to Get Image URLs" });
  await expect(help).toContainText("https://");
  await expect(help).toContainText(".webp");
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();

  // The page's own default, so other tests see no difference.
  await page.getByLabel("Stretch Film Image").fill("/images/stretch-film.svg");
  await expect(page.getByRole("img", { name: "Preview of the stretch film image" })).toHaveAttribute("src", "/images/stretch-film.svg");
  await page.getByRole("button", { name: "Save Images" }).click();
  await expect(page.getByText("Images updated successfully")).toBeVisible();
  const saved = (await (await page.request.get("/api/admin/settings")).json()) as { key: string; value: string }[];
  expect(saved.find((s) => s.key === "homepage_stretch_film_image")?.value).toBe("/images/stretch-film.svg");
});

test("profile update keeps the browser copy of the admin", async ({ page, baseURL }) => {
  await openSettings(page, baseURL!);
  const email = `admin+${Date.now()}@example.com`;
  try {
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Update Profile" }).click();
    await expect(page.getByText("Profile updated successfully")).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("adminUser") ?? "null"))).toEqual({
      username: E2E_ADMIN.username,
      email,
    });
    expect(await (await page.request.get("/api/admin/profile")).json()).toEqual({ admin: { username: E2E_ADMIN.username, email } });
  } finally {
    await page.request.post("/api/admin/update-profile", {
      data: { username: E2E_ADMIN.username, email: E2E_ADMIN.email },
      headers: { Origin: baseURL! },
    });
  }
});

test("password change: wrong current password, then the new one replaces the old", async ({ page, baseURL, playwright }) => {
  await openSettings(page, baseURL!);
  const newPassword = `New-E2E-Pass-${Date.now()}`;

  await page.getByLabel("Current Password").fill("definitely-wrong");
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(newPassword);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Failed to change password")).toBeVisible();
  await expect(page.getByText("Current password is incorrect").first()).toBeVisible();

  await page.getByLabel("Current Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password changed successfully")).toBeVisible();
  await expect(page.getByText("Your password has been updated")).toBeVisible();
  await expect(page.getByLabel("Current Password")).toHaveValue("");
  await expect(page.getByLabel("New Password", { exact: true })).toHaveValue("");

  const fresh = await playwright.request.newContext({ baseURL });
  try {
    expect((await signIn(fresh, baseURL!, E2E_ADMIN.password)).status()).toBe(401);
    expect((await signIn(fresh, baseURL!, newPassword)).ok()).toBe(true);
  } finally {
    // Put the shared password back so every other spec still signs in.
    const restored = await page.request.post("/api/admin/change-password", {
      data: { currentPassword: newPassword, newPassword: E2E_ADMIN.password },
      headers: { Origin: baseURL! },
    });
    expect(restored.ok()).toBe(true);
    await fresh.dispose();
  }
  expect((await signIn(page.request, baseURL!)).ok()).toBe(true);
});
