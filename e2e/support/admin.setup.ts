import { test as setup } from "@playwright/test";
import { adminStatePath, saveAdminState } from "./admin-session";

// Runs once before the specs (the "chromium" project depends on it), through the real login form.
setup("sign in as the admin once for the run", async ({ page }, testInfo) => {
  await saveAdminState(page, adminStatePath(testInfo));
});
