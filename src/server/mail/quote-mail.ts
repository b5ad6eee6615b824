import "server-only";
import { db } from "@/server/db/client";
import { getBuyerQuote } from "@/server/quotes/buyer-quote";
import { quoteUrl, tokenFor } from "@/server/quotes/quote-link";
import { renderQuotePdf } from "@/server/quotes/quote-pdf";
import { toVersion } from "@/server/quotes/quote-content";
import { getSettingsMap } from "@/server/settings/settings";
import { mailEnabled, sendMail, type Mail } from "./mailer";
import { track } from "./notify";
import { quoteAcceptedConfirmation, quoteAnswerNotification, quoteBuyerNote, quoteSent, type QuoteAnswer } from "./templates";
import { logger } from "@/server/logger.mjs";

/** A few tries with growing pauses: these mails follow an admin's or buyer's click that has already succeeded. */
export async function deliver(mail: Mail, what: string): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      await sendMail(mail);
      return;
    } catch (e) {
      logger.error({ err: e, mail: what, attempt }, "e-mail failed");
      if (attempt < 3) await new Promise((r) => setTimeout(r, attempt * 5_000));
    }
  }
}

/** The buyer's copy of a sent quote: the private link and the PDF. */
async function sendQuoteMail(id: number, version: number): Promise<void> {
  const row = await db.quoteRequest.findUnique({ where: { id }, select: { email: true, quoteTokenSalt: true } });
  if (!row?.quoteTokenSalt) return;
  const token = tokenFor(row.quoteTokenSalt);
  const quote = await getBuyerQuote(token);
  if (quote.version !== version) return; // a newer version went out meanwhile: its own mail follows
  const pdf = await renderQuotePdf(token);
  await deliver(
    {
      to: row.email,
      content: quoteSent(quote, quoteUrl(token)),
      replyTo: quote.supplier.email || undefined,
      attachments: [{ filename: `${quote.reference}-v${quote.version}.pdf`, content: pdf, contentType: "application/pdf" }],
    },
    `quote ${quote.reference} v${quote.version}`,
  );
}

/**
 * The business hears of the buyer's accept, decline or message at once; an
 * accepting buyer gets a confirmation of what they accepted.
 */
async function sendAnswerMail(id: number): Promise<void> {
  const settings = await getSettingsMap();
  const row = await db.quoteRequest.findUnique({
    where: { id },
    select: {
      reference: true,
      email: true,
      status: true,
      quoteTokenSalt: true,
      events: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1 },
    },
  });
  const event = row?.events[0];
  if (!row || !event || (event.type !== "accepted" && event.type !== "declined" && event.type !== "message")) return;
  const answered =
    event.version === null
      ? null
      : await db.quoteVersion.findFirst({
          where: { quoteRequestId: id, version: event.version },
          select: { version: true, content: true, sentBy: true, createdAt: true },
        });
  const sent = answered ? toVersion(answered) : null;
  const answer: QuoteAnswer = {
    id,
    reference: row.reference,
    status: row.status,
    type: event.type,
    version: event.version,
    name: event.name,
    poNumber: event.poNumber,
    message: event.message,
    total: sent?.total ?? null,
    freight: sent?.freight ?? null,
  };
  if (settings.business_email) {
    await deliver(
      { to: settings.business_email, content: quoteAnswerNotification(answer), replyTo: row.email },
      `quote ${row.reference} ${event.type}`,
    );
  }
  if (event.type === "accepted" && sent && row.quoteTokenSalt) {
    const content = quoteAcceptedConfirmation({
      reference: row.reference,
      version: sent.version,
      total: sent.total,
      freight: sent.freight,
      poNumber: event.poNumber,
      business: settings.business_name || "Our sales team",
      url: quoteUrl(tokenFor(row.quoteTokenSalt)),
    });
    await deliver(
      { to: row.email, content, replyTo: settings.business_email || undefined },
      `quote ${row.reference} acceptance confirmation`,
    );
  }
}

/** The buyer hears what the admin said on their quote: a reply, or a reopening with its reason. */
async function sendBuyerNoteMail(id: number, eventId: number): Promise<void> {
  const row = await db.quoteRequest.findUnique({ where: { id }, select: { email: true, reference: true, quoteTokenSalt: true } });
  const event = await db.quoteEvent.findUnique({ where: { id: eventId } });
  if (!row?.quoteTokenSalt || !event?.message || event.quoteRequestId !== id) return;
  if (event.type !== "reply" && event.type !== "reopened") return;
  const settings = await getSettingsMap();
  const content = quoteBuyerNote({
    reference: row.reference,
    type: event.type,
    version: event.version,
    message: event.message,
    business: settings.business_name || "Our sales team",
    url: quoteUrl(tokenFor(row.quoteTokenSalt)),
  });
  await deliver({ to: row.email, content, replyTo: settings.business_email || undefined }, `quote ${row.reference} ${event.type}`);
}

/** Fire-and-forget after the admin's reply is stored. */
export function notifyBuyerReply(id: number, eventId: number): void {
  if (!mailEnabled()) return;
  track(sendBuyerNoteMail(id, eventId).catch((e) => logger.error({ err: e }, "quote reply e-mail failed")));
}

/** Fire-and-forget after a reopening is stored. */
export function notifyQuoteReopened(id: number, eventId: number): void {
  if (!mailEnabled()) return;
  track(sendBuyerNoteMail(id, eventId).catch((e) => logger.error({ err: e }, "quote reopened e-mail failed")));
}

/** Fire-and-forget after the send is stored. */
export function notifyQuoteSent(id: number, version: number): void {
  if (!mailEnabled()) return;
  track(sendQuoteMail(id, version).catch((e) => logger.error({ err: e }, "quote e-mail failed")));
}

/** Fire-and-forget after the buyer's answer is stored. */
export function notifyQuoteAnswered(id: number): void {
  if (!mailEnabled()) return;
  track(sendAnswerMail(id).catch((e) => logger.error({ err: e }, "quote answer e-mail failed")));
}
