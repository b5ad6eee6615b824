import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { addDays, todayIn } from "../../src/lib/dates";
import { expect, signedInAdminState } from "./admin-session";
import { ownClientAddress } from "./client-address";

/** The seeded product the quote specs ask for. */
export const QUOTED_SKU = "PMB-1001";
export const QUOTED_NAME = "White Poly Mailer 10 x 13 in";

/**
 * A request sent from its own client address (the quote form's rate limit
 * counts per client), its draft saved and version 1 sent by the admin's API:
 * 12 cases at $52.00 and $85.00 freight, $709.00 in all. Its id, reference
 * and the buyer's private link.
 */
export async function quotedRequest(page: Page, adminApi: APIRequestContext, baseURL: string, email: string) {
  const created = await page.request.post("/api/quote-requests", {
    data: {
      name: "Dana Buyer",
      company: "Acme Logistics",
      email,
      phone: "(555) 201-3344",
      state: "TX",
      zip: "75001",
      items: [{ sku: QUOTED_SKU, name: QUOTED_NAME, quantity: 12 }],
    },
    headers: { Origin: baseURL, ...ownClientAddress() },
  });
  expect(created.status()).toBe(201);
  const { reference } = (await created.json()) as { reference: string };
  const list = (await (await adminApi.get("/api/admin/quote-requests")).json()) as { id: number; reference: string }[];
  const id = list.find((q) => q.reference === reference)!.id;
  const draft = {
    lines: [{ sku: QUOTED_SKU, name: QUOTED_NAME, quantity: 12, unit: "case", unitPrice: "52.00" }],
    freight: "85.00",
    leadTime: "5 business days",
    validUntil: addDays(todayIn("America/New_York"), 30),
    terms: "Net 30",
  };
  expect((await adminApi.put(`/api/admin/quote-requests/${id}/draft`, { data: draft })).status()).toBe(200);
  const sent = await adminApi.post(`/api/admin/quote-requests/${id}/send`);
  expect(sent.status()).toBe(201);
  return { id, reference, url: ((await sent.json()) as { url: string }).url };
}

/** A browser of the admin's own (the run's shared session) at `viewport`, beside the buyer's: the caller closes its context. */
export async function adminPage(browser: Browser, testInfo: TestInfo, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    storageState: await signedInAdminState(browser, testInfo),
    viewport,
    baseURL: testInfo.project.use.baseURL,
  });
  return { context, admin: await context.newPage() };
}
