import { expect, test } from "@playwright/test";

/**
 * The built-in hero picture is drawn in the page itself, so it paints with the page's text: no request of its own,
 * named for screen readers, in its 16:9 box, also without scripts.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });

test("the home page's built-in hero picture comes in the HTML, with no request of its own", async ({ page }) => {
  const pictureRequests: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/images/hero.svg") pictureRequests.push(r.url());
  });
  await page.goto("/");
  const picture = page.getByRole("img", { name: "Industrial plastic packaging products" });
  await expect(picture).toBeVisible();
  const box = (await picture.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  expect(pictureRequests).toEqual([]);
});
