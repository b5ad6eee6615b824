import "server-only";
import type { QuoteEvent } from "@/lib/types";
import type { QuoteMessageInput, ReopenQuoteInput } from "@/lib/validation/quote";
import { audit } from "@/server/audit";
import { db } from "@/server/db/client";
import { conflict, notFound } from "@/server/http/errors";
import { notifyBuyerReply, notifyQuoteReopened } from "@/server/mail/quote-mail";
import { lockRequest, readDeal } from "./deal";
import { toEvent } from "./events";
import { recordEvent } from "@/server/webhooks/outbox";

/*
 * What the admin says to the buyer on a request: a reply to the conversation,
 * or the reopening of a closed deal. Both are shown on the buyer's page and
 * e-mailed to the buyer with the link.
 */

/**
 * POST …/reopen: a closed deal (accepted, declined, expired, Won or Lost) is
 * open again, for a new version to be sent. The request goes back to
 * Contacted (out of Won or Lost, so the dashboard no longer counts it), the
 * reason goes on the timeline and the buyer's page; the answer given stays on record.
 */
export async function reopenQuote(id: number, input: ReopenQuoteInput, actor: string): Promise<QuoteEvent> {
  const { before, event } = await db.$transaction(async (tx) => {
    await lockRequest(tx, id);
    const deal = await readDeal(tx, id);
    if (!deal.closed) {
      throw conflict(
        deal.latest
          ? `This request is ${deal.status} and version ${deal.latest.version} is open: there is nothing to reopen. Send a new version instead.`
          : `This request is ${deal.status}: there is nothing to reopen.`,
      );
    }
    await tx.quoteRequest.update({ where: { id }, data: { status: "Contacted", isRead: true } });
    const event = await tx.quoteEvent.create({
      data: { quoteRequestId: id, type: "reopened", actor, version: deal.latest?.version ?? null, message: input.reason },
    });
    return { before: deal, event };
  });
  await audit({
    actor,
    action: "update",
    entity: "QuoteRequest",
    entityId: id,
    before: { status: before.status, closed: before.closed?.state },
    after: { status: "Contacted", reopened: input.reason },
  });
  notifyQuoteReopened(id, event.id);
  return toEvent(event);
}

/**
 * POST …/messages: the admin's reply, shown to the buyer with their own
 * messages. The buyer reads it behind the quote's link, so a quote must have
 * been sent first (409 before).
 */
export async function postAdminReply(id: number, input: QuoteMessageInput, actor: string): Promise<QuoteEvent> {
  const row = await db.quoteRequest.findUnique({
    where: { id },
    select: { versions: { orderBy: { version: "desc" }, take: 1, select: { version: true } } },
  });
  if (!row) throw notFound("Quote request not found");
  const latest = row.versions[0];
  if (!latest) throw conflict("Send a quote first: the buyer reads replies on the quote's page, which opens with the first version.");
  const event = await db.$transaction(async (tx) => {
    const created = await tx.quoteEvent.create({
      data: { quoteRequestId: id, type: "reply", actor, version: latest.version, message: input.message },
    });
    // The admin has answered: the buyer's message that made the request unread is dealt with.
    await tx.quoteRequest.update({ where: { id }, data: { isRead: true } });
    await recordEvent(tx, "quote.message", { quoteRequestId: id, version: latest.version, from: "admin", messageId: created.id });
    return created;
  });
  await audit({
    actor,
    action: "create",
    entity: "QuoteMessage",
    entityId: id,
    after: { version: latest.version, message: input.message },
  });
  notifyBuyerReply(id, event.id);
  return toEvent(event);
}
