/**
 * What the quote e-mails may carry, and that they go out once: through a real
 * SMTP server on a loopback port, on the test's real database.
 */
import { parsed, useMailTestDatabase, waitFor, type Received } from "../smtp";

const SHOP = "orders@usplastic.example";
const smtp = useMailTestDatabase({ businessEmail: SHOP });

const load = async () => ({
  POST: (await import("@/app/api/quote-requests/route")).POST,
  notify: await import("@/server/mail/notify"),
  db: (await import("@/server/db/client")).db,
  api: await import("../api"),
});

/** A received message as a reader sees it: its headers, decoded subject, text and HTML parts. */
function readMail(m: Received): { headers: string; subject: string; text: string; html: string } {
  const mail = parsed(m);
  return { headers: m.raw.slice(0, m.raw.search(/\r?\n\r?\n/)), subject: mail.subject, text: mail.text, html: mail.html };
}

const mailsAbout = (reference: string) =>
  smtp.received.filter((m) => readMail(m).text.includes(reference) || readMail(m).subject.includes(reference));

describe("quote e-mails", () => {
  it("the buyer's confirmation carries no text the submitter typed (a phishing name reaches only the shop)", async () => {
    const { POST, api, db } = await load();
    const typed = {
      name: "Spam: visit http://phish.example now",
      company: "Cheap pills at http://phish-company.example",
      notes: "Claim your prize: http://phish-notes.example",
    };
    const res = await api.call(POST, "POST", "/api/quote-requests", {
      body: {
        ...typed,
        email: "stranger@victim.example",
        phone: "555-201-3344",
        state: "tx",
        zip: "75001",
        items: [{ sku: "pe001", name: "Buy now at http://phish-item.example", quantity: 4 }],
      },
    });
    expect(res.status).toBe(201);
    const ref: string = res.body.reference;
    await waitFor(async () => (await db.quoteRequest.findUniqueOrThrow({ where: { reference: ref } })).emailStatus === "sent");

    const shop = smtp.received
      .filter((m) => m.to.includes(SHOP))
      .map(readMail)
      .find((m) => m.subject.includes(ref))!;
    const buyer = smtp.received.filter((m) => m.to.includes("stranger@victim.example")).map(readMail);
    expect(buyer.length).toBe(1);
    // The shop's notification keeps everything the buyer sent.
    for (const text of Object.values(typed)) expect(`${shop.subject}\n${shop.text}`).toContain(text);
    // The buyer's: the reference, the catalogue's own item name and SKU, the validated ship-to, and nothing typed.
    const everything = `${buyer[0].headers}\n${buyer[0].subject}\n${buyer[0].text}\n${buyer[0].html}`;
    expect(everything).toContain(ref);
    expect(buyer[0].text).toMatch(/PE Stretch Film/);
    expect(buyer[0].text).toContain("Quantity: 4");
    expect(buyer[0].text).toContain("TX 75001");
    expect(everything).not.toMatch(/phish|Spam|prize|pills/i);
  });

  it("two delivery runs at once (two instances' retry jobs on one database) mail each request exactly once", async () => {
    const { db, notify } = await load();
    const product = await db.product.findUniqueOrThrow({ where: { slug: "stretch-film" } });
    const refs: string[] = [];
    for (let i = 0; i < 6; i++) {
      const reference = `Q-RACE-${i}`;
      refs.push(reference);
      await db.quoteRequest.create({
        data: {
          reference,
          name: "Race Buyer",
          company: "",
          email: `race${i}@buyer.example`,
          phone: "555-201-3344",
          state: "CA",
          zip: "90001",
          items: {
            create: [{ position: 0, productId: product.id, sku: product.sku, name: product.name, priceText: "$45.00", quantity: 1 }],
          },
        },
      });
    }
    const before = smtp.received.length;
    const [a, b] = await Promise.all([notify.deliverPendingQuoteEmails(), notify.deliverPendingQuoteEmails()]);
    expect(a + b).toBe(6);
    for (const ref of refs) {
      const mails = smtp.received.slice(before).filter((m) => readMail(m).subject.includes(ref));
      expect({ ref, recipients: mails.map((m) => m.to.join(",")).sort() }).toEqual({
        ref,
        recipients: [`race${ref.slice(-1)}@buyer.example`, SHOP].sort(),
      });
    }
    const rows = await db.quoteRequest.findMany({ where: { reference: { in: refs } } });
    expect(rows.map((r) => [r.emailStatus, r.emailAttempts])).toEqual(refs.map(() => ["sent", 1]));
  });

  it("a claim left by a crashed instance is taken over after 10 minutes, and not before", async () => {
    const { db, notify } = await load();
    const product = await db.product.findUniqueOrThrow({ where: { slug: "stretch-film" } });
    const claimedAt = new Date(Date.now() - 5 * 60_000);
    await db.quoteRequest.create({
      data: {
        reference: "Q-CRASHED-1",
        name: "Crash Buyer",
        company: "",
        email: "crash@buyer.example",
        phone: "555-201-3344",
        state: "CA",
        zip: "90001",
        emailStatus: "sending",
        emailClaimedAt: claimedAt,
        items: { create: [{ position: 0, productId: product.id, sku: product.sku, name: product.name, priceText: "$45.00", quantity: 1 }] },
      },
    });
    const before = smtp.received.length;
    expect(await notify.deliverPendingQuoteEmails()).toBe(0);
    expect(smtp.received.length).toBe(before);
    expect(await notify.deliverPendingQuoteEmails(Date.now() + 6 * 60_000)).toBe(1);
    expect(
      mailsAbout("Q-CRASHED-1")
        .map((m) => m.to.join(","))
        .sort(),
    ).toEqual(["crash@buyer.example", SHOP]);
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { reference: "Q-CRASHED-1" } })).emailStatus).toBe("sent");
  });
});
