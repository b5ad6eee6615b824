import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { addDays, todayIn } from "../../src/lib/dates";
import { expect, test } from "../support/admin-session";
import { ownClientAddress } from "../support/client-address";

/**
 * The orders screen's "Export for accounting": the admin types a range of days
 * with the keyboard and downloads the accepted orders as CSV, one row per
 * line. The order is made as a buyer makes one (a request, priced and sent by
 * the admin's API, accepted on its link), today in the business's time zone.
 */

const SKU = "PMB-1001";
const NAME = "White Poly Mailer 10 x 13 in";
const HEADER = [
  "Date",
  "Order number",
  "Quote number",
  "Quote version",
  "Customer",
  "PO",
  "Line",
  "SKU",
  "Description",
  "Quantity",
  "Unit",
  "Unit price",
  "Line total",
  "Freight",
  "Order total",
];

for (const width of [1280, 390]) {
  test(`at ${width} px: the admin sets From and To with the keyboard and downloads the range's order lines as CSV`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    const today = todayIn("America/New_York");
    const po = `PO-ACC-${Date.now().toString(36)}`;
    const origin = { Origin: baseURL! };

    const created = await page.request.post("/api/quote-requests", {
      data: {
        name: "Dana Buyer",
        company: "Acme Logistics",
        email: `accounting.${Date.now().toString(36)}@acme.example`,
        phone: "(555) 201-3344",
        state: "TX",
        zip: "75001",
        items: [{ sku: SKU, name: NAME, quantity: 12 }],
      },
      headers: { ...origin, ...ownClientAddress() },
    });
    expect(created.status()).toBe(201);
    const { reference } = (await created.json()) as { reference: string };
    const list = (await (await page.request.get("/api/admin/quote-requests")).json()) as { id: number; reference: string }[];
    const id = list.find((q) => q.reference === reference)!.id;
    const draft = {
      lines: [{ sku: SKU, name: NAME, quantity: 12, unit: "case", unitPrice: "52.00" }],
      freight: "85.00",
      leadTime: "5 business days",
      validUntil: addDays(today, 30),
      terms: "Net 30",
    };
    expect((await page.request.put(`/api/admin/quote-requests/${id}/draft`, { data: draft, headers: origin })).status()).toBe(200);
    const sent = await page.request.post(`/api/admin/quote-requests/${id}/send`, { headers: origin });
    expect(sent.status()).toBe(201);
    const token = new URL(((await sent.json()) as { url: string }).url).pathname.split("/").pop()!;
    const accepted = await page.request.post(`/api/quotes/${token}/accept`, {
      data: { name: "Dana Buyer", poNumber: po, version: 1 },
      headers: { ...origin, ...ownClientAddress() },
    });
    expect(accepted.status()).toBe(200);

    await page.goto("/admin/orders");
    const form = page.getByRole("form", { name: "Export for accounting" });
    const from = form.getByLabel("From");
    const to = form.getByLabel("To");
    // The current month is offered first.
    await expect(from).toHaveValue(`${today.slice(0, 8)}01`);

    // Chromium's date field takes the digits of its segments in the locale's order (en-US: month, day, year).
    const typed = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;
    // A range that ends before it starts is refused beside To, and nothing is downloaded.
    await from.focus();
    await page.keyboard.type(typed(today));
    await to.focus();
    await page.keyboard.type(typed(addDays(today, -1)));
    await form.getByRole("button", { name: "Download CSV" }).click();
    await expect(form.getByText("To must be the same day as From or later")).toBeVisible();
    await expect(to).toHaveAttribute("aria-invalid", "true");
    // The toast saying so lies over the button on a phone (and stays while the pointer rests on it): closed, as a person would.
    await page.getByRole("button", { name: "Close toast" }).click();

    await to.focus();
    await page.keyboard.type(typed(today));
    await expect(from).toHaveValue(today);
    await expect(to).toHaveValue(today);
    const [download] = await Promise.all([page.waitForEvent("download"), form.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toBe(`accounting-${today}-to-${today}.csv`);
    await expect(form.getByText("To must be the same day as From or later")).toHaveCount(0);

    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(bytes.toString("utf8"), { bom: true }) as string[][];
    expect(header).toEqual(HEADER);
    const row = rows.find((r) => r[5] === po);
    expect(row).toEqual([
      today,
      expect.stringMatching(/^SO-\d{4}-\d{6}$/),
      reference,
      "1",
      "Acme Logistics",
      po,
      "1",
      SKU,
      NAME,
      "12",
      "case",
      "52.00",
      "624.00",
      "85.00",
      "709.00",
    ]);
  });
}
