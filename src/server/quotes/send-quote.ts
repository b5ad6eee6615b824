import "server-only";
import { REOPEN_TO_SEND } from "@/lib/quote-deal";
import { VALID_UNTIL_MESSAGE, type QuoteDraftInput } from "@/lib/validation/quote";
import { audit } from "@/server/audit";
import { db } from "@/server/db/client";
import { badRequest, conflict, notFound } from "@/server/http/errors";
import { earlierResult, isKeyTaken, recordKey, type IdempotentRequest } from "@/server/idempotency";
import { notifyQuoteSent } from "@/server/mail/quote-mail";
import { businessToday } from "./business-time";
import { lockRequest, readDeal } from "./deal";
import { addEvent } from "./events";
import { priceDraft } from "./quote-content";
import { hashToken, newTokenSalt, quoteUrl, tokenFor } from "./quote-link";
import { recordEvent } from "@/server/webhooks/outbox";

/**
 * The request's link salt, made once: of two first sends at once only one
 * sets it (a conditional update), and both then use the stored one, so the
 * link the admin was shown never changes.
 */
async function linkSalt(id: number, current: string | null): Promise<string> {
  if (current) return current;
  const salt = newTokenSalt();
  await db.quoteRequest.updateMany({
    where: { id, quoteTokenSalt: null },
    data: { quoteTokenSalt: salt, quoteTokenHash: hashToken(tokenFor(salt)) },
  });
  const row = await db.quoteRequest.findUniqueOrThrow({ where: { id }, select: { quoteTokenSalt: true } });
  return row.quoteTokenSalt!;
}

/** The Idempotency-Key scope of POST …/send (one per request, so a key names one send of one request). */
export const sendScope = (id: number) => `quote-send:${id}`;

export interface SentQuote {
  version: number;
  url: string;
  created: boolean;
}

async function answerFor(versionId: number): Promise<SentQuote | null> {
  const v = await db.quoteVersion.findUnique({
    where: { id: versionId },
    select: { version: true, quoteRequest: { select: { quoteTokenSalt: true } } },
  });
  const salt = v?.quoteRequest.quoteTokenSalt;
  return v && salt ? { version: v.version, url: quoteUrl(tokenFor(salt)), created: false } : null;
}

/**
 * POST …/send: freezes the saved draft as the next version (1, 2, …), gives
 * the request its private link on the first send (the same link after), and
 * marks it Quoted. A closed deal (accepted, declined, expired, Won, Lost) is
 * refused (409 naming it) until it is reopened. The buyer is e-mailed the link
 * and the PDF when e-mail is set up.
 */
export async function sendQuote(id: number, actor: string, idempotency: IdempotentRequest | null): Promise<SentQuote> {
  if (idempotency) {
    const prior = await earlierResult(idempotency);
    const answer = prior === null ? null : await answerFor(prior);
    if (answer) return answer;
  }
  const request = await db.quoteRequest.findUnique({ where: { id }, select: { quoteDraft: true, quoteTokenSalt: true, status: true } });
  if (!request) throw notFound("Quote request not found");
  if (!request.quoteDraft) throw conflict("Save the quote as a draft before sending it");
  const draft = JSON.parse(request.quoteDraft) as QuoteDraftInput;
  if (draft.validUntil < businessToday()) throw badRequest(`validUntil: ${VALID_UNTIL_MESSAGE}`, { validUntil: VALID_UNTIL_MESSAGE });
  const content = priceDraft(draft);
  const salt = await linkSalt(id, request.quoteTokenSalt);

  let version: number;
  try {
    version = await db.$transaction(async (tx) => {
      // Held first (deal.ts): two sends number their versions one after the other, and a send
      // that follows an accept, a decline or a close sees it and is refused.
      await lockRequest(tx, id);
      const deal = await readDeal(tx, id);
      if (deal.closed) throw conflict(`${deal.closed.text} ${REOPEN_TO_SEND}`);
      await tx.quoteRequest.update({ where: { id }, data: { status: "Quoted", quoteValidUntil: content.validUntil, isRead: true } });
      const next = (deal.latest?.version ?? 0) + 1;
      const row = await tx.quoteVersion.create({
        data: {
          quoteRequestId: id,
          version: next,
          content: JSON.stringify(content),
          subtotal: content.subtotal,
          total: content.total,
          validUntil: content.validUntil,
          sentBy: actor,
        },
      });
      await addEvent(tx, id, { type: "sent", actor, version: next });
      await recordEvent(tx, "quote.sent", { quoteRequestId: id, version: next, total: content.total, validUntil: content.validUntil });
      if (idempotency) await recordKey(tx, idempotency, row.id);
      return next;
    });
  } catch (e) {
    // The same key sent twice at once: the other request stored it first (this one rolled back).
    if (idempotency && isKeyTaken(e)) {
      const prior = await earlierResult(idempotency);
      const answer = prior === null ? null : await answerFor(prior);
      if (answer) return answer;
    }
    throw e;
  }
  await audit({
    actor,
    action: "create",
    entity: "QuoteVersion",
    entityId: id,
    before: { status: request.status },
    after: { version, total: content.total, validUntil: content.validUntil },
  });
  notifyQuoteSent(id, version);
  return { version, url: quoteUrl(tokenFor(salt)), created: true };
}
