import { expect, test } from "@playwright/test";

/** Browsers ask for /favicon.ico on every site, whatever the page names: it is the brand's icon, not a 404. */
test("/favicon.ico answers the site's icon", async ({ request }) => {
  const res = await request.get("/favicon.ico");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const body = await res.body();
  // An ICO file: reserved 0, type 1 (icon), at least one image.
  expect(body.readUInt16LE(0)).toBe(0);
  expect(body.readUInt16LE(2)).toBe(1);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});

test("pages name the icon in their head", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator('head link[rel="icon"][href^="/favicon.ico"]')).toHaveCount(1);
});
