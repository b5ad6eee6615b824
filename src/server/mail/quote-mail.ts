import "server-only";
import { formatIsoDate } from "@/lib/dates";
import { formatPrice } from "@/lib/money";
import { db } from "@/server/db/client";
import { getBuyerQuote } from "@/server/quotes/buyer-quote";
import { quoteUrl, tokenFor } from "@/server/quotes/quote-link";
import { renderQuotePdf } from "@/server/quotes/quote-pdf";
import { getSettingsMap } from "@/server/settings/settings";
import { mailEnabled, sendMail, type Mail } from "./mailer";
import { track } from "./notify";

/** A few tries with growing pauses: these mails follow an admin's or buyer's click that has already succeeded. */
async function deliver(mail: Mail, what: string): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      await sendMail(mail);
      return;
    } catch (e) {
      console.error(`${what}: e-mail failed (attempt ${attempt}): ${e instanceof Error ? e.message : e}`);
      if (attempt < 3) await new Promise((r) => setTimeout(r, attempt * 5_000));
    }
  }
}

/**
 * The buyer's copy of a sent quote: the private link and the PDF. It carries
 * only what the admin wrote and the catalogue's data (the buyer's own typed
 * text stays out of the body).
 */
async function sendQuoteMail(id: number, version: number): Promise<void> {
  const row = await db.quoteRequest.findUnique({ where: { id }, select: { email: true, quoteTokenSalt: true } });
  if (!row?.quoteTokenSalt) return;
  const token = tokenFor(row.quoteTokenSalt);
  const quote = await getBuyerQuote(token);
  if (quote.version !== version) return; // a newer version went out meanwhile: its own mail follows
  const business = quote.supplier.name || "Our sales team";
  const url = quoteUrl(token);
  const text = [
    "Hello,",
    "",
    `Here is our quote ${quote.reference} (version ${quote.version}), valid until ${formatIsoDate(quote.validUntil)}.`,
    `Total: ${formatPrice(quote.total)}${quote.freight === null ? " (FOB, freight collect)" : ""}`,
    "",
    "View it, ask a question, or accept it online:",
    url,
    "",
    "The quote is attached as a PDF.",
    "",
    business,
  ].join("\n");
  const pdf = await renderQuotePdf(token);
  await deliver(
    {
      to: row.email,
      subject: `Quote ${quote.reference} from ${business}${quote.version > 1 ? ` (version ${quote.version})` : ""}`,
      text,
      replyTo: quote.supplier.email || undefined,
      attachments: [{ filename: `${quote.reference}-v${quote.version}.pdf`, content: pdf, contentType: "application/pdf" }],
    },
    `quote ${quote.reference} v${quote.version}`,
  );
}

/** The business hears of the buyer's accept, decline or message at once. */
async function sendAnswerMail(id: number): Promise<void> {
  const settings = await getSettingsMap();
  if (!settings.business_email) return;
  const row = await db.quoteRequest.findUnique({
    where: { id },
    select: { reference: true, email: true, status: true, events: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1 } },
  });
  const event = row?.events[0];
  if (!row || !event) return;
  const what =
    event.type === "accepted"
      ? `accepted by ${event.name}${event.poNumber ? ` (PO ${event.poNumber})` : ""}`
      : event.type === "declined"
        ? "declined"
        : "has a message from the buyer";
  const text = [
    `Quote ${row.reference} (version ${event.version}) ${what}.`,
    "",
    event.message ? `${event.type === "declined" ? "Reason" : "Message"}:\n${event.message}\n` : "",
    `Status: ${row.status}`,
  ].join("\n");
  await deliver({ to: settings.business_email, subject: `Quote ${row.reference} ${what}`, text, replyTo: row.email }, `quote ${row.reference} ${event.type}`);
}

/**
 * The buyer hears of what the admin said on their quote: a reply, or the
 * reopening of a closed deal with its reason. Only the admin's words and the
 * link go out (the buyer's own typed text stays out of the body).
 */
async function sendBuyerNoteMail(id: number, eventId: number): Promise<void> {
  const row = await db.quoteRequest.findUnique({ where: { id }, select: { email: true, reference: true, quoteTokenSalt: true } });
  const event = await db.quoteEvent.findUnique({ where: { id: eventId } });
  if (!row?.quoteTokenSalt || !event?.message || event.quoteRequestId !== id) return;
  const settings = await getSettingsMap();
  const business = settings.business_name || "Our sales team";
  const url = quoteUrl(tokenFor(row.quoteTokenSalt));
  const reopened = event.type === "reopened";
  const text = [
    "Hello,",
    "",
    reopened
      ? `We have reopened quote ${row.reference}${event.version ? ` (version ${event.version})` : ""}. Our reason:`
      : `We replied to your message about quote ${row.reference}:`,
    "",
    event.message,
    "",
    reopened ? "A revised quote will follow. Read it, and the whole conversation, online:" : "Read the conversation and answer online:",
    url,
    "",
    business,
  ].join("\n");
  await deliver(
    { to: row.email, subject: reopened ? `Quote ${row.reference} reopened by ${business}` : `Re: Quote ${row.reference} from ${business}`, text, replyTo: settings.business_email || undefined },
    `quote ${row.reference} ${event.type}`,
  );
}

/** Fire-and-forget after the admin's reply is stored. */
export function notifyBuyerReply(id: number, eventId: number): void {
  if (!mailEnabled()) return;
  track(sendBuyerNoteMail(id, eventId).catch((e) => console.error("quote reply e-mail:", e)));
}

/** Fire-and-forget after a reopening is stored. */
export function notifyQuoteReopened(id: number, eventId: number): void {
  if (!mailEnabled()) return;
  track(sendBuyerNoteMail(id, eventId).catch((e) => console.error("quote reopened e-mail:", e)));
}

/** Fire-and-forget after the send is stored. */
export function notifyQuoteSent(id: number, version: number): void {
  if (!mailEnabled()) return;
  track(sendQuoteMail(id, version).catch((e) => console.error("quote e-mail:", e)));
}

/** Fire-and-forget after the buyer's answer is stored. */
export function notifyQuoteAnswered(id: number): void {
  if (!mailEnabled()) return;
  track(sendAnswerMail(id).catch((e) => console.error("quote answer e-mail:", e)));
}
