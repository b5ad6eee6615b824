import { expect, type Page } from "@playwright/test";
import { testWithAdminApi as test } from "../support/admin-session";
import { eachTestItsOwnClient } from "../support/client-address";

/**
 * On a slow connection the server's HTML is on screen, with working fields,
 * before the scripts arrive, and people type into it. Here the page's scripts
 * are held back while the test types, then let through: what was typed must
 * still be there once the page is interactive, and be what it sends.
 */

test.use(eachTestItsOwnClient);

/** Holds every script of the page until the returned function is called; styles still load. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The header's cart button gets its count once the page has hydrated. */
const interactive = (page: Page) =>
  expect(page.getByRole("banner").getByRole("button", { name: /^Open cart/ })).toHaveAccessibleName(/Open cart, \d+ items?/);

test("the contact form keeps a name typed before the scripts ran, and sends it", async ({ page, adminApi }) => {
  const marker = `early-${Date.now().toString(36)}`;
  const release = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "commit" });
  const form = page.getByRole("form", { name: "Send us a Message" });
  await form.getByLabel("First Name").pressSequentially("Early");
  release();
  await interactive(page);

  await form.getByLabel("Last Name").fill("Typist");
  await form.getByLabel("Email").fill("early.typist@acme-logistics.com");
  await form.getByLabel("Message").fill(`Typed while the page loaded. ${marker}`);
  await expect(form.getByLabel("First Name")).toHaveValue("Early");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Message Sent" })).toBeVisible();

  const res = await adminApi.get("/api/admin/contact-messages");
  const stored = ((await res.json()) as { firstName: string; message: string }[]).find((m) => m.message.includes(marker));
  expect(stored?.firstName).toBe("Early");
});

for (const kept of [false, true])
  test(`on a results page${kept ? " the server kept" : ""}, a new search typed before the scripts ran is not replaced by the page's own query`, async ({
    page,
  }) => {
    const word = `zqearly${kept ? "kept" : ""}${Date.now().toString(36)}`;
    // A search asked before is answered whole from the page the server kept.
    if (kept) expect((await page.request.get(`/search?q=${word}`)).ok()).toBe(true);
    const release = await holdScripts(page);
    await page.goto(`/search?q=${word}`, { waitUntil: "commit" });
    const box = page.getByRole("banner").getByRole("search").first().getByRole("searchbox", { name: "Search products" });
    await box.pressSequentially("nitrile gloves");
    release();
    await interactive(page);
    await expect(box).toHaveValue("nitrile gloves");
    await box.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: 'Search results for "nitrile gloves"' })).toBeVisible();
    await expect(box).toHaveValue("nitrile gloves");
  });

test("a quick order list pasted before the scripts ran stays, and Match matches it", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/quick-order", { waitUntil: "commit" });
  const list = page.getByLabel("Paste SKUs and quantities");
  await list.fill("SF-2002 3");
  release();
  await interactive(page);
  await expect(list).toHaveValue("SF-2002 3");
  await page.getByRole("button", { name: "Match" }).click();
  await expect(page.getByTestId("quick-order-line")).toHaveAttribute("data-status", "matched");
  await expect(list).toHaveValue("SF-2002 3");
});
