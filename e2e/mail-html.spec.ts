import { addDays, formatIsoDate, todayIn } from "../src/lib/dates";
import { ownClientAddress } from "./support/client-address";
import { expect, testWithAdminApi as test } from "./support/admin-session";
import { waitForMail, type SinkMail } from "./support/smtp-sink";

/*
 * The HTML part of every e-mail the server sends, as its reader sees it: the
 * production server mails the SMTP sink (so the build's own renderer made
 * them), and each message's HTML opens in Chromium at a phone's 390 px. What
 * triggers the mails (a request, a contact message, the admin's send, the
 * buyer's accept) goes through the API: the screens that do it are the quote
 * loop's spec; this one reads what arrives.
 */

const HOSTILE = "Dana <script>alert(1)</script> & Co";

/** Opens a mail's HTML as a mail app shows it; a script in it would open a dialog, which fails the test. */
async function openMail(page: import("@playwright/test").Page, mail: SinkMail): Promise<void> {
  expect(mail.html, `${mail.subject} has an HTML part`).toMatch(/^<!DOCTYPE html/);
  page.on("dialog", (d) => {
    throw new Error(`a script in "${mail.subject}" ran: ${d.message()}`);
  });
  await page.setContent(mail.html);
  expect(await page.locator("script").count()).toBe(0);
  // Nothing wider than the phone: no sideways scrolling to read a line or a link.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.use({ viewport: { width: 390, height: 844 } });

test("each e-mail's HTML shows its words as typed, its links go to the right pages, and it fits a phone", async ({
  page,
  adminApi,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const buyerEmail = `html.buyer+${stamp}@acme.example`;
  const neededBy = addDays(todayIn(), 21);
  const headers = { ...ownClientAddress(), Origin: baseURL! };

  // A request with a target price and a needed-by date, from a buyer whose name is markup.
  const requested = await page.request.post("/api/quote-requests", {
    headers,
    data: {
      name: HOSTILE,
      company: "Acme & Sons",
      email: buyerEmail,
      phone: "555-201-3344",
      state: "TX",
      zip: "75001",
      neededBy,
      notes: "Dock 4 <b>only</b>",
      items: [{ sku: "pe001", name: "PE Stretch Film", quantity: 12, targetPrice: "41.00" }],
    },
  });
  expect(requested.status()).toBe(201);
  const ref = ((await requested.json()) as { reference: string }).reference;
  const list = (await (await adminApi.get("/api/admin/quote-requests")).json()) as { id: number; reference: string }[];
  const id = list.find((q) => q.reference === ref)!.id;

  const shopRequest = await waitForMail((m) => m.subject === `New quote request ${ref} from ${HOSTILE}`);
  await openMail(page, shopRequest);
  await expect(page.getByText(`Name: ${HOSTILE}`)).toBeVisible();
  await expect(page.getByText("Dock 4 <b>only</b>")).toBeVisible();
  await expect(page.getByText("Target price: $41.00 per case of 4 rolls")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the request" })).toHaveAttribute("href", `${baseURL}/admin/quote-requests/${id}`);

  const ack = await waitForMail((m) => m.to.includes(buyerEmail) && m.subject === `We received your quote request ${ref}`);
  await openMail(page, ack);
  await expect(page.getByText("PE Stretch Film (SKU pe001)")).toBeVisible();
  await expect(page.getByText("Quantity: 12 × case of 4 rolls")).toBeVisible();
  await expect(page.getByText("Your target price: $41.00 per case of 4 rolls")).toBeVisible();
  await expect(page.getByText(`Needed by: ${formatIsoDate(neededBy)}`)).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/Dana|Dock/);

  // A contact message: the admin's link goes to the messages.
  const contacted = await page.request.post("/api/contact", {
    headers,
    data: { firstName: HOSTILE, lastName: `Ng${stamp}`, email: "lee@ng.example", company: "", message: "Need <i>40</i> pallets & wrap" },
  });
  expect(contacted.status()).toBe(201);
  const contactMail = await waitForMail((m) => m.subject === `New contact message from ${HOSTILE} Ng${stamp}`);
  await openMail(page, contactMail);
  await expect(page.getByText("Need <i>40</i> pallets & wrap")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open contact messages" })).toHaveAttribute("href", `${baseURL}/admin/contact-messages`);

  // The admin prices and sends it: the buyer's mail links to the private quote page.
  const draft = {
    lines: [{ sku: "pe001", name: "PE Stretch Film", quantity: 12, unit: "case", unitPrice: "44.00", breaks: [], note: "" }],
    freight: "60.00",
    leadTime: "5 business days",
    validUntil: addDays(todayIn(), 30),
    terms: "Net 30",
  };
  expect((await adminApi.put(`/api/admin/quote-requests/${id}/draft`, { data: draft })).status()).toBe(200);
  const sent = await adminApi.post(`/api/admin/quote-requests/${id}/send`);
  expect(sent.status()).toBe(201);
  const url = ((await sent.json()) as { url: string }).url;
  const quoteMail = await waitForMail((m) => m.to.includes(buyerEmail) && m.subject.startsWith(`Quote ${ref}`));
  await openMail(page, quoteMail);
  await expect(page.getByText("Total: $588.00")).toBeVisible();
  const view = page.getByRole("link", { name: "View, ask a question, or accept it online" });
  await expect(view).toHaveAttribute("href", url);
  // The link, followed as a reader would (mail links open a new tab), opens the quote.
  const [quotePage] = await Promise.all([page.waitForEvent("popup"), view.click()]);
  await expect(quotePage).toHaveURL(url);
  await expect(quotePage.getByRole("heading", { level: 1 })).toHaveText(`Quote ${ref}`);
  await quotePage.close();

  // The buyer accepts: the shop's notice has the total and PO; the buyer's confirmation the version, total and PO.
  const token = url.slice(url.lastIndexOf("/") + 1);
  const accepted = await page.request.post(`/api/quotes/${token}/accept`, {
    headers,
    data: { name: HOSTILE, poNumber: "PO <7781> & co", version: 1 },
  });
  expect(accepted.status()).toBe(200);
  const shopAccept = await waitForMail((m) => m.subject.startsWith(`Quote ${ref} accepted by`));
  await openMail(page, shopAccept);
  // (The first line is also the mail app's hidden preview line: the one shown is the one read.)
  await expect(
    page.getByText(`Quote ${ref} (version 1) accepted by ${HOSTILE} (PO PO <7781> & co).`).filter({ visible: true }),
  ).toBeVisible();
  await expect(page.getByText("Total: $588.00")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the request" })).toHaveAttribute("href", `${baseURL}/admin/quote-requests/${id}`);

  const confirmation = await waitForMail((m) => m.to.includes(buyerEmail) && m.subject === `Your acceptance of quote ${ref} (version 1)`);
  await openMail(page, confirmation);
  await expect(page.getByText(`Quote: ${ref}, version 1`)).toBeVisible();
  await expect(page.getByText("Total: $588.00")).toBeVisible();
  await expect(page.getByText("PO number: PO <7781> & co")).toBeVisible();
  await expect(page.getByRole("link", { name: "View the quote" })).toHaveAttribute("href", url);
  await expect(page.locator("body")).not.toContainText("Dana");
});
