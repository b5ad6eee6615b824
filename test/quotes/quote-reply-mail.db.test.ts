/**
 * What the admin says on a quote reaches the buyer by e-mail, through a real
 * SMTP server on a loopback port: a reply, and the reopening of a closed deal
 * with its reason, each with the private link to read it and answer.
 */
import type { SinkMail } from "../mime";
import { parsed, useMailTestDatabase, waitFor } from "../smtp";

const SITE = "https://shop.usplastic.example";
process.env.SITE_URL = SITE;

const smtp = useMailTestDatabase({ businessEmail: "orders@usplastic.example" });

const load = async () => ({ kit: await import("./quote-loop-kit"), login: (await import("../kit")).login });

const mailTo = (address: string, subject: RegExp): SinkMail | undefined =>
  smtp.received
    .filter((m) => m.to.includes(address))
    .map(parsed)
    .find((m) => subject.test(m.subject));

describe("the buyer is e-mailed what the admin says", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await (await load()).login();
  });

  it("a reply: the admin's words and the link to the conversation", async () => {
    const { kit } = await load();
    const { id, reference } = await kit.requestQuote({ email: "reply.one@acme.example" });
    await kit.putDraft(cookie, id, kit.validDraft());
    const sent = await kit.sendQuote(cookie, id);
    expect((await kit.reply(cookie, id, { message: "Yes, we can ship by Friday from Dallas." })).status).toBe(201);
    await waitFor(() => mailTo("reply.one@acme.example", /^Re: Quote/) !== undefined);
    const mail = mailTo("reply.one@acme.example", /^Re: Quote/)!;
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain("Yes, we can ship by Friday from Dallas.");
    expect(mail.text).toContain(sent.body.url);
    expect(mail.html).toContain("Yes, we can ship by Friday from Dallas.");
    expect(mail.html).toContain(`href="${sent.body.url}"`);
    expect(sent.body.url.startsWith(`${SITE}/quotes/`)).toBe(true);
  });

  it("a reopening: the reason and the link", async () => {
    const { kit } = await load();
    const { id, reference } = await kit.requestQuote({ email: "reopen.one@acme.example" });
    await kit.putDraft(cookie, id, kit.validDraft());
    const sent = await kit.sendQuote(cookie, id);
    expect((await kit.accept(kit.tokenOf(sent.body.url), { name: "Dana", poNumber: "PO-1", version: 1 })).status).toBe(200);
    expect((await kit.reopen(cookie, id, { reason: "Resin prices rose; a revised price follows." })).status).toBe(201);
    await waitFor(() => mailTo("reopen.one@acme.example", /reopened/) !== undefined);
    const mail = mailTo("reopen.one@acme.example", /reopened/)!;
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain("Resin prices rose; a revised price follows.");
    expect(mail.text).toContain("(version 1)");
    expect(mail.text).toContain(sent.body.url);
    expect(mail.html).toContain("Resin prices rose; a revised price follows.");
    expect(mail.html).toContain(`href="${sent.body.url}"`);
  });
});
