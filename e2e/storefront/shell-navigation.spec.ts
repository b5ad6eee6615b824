import { expect, test, type Page } from "@playwright/test";

/** The header, footer, search, mobile menu and not-found page. */

const header = (page: Page) => page.getByRole("banner");
const footer = (page: Page) => page.getByRole("contentinfo");

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("links lead to every public page and to the admin login", async ({ page }) => {
    await page.goto("/about");
    const nav = header(page).getByRole("navigation", { name: "Main" });
    for (const [name, path, heading] of [
      ["Home", "/", "Plastic Solutions for Your Business"],
      ["Products", "/products", null],
      ["Contact", "/contact", "Contact Us"],
      ["About", "/about", /^About /],
    ] as const) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    }
    await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveAttribute("href", "/admin/login");
  });

  test("search goes to the search results with the trimmed text; blank text is ignored", async ({ page }) => {
    await page.goto("/about");
    const box = header(page).getByRole("searchbox", { name: "Search products" });
    await box.fill("   ");
    await box.press("Enter");
    await page.waitForTimeout(300);
    await expect(page).toHaveURL("/about");

    await box.fill("  stretch film  ");
    await box.press("Enter");
    await expect(page).toHaveURL("/search?q=stretch%20film");
    await expect(page.getByRole("heading", { level: 1, name: 'Search results for "stretch film"' })).toBeVisible();
  });
});

test.describe("footer", () => {
  test("links the five categories, about and contact; placeholders are plain text", async ({ page }) => {
    await page.goto("/contact");
    const f = footer(page);
    for (const href of [
      "/categories/pe-stretch-film",
      "/categories/mailer-bags",
      "/categories/trash-bags",
      "/categories/gloves-apron",
      "/categories/t-shirt-bags",
      "/about",
      "/contact",
      "/shipping-info",
      "/returns",
      "/privacy-policy",
      "/terms-of-sale",
    ]) {
      await expect(f.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    for (const text of ["Careers", "Quality Assurance", "Sustainability", "Cookie Policy"]) {
      await expect(f.getByText(text, { exact: true })).toBeVisible();
      await expect(f.getByRole("link", { name: text })).toHaveCount(0);
    }
    await expect(f).toContainText("is a leading supplier of industrial plastic products for businesses across America");
    await expect(f).toContainText(`© ${new Date().getFullYear()} US Plastic Supply Co. All rights reserved.`);

    await f.getByRole("link", { name: "Mailer Bags" }).click();
    await expect(page).toHaveURL("/categories/mailer-bags");
    await expect(page.getByRole("heading", { level: 1, name: "Mailer Bags" })).toBeVisible();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens and closes, offers Admin Dashboard, and navigates", async ({ page }) => {
    await page.goto("/");
    const toggle = header(page).getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("link", { name: "Admin Dashboard" })).toBeHidden();

    await toggle.click();
    const close = header(page).getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/admin/login");

    await close.click();
    await expect(page.getByRole("link", { name: "Admin Dashboard" })).toBeHidden();

    await header(page).getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await expect(header(page).getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the menu; its search box works", async ({ page }) => {
    await page.goto("/");
    await header(page).getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(header(page).getByRole("button", { name: "Open menu" })).toBeFocused();

    await header(page).getByRole("button", { name: "Open menu" }).click();
    const box = page.getByRole("navigation", { name: "Mobile" }).getByRole("searchbox");
    await box.fill(" mailer ");
    await box.press("Enter");
    await expect(page).toHaveURL("/search?q=mailer");
    await expect(page.getByRole("heading", { level: 1, name: 'Search results for "mailer"' })).toBeVisible();
  });
});

test("an unknown path answers 404 with the not-found page inside the storefront look", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(header(page)).toBeVisible();
  await expect(footer(page)).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("each page sends one footer, in its HTML and in its React payload; the admin sends none", async ({ request }) => {
  // The payload carries the page's element tree as JSON inside script tags, quotes escaped.
  const inPayload = /\\"\$\\",\\"footer\\"/g;
  for (const [path, footers] of [
    ["/", 1],
    ["/categories/trash-bags", 1],
    ["/search?q=film", 1],
    ["/no-such-page", 1],
    ["/admin/login", 0],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html.match(/<footer\b/g)?.length ?? 0, `${path}: footer elements in the HTML`).toBe(footers);
    // A not-found view with its own header and footer, embedded in every page for a notFound() in the browser, would make two.
    expect(html.match(inPayload)?.length ?? 0, `${path}: footers in the payload`).toBe(footers);
  }
});

test("home page shows its sections", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Plastic Solutions for Your Business" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Shop Products" })).toHaveAttribute("href", "/products");
  await expect(page.getByRole("link", { name: "View Catalog" })).toHaveAttribute("href", "/categories/pe-stretch-film");

  const categories = page.getByRole("region", { name: "Product Categories" });
  await expect(categories.getByRole("listitem")).toHaveCount(5);
  await expect(categories.getByRole("link", { name: "View All Trash Bags" })).toHaveAttribute("href", "/categories/trash-bags");

  const specs = page.getByRole("region", { name: "Product Specifications" });
  await expect(specs).toContainText("16in-30in");
  await expect(specs).toContainText("550-5050 feet");
  await expect(specs).toContainText("50-120 gauge");
  await expect(specs).toContainText("6-24 in");
  await expect(specs).toContainText("9-36 in");
  await expect(specs).toContainText("2-3 mil");
  await expect(specs.getByRole("link", { name: /^BUY NOW\s+PE Stretch Film$/ })).toHaveAttribute("href", "/categories/pe-stretch-film");
  await expect(specs.getByRole("link", { name: /^BUY NOW\s+Poly Mailer$/ })).toHaveAttribute("href", "/products");

  const contact = page.getByRole("region", { name: "Contact Us" });
  await expect(contact).toContainText("2150 Industrial Parkway, Edison, NJ 08837");
  await expect(contact).toContainText("(732) 555-0148");
  await expect(contact).toContainText("sales@usplasticsupply.com");
  await expect(contact.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expect(contact.getByRole("heading", { name: "Send us a Message" })).toBeVisible();
});

test("about page shows the stats, story, six reasons and mission", async ({ page }) => {
  await page.goto("/about");
  for (const stat of ["15+", "10,000+", "50+", "24/7"]) await expect(page.getByText(stat, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Story" })).toBeVisible();
  await expect(page.getByRole("region", { name: /Why Choose/ }).getByRole("listitem")).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
});

test("contact page shows the details, the 24-hour promise and three info cards", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("Mon–Fri 8:00 AM – 6:00 PM EST");
  await expect(main.getByText("We respond within 24 hours")).toBeVisible();
  for (const card of ["Sales Support", "Technical Support", "Visit Our Facility"]) {
    await expect(main.getByRole("heading", { name: card })).toBeVisible();
  }
});

test("pages carry their own title, canonical URL and Open Graph data", async ({ page }) => {
  for (const [path, title] of [
    ["/", /Plastic Solutions for Your Business/],
    ["/about", /^About Us \|/],
    ["/contact", /^Contact Us \|/],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(path);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
  }
});
