import { access } from "node:fs/promises";
import path from "node:path";
import { test as base, type Browser, type Page, type TestInfo } from "@playwright/test";
import { signInThroughForm } from "./admin";

/**
 * The run's one admin sign-in, shared by the admin specs as Playwright's
 * storageState: the "setup" project (admin.setup.ts) signs in through the
 * login form once and saves the browser's cookies and local storage here, in
 * the test output (never committed), and each admin test starts its browser
 * from that file instead of typing the password again.
 */
export function adminStatePath(testInfo: TestInfo): string {
  return path.join(testInfo.project.outputDir, ".auth", "admin.json");
}

export async function saveAdminState(page: Page, file: string): Promise<void> {
  await signInThroughForm(page);
  await page.context().storageState({ path: file });
}

/**
 * The saved state's file, signing in again only when its server session is
 * gone: a password change ends every other session of the admin (settings.spec),
 * and a spec run on its own with --no-deps has no saved state yet.
 */
export async function signedInAdminState(browser: Browser, testInfo: TestInfo): Promise<string> {
  const file = adminStatePath(testInfo);
  const { baseURL } = testInfo.project.use;
  if (await stillSignedIn(browser, baseURL, file)) return file;
  const context = await browser.newContext({ baseURL });
  try {
    await saveAdminState(await context.newPage(), file);
  } finally {
    await context.close();
  }
  return file;
}

async function stillSignedIn(browser: Browser, baseURL: string | undefined, file: string): Promise<boolean> {
  if (!(await access(file).then(() => true, () => false))) return false;
  const context = await browser.newContext({ baseURL, storageState: file });
  try {
    const session = await context.request.get("/api/admin/session");
    return session.ok() && ((await session.json()) as { authenticated: boolean }).authenticated;
  } finally {
    await context.close();
  }
}

/** `test` for specs that work as the signed-in admin: every page and page.request already carries the shared session. */
export const test = base.extend({
  // The fixture's callback is named for what it does here (`use` reads as a React hook to the linter).
  storageState: async ({ browser }, provide, testInfo) => {
    await provide(await signedInAdminState(browser, testInfo));
  },
});

export { expect } from "@playwright/test";
