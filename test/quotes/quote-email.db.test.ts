/**
 * E-mail of quote requests and contact messages, through a real SMTP server
 * on a loopback port: the request is stored first, a failed send is recorded
 * and retried, and the buyer and the business get what they should.
 */
import { parsed, useMailTestDatabase, waitFor } from "../smtp";

const smtp = useMailTestDatabase({ failFirst: 1 });

const load = async () => ({
  POST: (await import("@/app/api/quote-requests/route")).POST,
  deliverPendingQuoteEmails: (await import("@/server/mail/notify")).deliverPendingQuoteEmails,
  contact: await import("@/app/api/contact/route"),
  db: (await import("@/server/db/client")).db,
  api: await import("../api"),
});

describe("quote request e-mail", () => {
  it("stores the request even when the first send fails, records the failure, and a retry delivers both mails", async () => {
    const { POST, db, api, deliverPendingQuoteEmails } = await load();
    await db.setting.update({ where: { key: "business_email" }, data: { value: "orders@usplastic.example" } });
    const res = await api.call(POST, "POST", "/api/quote-requests", {
      body: {
        name: "Dana Buyer",
        company: "Acme",
        email: "dana@acme.example",
        phone: "555-201-3344",
        state: "CA",
        zip: "90001",
        notes: "",
        items: [{ sku: "pe001", name: "film", quantity: 4 }],
      },
    });
    expect(res.status).toBe(201);
    const ref = res.body.reference;
    await waitFor(async () => (await db.quoteRequest.findUniqueOrThrow({ where: { reference: ref } })).emailStatus === "failed");
    const failed = await db.quoteRequest.findUniqueOrThrow({ where: { reference: ref } });
    expect(failed.emailAttempts).toBe(1);
    expect(failed.emailError).toMatch(/451|try again/i);
    expect(smtp.failures).toBe(1);

    // The retry job runs when the back-off delay has passed.
    const sent = await deliverPendingQuoteEmails(Date.now() + 60_000);
    expect(sent).toBe(1);
    const done = await db.quoteRequest.findUniqueOrThrow({ where: { reference: ref } });
    expect(done.emailStatus).toBe("sent");

    const toBusiness = parsed(smtp.received.find((m) => m.to.includes("orders@usplastic.example"))!);
    const toBuyer = parsed(smtp.received.find((m) => m.to.includes("dana@acme.example"))!);
    expect(toBusiness.text).toContain(ref);
    expect(toBusiness.text).toMatch(/SKU pe001/i);
    expect(toBuyer.text).toContain(ref);
    expect(toBuyer.text).toMatch(/PE Stretch Film/);
    expect(toBuyer.text).toContain("Quantity: 4 × case of 4 rolls");
    // Each line says what its price buys.
    for (const mail of [toBusiness, toBuyer]) expect(mail.text).toContain("$45.00 - $55.00 per case of 4 rolls");
  });

  it("notifies the business of a contact message", async () => {
    const { db, api, contact } = await load();
    const before = smtp.received.length;
    const res = await api.call(contact.POST, "POST", "/api/contact", {
      body: { firstName: "Lee", lastName: "Ng", email: "lee@ng.example", company: "", message: "Need 40 pallets of film" },
    });
    expect(res.status).toBe(201);
    await waitFor(() => smtp.received.length > before);
    const mail = parsed(smtp.received[smtp.received.length - 1]);
    expect(mail.to).toEqual(["orders@usplastic.example"]);
    expect(mail.text).toContain("Need 40 pallets of film");
    expect(await db.contactMessage.count({ where: { email: "lee@ng.example" } })).toBe(1);
  });
});
