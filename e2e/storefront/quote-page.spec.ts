import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { addDays, formatIsoDate, todayIn } from "../../src/lib/dates";
import { expect, testWithAdminApi as test } from "../support/admin-session";
import { eachTestItsOwnClient, ownClientAddress } from "../support/client-address";

test.use(eachTestItsOwnClient);

/**
 * The buyer's private quote page, /quotes/{token}. The request, the
 * drafts and the sends go through the real APIs (the public form's endpoint,
 * then the admin's with a signed-in session); the page is then opened in
 * browsers that never saw the site, at a 390 px phone and at 1280 px.
 */

const MAILER = "White Poly Mailer 10 x 13 in";
const SKU = "PMB-1001";
const SUBSTITUTE = "Recycled mailer 10 x 13 (substitute)";

type Draft = Record<string, unknown>;

/** The business's today is at most a day from the test machine's: a validity 30 days out is valid anywhere. */
const validUntil = addDays(todayIn("America/New_York"), 30);

function draft(unitPrice: string, breakPrice: string): Draft {
  return {
    lines: [
      {
        sku: SKU,
        name: MAILER,
        quantity: 12,
        unit: "case",
        unitPrice,
        breaks: [{ minQuantity: 10, unitPrice: breakPrice }],
        note: "250 mailers a case",
      },
      { sku: "", name: SUBSTITUTE, quantity: 2, unit: "case", unitPrice: "61.25", note: "Same size, 50% recycled film" },
    ],
    freight: "85.00",
    leadTime: "5 business days",
    validUntil,
    terms: "Net 30. Prices in USD.",
  };
}

/** A buyer's request through the public API (from a client address of its own: the form is rate-limited per client); answers its id and reference (found in the admin's list). */
async function requestQuote(api: APIRequestContext, company: string): Promise<{ id: number; reference: string }> {
  const res = await api.post("/api/quote-requests", {
    headers: ownClientAddress(),
    data: {
      name: "Dana Buyer",
      company,
      email: `dana+${Date.now()}@acme.example`,
      phone: "(555) 201-3344",
      state: "TX",
      zip: "75001",
      items: [{ sku: SKU, name: MAILER, quantity: 12, targetPrice: "45.00", substitutesOk: true }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  const list = (await (await api.get("/api/admin/quote-requests")).json()) as { id: number; reference: string }[];
  const found = list.find((q) => q.reference === reference);
  expect(found, `${reference} in the admin's list`).toBeDefined();
  return found!;
}

/** Saves the draft and sends it; answers the buyer's link. */
async function sendVersion(api: APIRequestContext, id: number, body: Draft, version: number): Promise<string> {
  const saved = await api.put(`/api/admin/quote-requests/${id}/draft`, { data: body });
  expect(saved.status(), await saved.text()).toBe(200);
  const sent = await api.post(`/api/admin/quote-requests/${id}/send`);
  expect(sent.status(), await sent.text()).toBe(201);
  const answer = (await sent.json()) as { version: number; url: string };
  expect(answer.version).toBe(version);
  expect(answer.url).toMatch(/\/quotes\/[\w-]{22,}$/);
  return answer.url;
}

/** The link's path on the test server (SITE_URL is that server, but a path keeps the test independent of it). */
const pathOf = (url: string) => new URL(url).pathname;

async function openFresh(browser: Browser, baseURL: string, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height }, extraHTTPHeaders: ownClientAddress() });
  return context.newPage();
}

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** What the response to the page must say about caching: no shared or stored copy of a private link. */
function expectUncacheable(cacheControl: string | undefined) {
  expect(cacheControl, "Cache-Control of the quote page").toBeDefined();
  expect(cacheControl).toMatch(/no-store|private/);
  expect(cacheControl).not.toMatch(/s-maxage|public/);
}

test("the quote page shows the latest version, superseded ones, noindex, no cache, a phone layout, a PDF, and takes a question", async ({
  browser,
  baseURL,
  adminApi: api,
}) => {
  test.setTimeout(120_000);
  const { id, reference } = await requestQuote(api, "Acme Logistics");
  const first = await sendVersion(api, id, draft("52.00", "49.50"), 1);
  const link = pathOf(await sendVersion(api, id, draft("52.00", "48.00"), 2));
  expect(pathOf(first)).toBe(link);
  const settings = (await (await api.get(link.replace("/quotes/", "/api/quotes/"))).json()) as {
    supplier: { name: string; email: string };
  };

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ]) {
    const page = await openFresh(browser, baseURL!, width, height);
    const res = await page.goto(link);
    expect(res?.status()).toBe(200);
    expectUncacheable(res?.headers()["cache-control"]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex.*nofollow|nofollow.*noindex/);
    await expect(page).toHaveTitle(/Your quote/);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(`Quote ${reference}`);
    await expect(main.getByText("Version 2", { exact: true })).toBeVisible();
    await expect(main.getByText(`Valid until ${formatIsoDate(validUntil)}`, { exact: true })).toBeVisible();
    await expect(main.getByText(settings.supplier.name, { exact: true }).first()).toBeVisible();
    await expect(main.getByRole("link", { name: settings.supplier.email })).toHaveAttribute("href", `mailto:${settings.supplier.email}`);
    await expect(main.getByText("Acme Logistics", { exact: true })).toBeVisible();

    const items = main.getByRole("region", { name: "Quoted items" });
    const lines = items.getByRole("table", { name: "Lines of version 2" });
    const [mailerRow, substituteRow] = [lines.getByRole("row").nth(1), lines.getByRole("row").nth(2)];
    await expect(mailerRow).toContainText(SKU);
    await expect(mailerRow).toContainText(MAILER);
    await expect(mailerRow).toContainText("250 mailers a case");
    await expect(mailerRow.getByText("10+ at $48.00")).toBeVisible();
    // 12 cases reach the 10+ break: $48.00 a case, $576.00 the line.
    await expect(mailerRow).toContainText("$576.00");
    await expect(substituteRow).toContainText(SUBSTITUTE);
    await expect(substituteRow).toContainText("$122.50");
    const totals = items.locator("dl").filter({ hasText: "Subtotal" });
    await expect(totals).toContainText("Subtotal$698.50");
    await expect(totals).toContainText("Freight$85.00");
    await expect(totals).toContainText("Total$783.50");
    await expect(items.getByText("5 business days", { exact: true })).toBeVisible();
    await expect(items.getByText("Net 30. Prices in USD.", { exact: true })).toBeVisible();

    const earlier = main.getByRole("region", { name: "Earlier versions" });
    await expect(earlier.getByText("Superseded")).toBeVisible();
    await expect(earlier.getByText("Version 1", { exact: true })).toBeVisible();
    await expect(earlier.getByRole("table")).toBeHidden();

    // Neither the page nor its lines table makes the phone scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/quote-page-${width}.png`, fullPage: true });

    await earlier.getByText("Version 1", { exact: true }).click();
    await expect(earlier.getByRole("table", { name: "Lines of version 1" })).toContainText("10+ at $49.50");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const pdfHref = await main.getByRole("link", { name: "Download PDF" }).getAttribute("href");
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    if (width === 390) {
      const box = main.getByLabel("Ask a question or request changes");
      await box.fill("Can you hold $48.00 for a monthly order?");
      await main.getByRole("button", { name: "Send message" }).click();
      await expect(main.getByText("Message sent", { exact: true })).toBeVisible();
      await expect(box).toHaveValue("");
    }
    await page.context().close();
  }

  // A second load is rendered again (not replayed from the server's page cache), still private.
  const again = await api.get(link);
  expect(again.status()).toBe(200);
  expectUncacheable(again.headers()["cache-control"]);

  // The admin's timeline has the buyer's view and question.
  const detail = (await (await api.get(`/api/admin/quote-requests/${id}`)).json()) as {
    events: { type: string; message: string | null }[];
  };
  expect(detail.events.map((e) => e.type)).toEqual(expect.arrayContaining(["viewed", "message"]));
  expect(detail.events.find((e) => e.type === "message")?.message).toBe("Can you hold $48.00 for a monthly order?");

  const sitemap = await (await api.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/quotes/");
});

test("accepting: a stale version is refused with a reload, the latest is accepted once, and Request again fills the cart", async ({
  browser,
  baseURL,
  adminApi: api,
}) => {
  test.setTimeout(120_000);
  const { id } = await requestQuote(api, "Beta Freight");
  const link = pathOf(await sendVersion(api, id, draft("52.00", "49.50"), 1));

  const page = await openFresh(browser, baseURL!, 1280, 800);
  await page.goto(link);
  const main = page.getByRole("main");
  await expect(main.getByText("Version 1", { exact: true })).toBeVisible();
  await main.getByLabel("Your name").fill("Dana Buyer");
  await main.getByLabel("PO number (optional)").fill("PO-7788");

  // Meanwhile the admin sends a revision: the page still shows version 1.
  await sendVersion(api, id, draft("52.00", "47.00"), 2);
  await main.getByRole("button", { name: "Accept quote" }).click();
  const refusal = main.getByRole("alert");
  await expect(refusal).toContainText("A newer version of this quote (version 2) has been sent");
  await refusal.getByRole("button", { name: "Reload the quote" }).click();
  await expect(main.getByText("Version 2", { exact: true })).toBeVisible();
  await expect(main.getByRole("table", { name: "Lines of version 2" })).toContainText("$564.00");

  await main.getByLabel("Your name").fill("Dana Buyer");
  await main.getByLabel("PO number (optional)").fill("PO-7788");
  await main.getByRole("button", { name: "Accept quote" }).click();
  await expect(main.getByText("You accepted version 2")).toBeVisible();
  await expect(main.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  await expect(main.getByRole("button", { name: "Decline quote" })).toHaveCount(0);

  // The decision is the server's: it is there after a reload, with who accepted and the PO.
  await page.reload();
  await expect(main.getByText("You accepted version 2")).toBeVisible();
  await expect(main).toContainText("Accepted by Dana Buyer");
  await expect(main).toContainText("PO PO-7788");
  await expect(main.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(main.getByRole("button", { name: "Accept quote" })).toHaveCount(0);

  // Accepting again is refused.
  const twice = await page.request.post(`${link.replace("/quotes/", "/api/quotes/")}/accept`, { data: { name: "Dana Buyer", version: 2 } });
  expect(twice.status()).toBe(409);
  expect(((await twice.json()) as { message: string }).message).toContain("already accepted");
  const detail = (await (await api.get(`/api/admin/quote-requests/${id}`)).json()) as { status: string };
  expect(detail.status).toBe("Won");

  // Request again: the catalogue line goes into the cart with its quantity; the substitute is named and left out.
  await main.getByRole("button", { name: "Request again" }).click();
  const cart = page.getByRole("dialog", { name: /Shopping Cart/ });
  await expect(cart).toBeVisible();
  await expect(cart.getByRole("textbox", { name: `Quantity of ${MAILER}` })).toHaveValue("12");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: `1 line is not in the catalogue: ${SUBSTITUTE}` })).toBeVisible();
  await page.context().close();
});

test("declining asks once more, then shows the decision", async ({ browser, baseURL, adminApi: api }) => {
  const { id } = await requestQuote(api, "Gamma Supply");
  const link = pathOf(await sendVersion(api, id, draft("52.00", "49.50"), 1));
  const page = await openFresh(browser, baseURL!, 390, 844);
  await page.goto(link);
  const main = page.getByRole("main");
  await main.getByLabel("Reason (optional)").fill("Lead time too long");
  await main.getByRole("button", { name: "Decline quote" }).click();
  await expect(main.getByText("Decline this quote? We will let the supplier know.")).toBeVisible();
  await main.getByRole("button", { name: "Decline quote" }).click();
  // The form's confirmation says it at once; the page's refreshed answer says it too, with the reason, and while
  // both are in the page the words are there twice.
  await expect(main.getByRole("status").filter({ hasText: "You declined this quote" })).toBeVisible();
  const decision = main.getByRole("region", { name: "Your answer" });
  await expect(decision.getByText("You declined this quote")).toBeVisible();
  await expect(decision.getByText("Reason: Lead time too long")).toBeVisible();
  await expect(main.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  const detail = (await (await api.get(`/api/admin/quote-requests/${id}`)).json()) as { status: string };
  expect(detail.status).toBe("Lost");
  await page.context().close();
});

test("an unknown token is the 404 page, like any wrong address", async ({ page }) => {
  // A malformed token and a well-formed unknown one answer alike: src/proxy.ts checks the link before the page streams.
  const malformed = await page.goto("/quotes/not-a-token");
  expect(malformed?.status()).toBe(404);
  const res = await page.goto(`/quotes/${"x".repeat(43)}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  expectUncacheable(res?.headers()["cache-control"]);
  await expect(page.getByRole("heading", { name: /^Quote / })).toHaveCount(0);
  // The site's shell once (a header nested in <main> would not be a banner, so count the elements).
  await expect(page.locator("header")).toHaveCount(1);
  await expect(page.locator("footer")).toHaveCount(1);
  await expect(page.locator("main")).toHaveCount(1);
  await page.screenshot({ path: "test-results/quote-page-404.png" });
});
