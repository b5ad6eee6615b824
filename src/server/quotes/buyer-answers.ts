import "server-only";
import { formatIsoDate } from "@/lib/dates";
import type { BuyerQuote, QuoteStatus } from "@/lib/types";
import type { AcceptQuoteInput, DeclineQuoteInput, QuoteMessageInput } from "@/lib/validation/quote";
import { db } from "@/server/db/client";
import { conflict } from "@/server/http/errors";
import { notifyQuoteAnswered } from "@/server/mail/quote-mail";
import { getBuyerQuote, loadQuote } from "./buyer-quote";
import { addEvent } from "./events";

/*
 * What a buyer does with a quote behind its private link: accept, decline or
 * ask. Each is stored, then the business is e-mailed. (Reading the quote is
 * buyer-quote.ts, which the quote mail itself uses.)
 */

/** The reasons an answer is refused (409), checked against what the buyer saw. */
function assertOpen(quote: BuyerQuote, version: number | null, accepting: boolean): void {
  if (quote.decision) throw conflict(`This quote was already ${quote.decision.type} (version ${quote.decision.version}).`);
  if (version !== null && version !== quote.version) {
    throw conflict(`A newer version of this quote (version ${quote.version}) has been sent: review it before accepting.`, { version: `must be ${quote.version}, the latest version` });
  }
  if (accepting && quote.expired) throw conflict(`This quote expired on ${formatIsoDate(quote.validUntil)}. Ask us for a new one.`);
}

/**
 * Records the buyer's answer and sets the status, unless someone else changed
 * the request in between (then 409 and nothing is stored): the update only
 * applies to the row as it was read.
 */
async function answer(token: string, version: number | null, status: QuoteStatus, event: Parameters<typeof addEvent>[2]): Promise<BuyerQuote> {
  const { row, quote } = await loadQuote(token);
  assertOpen(quote, version, status === "Won");
  await db.$transaction(async (tx) => {
    const { count } = await tx.quoteRequest.updateMany({ where: { id: row.id, updatedAt: row.updatedAt }, data: { status, isRead: false } });
    if (count !== 1) throw conflict("This quote changed while you were answering: reload it and try again.");
    await addEvent(tx, row.id, { ...event, version: quote.version });
  });
  notifyQuoteAnswered(row.id);
  return getBuyerQuote(token);
}

/** POST …/accept: the request is Won, and the business is e-mailed. */
export const acceptQuote = (token: string, input: AcceptQuoteInput) =>
  answer(token, input.version, "Won", { type: "accepted", actor: "buyer", name: input.name, poNumber: input.poNumber || null });

/** POST …/decline: the request is Lost. */
export const declineQuote = (token: string, input: DeclineQuoteInput) =>
  answer(token, null, "Lost", { type: "declined", actor: "buyer", message: input.reason || null });

/** POST …/messages: a question or change request on the timeline; the request shows unread in the inbox. */
export async function postBuyerMessage(token: string, input: QuoteMessageInput): Promise<void> {
  const { row } = await loadQuote(token);
  await db.$transaction(async (tx) => {
    await addEvent(tx, row.id, { type: "message", actor: "buyer", version: row.versions[0].version, message: input.message });
    await tx.quoteRequest.update({ where: { id: row.id }, data: { isRead: false } });
  });
  notifyQuoteAnswered(row.id);
}
