/**
 * What the admin says on a quote reaches the buyer by e-mail, through a real
 * SMTP server on a loopback port: a reply, and the reopening of a closed deal
 * with its reason, each with the private link to read it and answer.
 */
import { useMailTestDatabase, waitFor, type Received } from "../smtp";

const SITE = "https://shop.usplastic.example";
process.env.SITE_URL = SITE;

const smtp = useMailTestDatabase({ businessEmail: "orders@usplastic.example" });

const load = async () => ({ kit: await import("./quote-loop-kit"), login: (await import("../kit")).login });

/** The text/plain parts of a message, decoded (nested multiparts, quoted-printable or base64). */
function plainText(raw: string): string {
  const split = (chunk: string) => {
    const at = chunk.indexOf("\r\n\r\n");
    return { headers: chunk.slice(0, at).replace(/\r\n[ \t]+/g, " "), body: chunk.slice(at + 4) };
  };
  const walk = (chunk: string): string[] => {
    const { headers, body } = split(chunk);
    const boundary = /content-type:\s*multipart\/[^\r\n]*boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
    if (boundary) return body.split(`--${boundary}`).slice(1, -1).flatMap((c) => walk(c.replace(/^\r\n/, "")));
    if (/content-type:/i.test(headers) && !/content-type:\s*text\/plain/i.test(headers)) return [];
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (encoding === "base64") return [Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")];
    if (encoding === "quoted-printable") {
      const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      return [Buffer.from(bytes, "latin1").toString("utf8")];
    }
    return [body];
  };
  return walk(raw).join("\n").replace(/\r\n/g, "\n");
}

const subjectOf = (m: Received) => /(?:^|\r\n)Subject: ([^\r\n]*(?:\r\n[ \t][^\r\n]*)*)/i.exec(m.raw)?.[1].replace(/\r\n[ \t]+/g, " ") ?? "";
const mailTo = (address: string, subject: RegExp) => smtp.received.find((m) => m.to.includes(address) && subject.test(subjectOf(m)));

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
    expect(subjectOf(mail)).toContain(reference);
    const text = plainText(mail.raw);
    expect(text).toContain("Yes, we can ship by Friday from Dallas.");
    expect(text).toContain(sent.body.url);
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
    expect(subjectOf(mail)).toContain(reference);
    const text = plainText(mail.raw);
    expect(text).toContain("Resin prices rose; a revised price follows.");
    expect(text).toContain("(version 1)");
    expect(text).toContain(sent.body.url);
  });
});
