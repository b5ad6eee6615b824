import { expect, test } from "../support/admin-session";

/** A custom website image can be put back to the built-in one ("Use default"); an empty field alone keeps it. */

test("Use default puts the about page's hero image back to the built-in picture", async ({ page, baseURL }) => {
  const origin = { Origin: baseURL! };
  const custom = "/images/products/poly-apron.svg";
  expect((await page.request.put("/api/admin/settings/about_hero_image", { data: { value: custom }, headers: origin })).ok()).toBe(true);
  try {
    await page.goto("/about");
    await expect(page.locator(`img[src="${custom}"]`).first()).toBeAttached();
    await page.waitForLoadState("networkidle");

    await page.goto("/admin/settings");
    await expect(page.getByLabel("About Page Hero Image")).toHaveValue(custom);
    await page.getByRole("button", { name: "Use the default picture for the about page hero" }).click();
    await expect(page.getByText("The default image is used after saving.")).toBeVisible();
    await page.getByRole("button", { name: "Save Images" }).click();
    await expect(page.getByText("Images updated successfully")).toBeVisible();
    await expect(page.getByLabel("About Page Hero Image")).toHaveValue("");

    // The built-in picture is drawn in the page itself (HeroPicture), named as the image was.
    await page.goto("/about");
    const builtIn = page.getByRole("img", { name: "Distribution warehouse serving all 50 states" });
    await expect(builtIn).toBeVisible();
    expect(await builtIn.evaluate((e) => e.tagName)).toBe("svg");
    await expect(page.locator(`img[src="${custom}"]`)).toHaveCount(0);
  } finally {
    await page.request.delete("/api/admin/settings/about_hero_image", { headers: origin });
  }
});
