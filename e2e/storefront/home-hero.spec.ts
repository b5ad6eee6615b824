import { expect, test } from "@playwright/test";

/**
 * The built-in hero pictures are drawn in the page itself, so they paint with the page's text: no request of their
 * own, named for screen readers, in their 16:9 box, also without scripts. (The about page's is checked where its
 * setting is changed: e2e/admin/website-images-default.spec.ts.)
 */
test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });

const heroes = [{ page: "/", file: "/images/hero.svg", name: "Industrial plastic packaging products" }];

for (const hero of heroes)
  test(`${hero.page}: the built-in hero picture comes in the HTML, with no request of its own`, async ({ page }) => {
    const pictureRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === hero.file) pictureRequests.push(r.url());
    });
    await page.goto(hero.page);
    const picture = page.getByRole("img", { name: hero.name });
    await expect(picture).toBeVisible();
    const box = (await picture.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    expect(pictureRequests).toEqual([]);
  });
