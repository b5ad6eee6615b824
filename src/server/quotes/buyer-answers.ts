import "server-only";
import { formatIsoDate } from "@/lib/dates";
import type { BuyerQuoteView, QuoteStatus } from "@/lib/types";
import type { AcceptQuoteInput, DeclineQuoteInput, QuoteMessageInput } from "@/lib/validation/quote";
import { db } from "@/server/db/client";
import { conflict } from "@/server/http/errors";
import { notifyQuoteAnswered } from "@/server/mail/quote-mail";
import { createOrderFromAcceptance } from "@/server/orders/create-order";
import { getBuyerQuote, loadQuote } from "./buyer-quote";
import { readDeal, lockRequest, type Deal } from "./deal";
import { addEvent } from "./events";
import { recordEvent } from "@/server/webhooks/outbox";

/*
 * What a buyer does with a quote behind its private link: accept, decline or
 * ask. Each is stored, then the business is e-mailed. (Reading the quote is
 * buyer-quote.ts, which the quote mail itself uses.)
 */

/**
 * The reasons an answer is refused (409), checked against the request as it is
 * stored now: only the latest version of a Quoted request, unanswered and unexpired.
 */
function assertAnswerable(deal: Deal, version: number | null, accepting: boolean): void {
  const latest = deal.latest!;
  if (deal.answer && deal.status !== "New" && deal.status !== "Contacted") {
    throw conflict(`This quote was already ${deal.answer.type} (version ${latest.version}).`);
  }
  if (version !== null && version !== latest.version) {
    throw conflict(`A newer version of this quote (version ${latest.version}) has been sent: review it before accepting.`, {
      version: `must be ${latest.version}, the latest version`,
    });
  }
  if (deal.status === "New" || deal.status === "Contacted") {
    throw conflict("This quote has been reopened: a revised quote will follow. It cannot be answered until then.");
  }
  if (deal.status !== "Quoted")
    throw conflict(
      `This quote is closed (${deal.status}): it can no longer be ${accepting ? "accepted" : "declined"}. Send us a message if you need a new quote.`,
    );
  if (deal.expired) throw conflict(`This quote expired on ${formatIsoDate(latest.validUntil)}. Ask us for a new one.`);
}

/**
 * Records the buyer's answer and sets the status, in one transaction that
 * holds the request (lockRequest): of two answers, or an answer and a new
 * version, the second sees what the first did, and is refused (409) with nothing stored.
 */
async function answer(
  token: string,
  version: number | null,
  status: QuoteStatus,
  event: Parameters<typeof addEvent>[2],
): Promise<BuyerQuoteView> {
  const { row } = await loadQuote(token);
  await db.$transaction(async (tx) => {
    await lockRequest(tx, row.id);
    const deal = await readDeal(tx, row.id);
    assertAnswerable(deal, version, status === "Won");
    await tx.quoteRequest.update({ where: { id: row.id }, data: { status, isRead: false } });
    await addEvent(tx, row.id, { ...event, version: deal.latest!.version });
    // The order is part of the acceptance: if it cannot be made, nothing of the answer is stored.
    if (event.type === "accepted") await createOrderFromAcceptance(tx, row.id, deal.latest!.version, event.poNumber ?? null);
    await recordEvent(tx, status === "Won" ? "quote.accepted" : "quote.declined", {
      quoteRequestId: row.id,
      reference: row.reference,
      version: deal.latest!.version,
    });
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
    await recordEvent(tx, "quote.message", {
      quoteRequestId: row.id,
      reference: row.reference,
      version: row.versions[0].version,
      from: "buyer",
    });
    await tx.quoteRequest.update({ where: { id: row.id }, data: { isRead: false } });
  });
  notifyQuoteAnswered(row.id);
}
