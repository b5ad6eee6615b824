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
