/**
 * The quote loop's e-mail through a real SMTP server on a loopback port:
 * sending a quote mails the buyer the private link (under
 * SITE_URL) with the PDF attached; the buyer's accept mails the business.
 */
import { parsed, useMailTestDatabase, waitFor, type Received } from "../smtp";

// Read once, at the app's first import of its settings (in beforeAll): the link must be built from it.
const SITE = "https://shop.usplastic.example";
process.env.SITE_URL = SITE;
const BUSINESS = "orders@usplastic.example";

const smtp = useMailTestDatabase({ businessEmail: BUSINESS });

const load = async () => ({
  kit: await import("./quote-loop-kit"),
  login: (await import("../kit")).login,
  db: (await import("@/server/db/client")).db,
  // Jest resolves "../pdf-text" to its .mjs sibling (the extractor's child process), so the .ts is named in full.
  pdfText: jest.requireActual<typeof import("../pdf-text")>("../pdf-text.ts").pdfText,
});

const headersOf = (m: Received) => m.raw.slice(0, m.raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
const textOf = (m: Received) => parsed(m).text;
const pdfsOf = (m: Received) => parsed(m).attachments.filter((a) => a.contentType === "application/pdf");
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
/** The quote mails to a buyer (their request's confirmation aside). */
const quoteMailsTo = (address: string) => mailsTo(address).filter((m) => /(^|\n)Subject: Quote Q-/i.test(headersOf(m)));

describe("quote e-mail", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await (await load()).login();
  });

  it("sending mails the buyer the private link and the quote as a PDF named {reference}-v{version}.pdf", async () => {
    const { kit, pdfText } = await load();
    const { id, reference } = await kit.requestQuote({ email: "buyer.one@acme.example" });
    expect((await kit.putDraft(cookie, id, kit.validDraft())).status).toBe(200);
    const sent = await kit.sendQuote(cookie, id);
    expect(sent.status).toBe(201);
    expect(sent.body.url).toMatch(new RegExp(`^${SITE.replace(/\./g, "\\.")}/quotes/[A-Za-z0-9_-]{22,}$`));

    // The run's first PDF starts the PDF worker thread (pdfkit and the fonts loaded): seconds on a busy machine.
    await waitFor(() => quoteMailsTo("buyer.one@acme.example").length > 0, 30_000);
    const mails = quoteMailsTo("buyer.one@acme.example");
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(headersOf(mail)).toContain(reference);
    const text = textOf(mail);
    expect(text).toContain(sent.body.url);
    expect(text).toContain("$5,208.30");
    const [attachment] = pdfsOf(mail);
    expect(attachment.filename).toBe(`${reference}-v1.pdf`);
    const body = Buffer.from(attachment.base64, "base64");
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pdf = pdfText(new Uint8Array(body));
    expect(pdf.text).toContain(reference);
    expect(pdf.text).toContain("$5,208.30");
  });

  it("a revision mails version 2 with the same link; an Idempotency-Key sent twice mails once", async () => {
    const { kit } = await load();
    const { id, reference } = await kit.requestQuote({ email: "buyer.two@acme.example" });
    await kit.putDraft(cookie, id, kit.validDraft());
    const first = await kit.sendQuote(cookie, id, { "Idempotency-Key": "mail-v1" });
    await kit.sendQuote(cookie, id, { "Idempotency-Key": "mail-v1" });
    await waitFor(() => quoteMailsTo("buyer.two@acme.example").length >= 1);
    await kit.putDraft(cookie, id, kit.validDraft({ freight: "0.00" }));
    const second = await kit.sendQuote(cookie, id);
    expect(second.body).toEqual({ version: 2, url: first.body.url });
    await waitFor(() => quoteMailsTo("buyer.two@acme.example").length >= 2);
    // Give a wrongly doubled mail time to arrive before counting.
    await new Promise((r) => setTimeout(r, 500));
    const mails = quoteMailsTo("buyer.two@acme.example");
    expect(mails.map((m) => pdfsOf(m).map((p) => p.filename))).toEqual([[`${reference}-v1.pdf`], [`${reference}-v2.pdf`]]);
    for (const m of mails) expect(textOf(m)).toContain(first.body.url);
    expect(textOf(mails[1])).toContain("$5,058.30");
  });

  it("the buyer's accept mails the business, with the name and PO number", async () => {
    const { kit, db } = await load();
    const { id, reference, token } = await kit.quotedRequest(cookie);
    const res = await kit.accept(token, { name: "Dana Buyer", poNumber: "PO-7781", version: 1 });
    expect(res.status).toBe(200);
    // The business also gets the new request's own mail: the answer's is the one that says accepted.
    const answerMail = () =>
      mailsTo(BUSINESS).find((m) => headersOf(m).includes(reference) && /accepted/i.test(`${headersOf(m)}\n${textOf(m)}`));
    await waitFor(() => answerMail() !== undefined);
    const mail = answerMail()!;
    const all = `${headersOf(mail)}\n${textOf(mail)}`;
    expect(all).toContain("Dana Buyer");
    expect(all).toContain("PO-7781");
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).status).toBe("Won");
  });

  it("a buyer's question mails the business with the message", async () => {
    const { kit } = await load();
    const { reference, token } = await kit.quotedRequest(cookie);
    expect((await kit.message(token, { message: "Can you ship by Friday?" })).status).toBe(201);
    const answerMail = () =>
      mailsTo(BUSINESS).find((m) => headersOf(m).includes(reference) && textOf(m).includes("Can you ship by Friday?"));
    await waitFor(() => answerMail() !== undefined);
    expect(headersOf(answerMail()!)).toMatch(/message/i);
  });
});
