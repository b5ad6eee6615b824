import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { eachTestItsOwnClient } from "../support/client-address";
import { expect, testWithAdminApi as test } from "../support/admin-session";
import { readMail } from "../support/smtp-sink";

/**
 * A signed-in buyer of a company with its own price for a product sees "Your
 * price" beside the public price on the product page and, after a
 * client-side navigation, on the category page; a buyer of another company
 * and an anonymous visitor do not, and the anonymous visitor's browser never
 * asks for prices. The shared pages are the same bytes for all of them.
 */
test.use(eachTestItsOwnClient);

const db = () => new Database(path.join(E2E_DATA_DIR, "app.db"), { timeout: 10_000 });
const stamp = Date.now().toString(36);

function makeCompany(name: string): number {
  const conn = db();
  try {
    const now = new Date().toISOString().replace("Z", "+00:00");
    return Number(
      conn
        .prepare(`INSERT INTO "Company" ("name", "termsVersion", "termsAcceptedAt", "updatedAt") VALUES (?, '1', ?, ?)`)
        .run(name, now, now).lastInsertRowid,
    );
  } finally {
    conn.close();
  }
}

function joinCompany(email: string, companyId: number) {
  const conn = db();
  try {
    conn.prepare(`UPDATE "Buyer" SET "companyId" = ? WHERE "email" = ?`).run(companyId, email);
  } finally {
    conn.close();
  }
}

async function signInLink(email: string): Promise<string> {
  const end = Date.now() + 20_000;
  for (;;) {
    const link = readMail()
      .filter((m) => m.to.includes(email) && m.subject.startsWith("Your sign-in link"))
      .map((m) => m.text.match(/http:\/\/localhost:\d+\/account\/sign-in\/confirm\?token=[A-Za-z0-9_-]{43}/)?.[0] ?? "")
      .findLast((l) => l !== "");
    if (link) return link;
    if (Date.now() > end) throw new Error(`no sign-in mail to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Signs `email` in as a person does, then makes them a buyer of the company. */
async function signIn(page: Page, email: string, companyId: number) {
  await page.goto("/account/sign-in");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Email" }).press("Enter");
  await expect(page.getByRole("status")).toContainText("a sign-in link is on its way");
  await page.goto(await signInLink(email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  joinCompany(email, companyId);
}

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

let product: { id: number; slug: string; sku: string; categorySlug: string; categoryName: string };
let companyA = 0;
let companyB = 0;

test.beforeAll(async ({ playwright, browser, baseURL }, testInfo) => {
  const { openAdminApi } = await import("../support/admin-session");
  const adminApi = await openAdminApi({ playwright, browser, baseURL }, testInfo);
  try {
    const categorySlug = `e2e-prices-${stamp}`;
    const categoryName = `E2E Prices ${stamp}`;
    const category = await adminApi.post("/api/admin/categories", {
      data: { name: categoryName, slug: categorySlug, description: "Company prices.", imageUrl: "/images/placeholder.svg" },
    });
    expect(category.status()).toBe(201);
    const categoryId = ((await category.json()) as { id: number }).id;
    const made = await adminApi.post("/api/admin/products", {
      data: {
        name: `Priced Film ${stamp}`,
        slug: `priced-film-${stamp}`,
        sku: `PRC-${stamp}`,
        description: "A product with a company price.",
        priceMin: "10.00",
        priceMax: "12.50",
        imageUrl: "/images/placeholder.svg",
        categoryId,
        specifications: "{}",
      },
    });
    expect(made.status()).toBe(201);
    const p = (await made.json()) as { id: number; slug: string; sku: string };
    product = { id: p.id, slug: p.slug, sku: p.sku, categorySlug, categoryName };
    companyA = makeCompany(`Acme ${stamp}`);
    companyB = makeCompany(`Globex ${stamp}`);
    const price = await adminApi.post(`/api/admin/companies/${companyA}/prices`, {
      data: { sku: product.sku, unitPrice: "7.25", breaks: [{ minQuantity: 100, unitPrice: "6.90" }] },
    });
    expect(price.status()).toBe(201);
  } finally {
    await adminApi.dispose();
  }
});

// The category and product go again, so that specs counting the catalogue's categories see the seed's.
test.afterAll(async ({ playwright, browser, baseURL }, testInfo) => {
  const { openAdminApi } = await import("../support/admin-session");
  const adminApi = await openAdminApi({ playwright, browser, baseURL }, testInfo);
  try {
    expect((await adminApi.delete(`/api/admin/products/${product.id}`)).ok()).toBe(true);
    const categories = (await (await adminApi.get("/api/categories")).json()) as { id: number; slug: string }[];
    const category = categories.find((c) => c.slug === product.categorySlug);
    if (category) expect((await adminApi.delete(`/api/admin/categories/${category.id}`)).ok()).toBe(true);
  } finally {
    await adminApi.dispose();
  }
});

for (const width of [1280, 390]) {
  test(`at ${width} px: only the company's own buyer sees "Your price", on the product page, after navigating to its category, and in the cart`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });

    // The anonymous visitor: the public price, no request for prices at all.
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/account/prices")) asked.push(r.url());
    });
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: `Priced Film ${stamp}` })).toBeVisible();
    await expect(page.getByText("$10.00 - $12.50").first()).toBeVisible();
    const anonymousHtml = await (await page.request.get(`/products/${product.slug}`)).text();
    const anonymousCategoryHtml = await (await page.request.get(`/categories/${product.categorySlug}`)).text();
    await page.waitForTimeout(500);
    await expect(page.getByText(/Your price/)).toHaveCount(0);
    expect(asked).toEqual([]);

    // Company A's buyer.
    const buyer = await newPage(browser, width);
    await signIn(buyer, `prices.a.${width}.${stamp}@acme.example`, companyA);
    await buyer.goto(`/products/${product.slug}`);
    await expect(buyer.getByText("Your price: $7.25")).toBeVisible();
    await expect(buyer.getByText("Breaks: 100+ $6.90")).toBeVisible();
    await test.info().attach(`product-${width}`, { body: await buyer.screenshot(), contentType: "image/png" });
    // To the category by its link: a client-side navigation, the card shows the price too.
    await buyer.getByRole("main").getByRole("link", { name: product.categoryName }).first().click();
    await expect(buyer).toHaveURL(new RegExp(`/categories/${product.categorySlug}$`));
    const card = buyer.getByRole("article").filter({ hasText: `Priced Film ${stamp}` });
    await expect(card.getByText("Your price: $7.25")).toBeVisible();
    await test.info().attach(`category-${width}`, { body: await buyer.screenshot(), contentType: "image/png" });
    // In the cart too.
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await buyer.getByRole("button", { name: /^Open cart, 1 item/ }).click();
    await expect(buyer.getByRole("dialog", { name: /Shopping Cart/ }).getByText("Your price: $7.25")).toBeVisible();
    await buyer.keyboard.press("Escape");

    // The shared pages are the same bytes for the buyer as for the anonymous visitor.
    expect(await (await buyer.request.get(`/products/${product.slug}`)).text()).toBe(anonymousHtml);
    expect(await (await buyer.request.get(`/categories/${product.categorySlug}`)).text()).toBe(anonymousCategoryHtml);

    // Company B's buyer asks, and is told nothing.
    const other = await newPage(browser, width);
    await signIn(other, `prices.b.${width}.${stamp}@globex.example`, companyB);
    const answered = other.waitForResponse((r) => r.url().includes("/api/account/prices"));
    await other.goto(`/products/${product.slug}`);
    const answer = await answered;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ prices: {} });
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    await expect(other.getByText("$10.00 - $12.50").first()).toBeVisible();
    await expect(other.getByText(/Your price/)).toHaveCount(0);

    await buyer.context().close();
    await other.context().close();
  });
}
