import { access, readFile } from "node:fs/promises";
import path from "node:path";
import {
  test as base,
  type APIRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from "@playwright/test";
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
  if (
    !(await access(file).then(
      () => true,
      () => false,
    ))
  )
    return false;
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

/**
 * `testWithAdminApi` for storefront specs that arrange their data as the admin:
 * `adminApi` is an API context on the shared session, while `page` stays an
 * anonymous buyer's, so the storefront is tested as buyers see it and no spec
 * signs in by hand. Its Origin header is the site's own, as the admin
 * screens' requests carry, because the server refuses admin writes from
 * another site.
 */
export const testWithAdminApi = base.extend<{ adminApi: APIRequestContext }>({
  adminApi: async ({ playwright, browser, baseURL }, provide, testInfo) => {
    const api = await openAdminApi({ playwright, browser, baseURL }, testInfo);
    await provide(api);
    await api.dispose();
  },
});

/** `adminApi` for where test fixtures are not available (beforeAll, afterAll): the caller disposes of it. */
export async function openAdminApi(
  { playwright, browser, baseURL }: { playwright: { request: APIRequest }; browser: Browser; baseURL: string | undefined },
  testInfo: TestInfo,
): Promise<APIRequestContext> {
  if (!baseURL) throw new Error("adminApi needs the project's baseURL");
  return playwright.request.newContext({
    baseURL,
    storageState: await signedInAdminState(browser, testInfo),
    extraHTTPHeaders: { Origin: new URL(baseURL).origin },
  });
}

/**
 * Signs a context that began signed out in as the shared admin, where a test
 * checks a page before and after signing in (the admin's cookies, from the
 * saved state, as a login in that context would set them).
 */
export async function joinAdminSession(context: BrowserContext, testInfo: TestInfo): Promise<void> {
  const file = await signedInAdminState(context.browser()!, testInfo);
  const { cookies } = JSON.parse(await readFile(file, "utf8")) as { cookies: Parameters<BrowserContext["addCookies"]>[0] };
  await context.addCookies(cookies);
}

export { expect } from "@playwright/test";
