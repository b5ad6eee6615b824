/**
 * Every e-mail the product sends has a text part and an HTML part that say
 * the same thing: through a real SMTP server on a loopback port, on the test's
 * real database. Typed text is escaped in the HTML (a name with <script> and &
 * shows as typed, never as markup), mails to the shop link to the record in
 * the back office under SITE_URL, and the buyer's mails keep their words out.
 */
import { formatIsoDate } from "@/lib/dates";
import type { SinkMail } from "../mime";
import { parsed, useMailTestDatabase, waitFor } from "../smtp";

// Read once, at the app's first import of its settings (in beforeAll): links are built from it.
const SITE = "https://shop.usplastic.example";
process.env.SITE_URL = SITE;
const SHOP = "orders@usplastic.example";
const HOSTILE = "Dana <script>alert(1)</script> & Co";
const HOSTILE_HTML = "Dana &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co";

const smtp = useMailTestDatabase({ businessEmail: SHOP });

const load = async () => ({
  kit: await import("./quote-loop-kit"),
  login: (await import("../kit")).login,
  api: await import("../api"),
  contact: await import("@/app/api/contact/route"),
});

const mailsTo = (address: string): SinkMail[] => smtp.received.filter((m) => m.to.includes(address)).map(parsed);

async function mailTo(address: string, match: (m: SinkMail) => boolean): Promise<SinkMail> {
  await waitFor(() => mailsTo(address).some(match));
  return mailsTo(address).find(match)!;
}

const decode = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, "&");

/** What the HTML part shows (head and the hidden preview line aside), as one line of words. */
function visibleText(html: string): string {
  const body = html.replace(/<head>[\s\S]*?<\/head>/, "").replace(/<div[^>]*data-skip-in-text[^>]*>[\s\S]*?<\/div><\/div>/, "");
  return decode(body.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]+>/g, " "))
    .replace(/[\s\u200b-\u200f\ufeff\u2060]+/g, " ")
    .trim();
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => decode(m[1]));

/**
 * The two parts agree: every line of the text shows in the HTML (list dashes
 * and the colon before a link or a quoted message aside), and the HTML's
 * links are the text's addresses.
 */
function expectPartsAgree(mail: SinkMail): void {
  expect(mail.html).toMatch(/^<!DOCTYPE html/);
  const visible = visibleText(mail.html);
  for (const line of mail.text.split("\n")) {
    const words = line.trim().replace(/^- /, "").replace(/:$/, "");
    if (words) expect({ line: words, in: visible.includes(words) }).toEqual({ line: words, in: true });
  }
  for (const href of hrefs(mail.html)) expect(mail.text).toContain(href);
}

describe("e-mail parts", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await (await load()).login();
  });

  it("a quote request: the shop's copy has everything, escaped, and links to the request; the buyer's lists lines, units, targets and needed-by, and nothing typed", async () => {
    const { api, kit } = await load();
    const neededBy = kit.inDays(21);
    const { POST } = await import("@/app/api/quote-requests/route");
    const res = await api.call(POST, "POST", "/api/quote-requests", {
      body: {
        name: HOSTILE,
        company: "Acme <b>Sons</b> & Daughters",
        email: "parts.buyer@acme.example",
        phone: "555-201-3344",
        state: "TX",
        zip: "75001",
        neededBy,
        notes: "Dock 4\n<i>call first</i> & ask for Lee",
        items: [{ sku: "pe001", name: "ignored", quantity: 12, targetPrice: "41.00", substitutesOk: true }],
      },
      headers: { "x-forwarded-for": kit.freshIp() },
    });
    expect(res.status).toBe(201);
    const ref: string = res.body.reference;
    const { db } = await import("@/server/db/client");
    const { id } = await db.quoteRequest.findUniqueOrThrow({ where: { reference: ref }, select: { id: true } });
    const date = formatIsoDate(neededBy);

    const shop = await mailTo(SHOP, (m) => m.subject.includes(ref));
    expect(shop.subject).toBe(`New quote request ${ref} from ${HOSTILE}`);
    for (const line of [
      `Name: ${HOSTILE}`,
      "Company: Acme <b>Sons</b> & Daughters",
      `Needed by: ${date}`,
      "  - PE Stretch Film (SKU pe001)",
      "    Quantity: 12 × case of 4 rolls",
      "    Listed price: $45.00 - $55.00 per case of 4 rolls",
      "    Target price: $41.00 per case of 4 rolls",
      "    Substitutes OK",
      "Notes:\nDock 4\n<i>call first</i> & ask for Lee",
      `Open the request:\n${SITE}/admin/quote-requests/${id}`,
    ])
      expect(shop.text).toContain(line);
    expect(shop.html).toContain(HOSTILE_HTML);
    expect(shop.html).toContain("Acme &lt;b&gt;Sons&lt;/b&gt; &amp; Daughters");
    expect(shop.html).toContain("&lt;i&gt;call first&lt;/i&gt; &amp; ask for Lee");
    expect(shop.html).not.toMatch(/<script|<b>|<i>/);
    expect(hrefs(shop.html)).toEqual([`${SITE}/admin/quote-requests/${id}`]);
    expectPartsAgree(shop);

    const buyer = await mailTo("parts.buyer@acme.example", (m) => m.subject.includes(ref));
    expect(buyer.subject).toBe(`We received your quote request ${ref}`);
    for (const line of [
      "  - PE Stretch Film (SKU pe001)",
      "    Quantity: 12 × case of 4 rolls",
      "    Listed price: $45.00 - $55.00 per case of 4 rolls",
      "    Your target price: $41.00 per case of 4 rolls",
      "    Substitutes OK",
      "Ship to: TX 75001",
      `Needed by: ${date}`,
    ])
      expect(buyer.text).toContain(line);
    expectPartsAgree(buyer);
    // The line mail apps show beside the subject says what matters, not "Hello,".
    expect(buyer.html).toContain(`data-skip-in-text="true">Your reference is ${ref}.`);
    expect(`${buyer.subject}\n${buyer.text}\n${buyer.html}`).not.toMatch(/Dana|script|Acme|Dock|Lee|ignored/);
  });

  it("a contact message: the shop's mail escapes the sender's words and links to the messages", async () => {
    const { api, contact } = await load();
    const res = await api.call(contact.POST, "POST", "/api/contact", {
      body: {
        firstName: HOSTILE,
        lastName: "Ng",
        email: "lee@ng.example",
        company: "",
        message: "Need 40 pallets\n<b>today</b> & tomorrow",
      },
    });
    expect(res.status).toBe(201);
    const mail = await mailTo(SHOP, (m) => m.subject.startsWith("New contact message"));
    expect(mail.text).toContain("Message:\nNeed 40 pallets\n<b>today</b> & tomorrow");
    expect(mail.html).toContain(`${HOSTILE_HTML} Ng`);
    expect(mail.html).toContain("Need 40 pallets\n&lt;b&gt;today&lt;/b&gt; &amp; tomorrow");
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(hrefs(mail.html)).toEqual([`${SITE}/admin/contact-messages`]);
    expectPartsAgree(mail);
  });

  it("a sent quote: link and total in both parts, the PDF attached", async () => {
    const { kit } = await load();
    const { reference, url } = await kit.quotedRequest(cookie);
    const mail = await mailTo(kit.buyer.email, (m) => m.subject.startsWith(`Quote ${reference}`));
    expect(mail.text).toContain("Total: $5,208.30");
    expect(mail.text).toContain(url);
    expect(hrefs(mail.html)).toEqual([url]);
    expectPartsAgree(mail);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${reference}-v1.pdf`, "application/pdf"]]);
  });

  it("an accept: the shop's mail has the total, PO and a link to the request; the buyer's confirmation has version, total and PO, not the typed name", async () => {
    const { kit } = await load();
    const { id, reference, url, token } = await kit.quotedRequest(cookie);
    expect((await kit.accept(token, { name: HOSTILE, poNumber: "PO-7781 <x> & y", version: 1 })).status).toBe(200);

    const shop = await mailTo(SHOP, (m) => m.subject.includes(reference) && /accepted/.test(m.subject));
    expect(shop.subject).toBe(`Quote ${reference} accepted by ${HOSTILE} (PO PO-7781 <x> & y)`);
    for (const line of [
      `Quote ${reference} (version 1) accepted by ${HOSTILE} (PO PO-7781 <x> & y).`,
      "Total: $5,208.30",
      "PO number: PO-7781 <x> & y",
      "Status: Won",
    ])
      expect(shop.text).toContain(line);
    expect(shop.text).toContain(`${SITE}/admin/quote-requests/${id}`);
    expect(shop.html).toContain(HOSTILE_HTML);
    expect(shop.html).not.toMatch(/<script|<x>/);
    expect(hrefs(shop.html)).toEqual([`${SITE}/admin/quote-requests/${id}`]);
    expectPartsAgree(shop);

    const buyer = await mailTo(kit.buyer.email, (m) => m.subject.includes(reference) && /acceptance/i.test(m.subject));
    expect(buyer.subject).toBe(`Your acceptance of quote ${reference} (version 1)`);
    for (const line of [`Quote: ${reference}, version 1`, "Total: $5,208.30", "PO number: PO-7781 <x> & y"])
      expect(buyer.text).toContain(line);
    expect(buyer.html).toContain("PO-7781 &lt;x&gt; &amp; y");
    expect(hrefs(buyer.html)).toEqual([url]);
    expectPartsAgree(buyer);
    expect(`${buyer.text}\n${buyer.html}`).not.toMatch(/Dana|script/);
  });

  it("a message and a decline: the buyer's words reach the shop escaped, with a link to the request", async () => {
    const { kit } = await load();
    const { id, reference, token } = await kit.quotedRequest(cookie);
    expect((await kit.message(token, { message: "Can you ship <b>Friday</b> & Monday?" })).status).toBe(201);
    const asked = await mailTo(SHOP, (m) => m.subject === `Quote ${reference} has a message from the buyer`);
    expect(asked.text).toContain("Message:\nCan you ship <b>Friday</b> & Monday?");
    expect(asked.html).toContain("Can you ship &lt;b&gt;Friday&lt;/b&gt; &amp; Monday?");
    expect(hrefs(asked.html)).toEqual([`${SITE}/admin/quote-requests/${id}`]);
    expectPartsAgree(asked);

    expect((await kit.decline(token, { reason: "Found <i>cheaper</i> & closer" })).status).toBe(200);
    const declined = await mailTo(SHOP, (m) => m.subject === `Quote ${reference} declined`);
    expect(declined.text).toContain("Reason:\nFound <i>cheaper</i> & closer");
    expect(declined.text).toContain("Status: Lost");
    expect(declined.html).toContain("Found &lt;i&gt;cheaper&lt;/i&gt; &amp; closer");
    expectPartsAgree(declined);
    // No confirmation goes to the buyer for a decline or a message.
    expect(mailsTo(kit.buyer.email).filter((m) => m.subject.includes(reference) && /acceptance/i.test(m.subject))).toEqual([]);
  });
});
