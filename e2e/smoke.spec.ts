import { expect, test } from "@playwright/test";

test("home page renders and the API lists the seeded categories", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Plastic Solutions for Your Business" })).toBeVisible();
  const res = await request.get("/api/categories");
  expect(res.ok()).toBe(true);
  const slugs = ((await res.json()) as { slug: string }[]).map((c) => c.slug);
  expect(slugs).toEqual(expect.arrayContaining(["pe-stretch-film", "mailer-bags", "trash-bags", "gloves-apron", "t-shirt-bags"]));
});
