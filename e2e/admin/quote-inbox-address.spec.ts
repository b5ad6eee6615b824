import { type Page } from "@playwright/test";
import { expect, test } from "../support/admin-session";

/**
 * The quote inbox keeps its view in the address: the filter, the search and
 * the page survive a reload and come back with the Back button, and a shared
 * link opens the same view. The search finds a request by reference, buyer
 * name, company, e-mail or an item's SKU, in any case.
 */

const run = Date.now().toString(36);
let ip = 0;

async function request(
  page: Page,
  baseURL: string,
  stamp: string,
  who: { name: string; company: string; sku: string },
): Promise<{ id: number; reference: string }> {
  const res = await page.request.post("/api/quote-requests", {
    data: {
      name: who.name,
      company: who.company,
      email: `${who.name.split(" ")[0].toLowerCase()}.${stamp}@inbox.example.com`,
      phone: "(555) 201-3344",
      state: "TX",
      zip: "75001",
      items: [{ sku: who.sku, name: "Item", quantity: 3 }],
    },
    // Its own client address: the quote form's rate limit of other tests is untouched.
    headers: { Origin: baseURL, "X-Forwarded-For": `10.91.${Date.now() % 250}.${++ip}` },
  });
  expect(res.status()).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  const list = (await (await page.request.get(`/api/admin/quote-requests?q=${reference}`)).json()) as { id: number }[];
  return { id: list[0].id, reference };
}

const cards = (page: Page) => page.getByTestId("quote-card");

for (const width of [1280, 390]) {
  test(`at ${width} px: filter and search are kept in the address, through a reload and Back`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${run}w${width}`;
    const contacted = await request(page, baseURL!, stamp, { name: "Opal Marsh", company: `Marsh Freight ${stamp}`, sku: "PMB-1001" });
    const fresh = await request(page, baseURL!, stamp, { name: "Ivo Lund", company: `Lund Crates ${stamp}`, sku: "TSB.0001" });
    const put = await page.request.put(`/api/admin/quote-requests/${contacted.id}`, {
      data: { status: "Contacted" },
      headers: { Origin: baseURL! },
    });
    expect(put.status()).toBe(200);

    await page.goto("/admin/quote-requests");
    await page.getByRole("tab", { name: "Contacted" }).click();
    await expect(page).toHaveURL(/[?&]status=Contacted(&|$)/);
    const search = page.getByRole("searchbox", { name: "Search requests" });
    await search.click();
    await page.keyboard.type(`marsh freight ${stamp}`);
    await expect(page).toHaveURL(new RegExp(`[?&]q=marsh\\+freight\\+${stamp}(&|$)`));
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(contacted.reference);

    await page.reload();
    await expect(page.getByRole("tab", { name: "Contacted" })).toHaveAttribute("aria-selected", "true");
    await expect(search).toHaveValue(`marsh freight ${stamp}`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(contacted.reference);

    // Another filter keeps the search; Back returns to the one before.
    await page.getByRole("tab", { name: "New" }).click();
    await expect(page).toHaveURL(/[?&]status=New(&|$)/);
    await expect(page.getByText(`Nothing matches “marsh freight ${stamp}” in New.`)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("tab", { name: "Contacted" })).toHaveAttribute("aria-selected", "true");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(contacted.reference);

    // The SKU of an item finds the other request, among all of them.
    await page.getByRole("tab", { name: "All" }).click();
    await search.fill("tsb.0001");
    await expect(page).toHaveURL(/[?&]q=tsb\.0001(&|$)/);
    await expect(cards(page).filter({ hasText: fresh.reference })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: contacted.reference })).toHaveCount(0);

    // A shared link opens the same view in a fresh page.
    const shared = await page.context().newPage();
    await shared.goto(`/admin/quote-requests?status=New&q=${encodeURIComponent(`LUND CRATES ${stamp}`)}`);
    await expect(shared.getByRole("tab", { name: "New" })).toHaveAttribute("aria-selected", "true");
    await expect(shared.getByRole("searchbox", { name: "Search requests" })).toHaveValue(`LUND CRATES ${stamp}`);
    await expect(cards(shared)).toHaveCount(1);
    await expect(cards(shared).first()).toContainText(fresh.reference);
    await shared.close();
  });
}

test("a card clicked while the search still waits for the typing to pause opens, and stays open", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const stamp = `${run}click`;
  const wanted = await request(page, baseURL!, stamp, { name: "Rhea Stone", company: `Stone Pallets ${stamp}`, sku: "PMB-1001" });
  await page.goto(`/admin/quote-requests?q=${encodeURIComponent(`stone pallets ${stamp}`)}`);
  await expect(cards(page)).toHaveCount(1);
  // The request's page answers slowly, so the click's navigation is still under way when the search's pause ends.
  await page.route(new RegExp(`/admin/quote-requests/${wanted.id}(\\?|$)`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const search = page.getByRole("searchbox", { name: "Search requests" });
  await search.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" ");
  await page.keyboard.type(wanted.reference.slice(0, 2));
  await cards(page).getByRole("link", { name: wanted.reference, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/quote-requests/${wanted.id}$`), { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText(wanted.reference);
  // Well past the search's pause: the page is still the request's.
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(new RegExp(`/admin/quote-requests/${wanted.id}$`));
});
