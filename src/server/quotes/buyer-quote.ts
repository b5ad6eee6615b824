import "server-only";
import { formatIsoDate } from "@/lib/dates";
import type { BuyerQuote, QuoteStatus } from "@/lib/types";
import type { AcceptQuoteInput, DeclineQuoteInput, QuoteMessageInput } from "@/lib/validation/quote";
import { db } from "@/server/db/client";
import { conflict, notFound } from "@/server/http/errors";
import { notifyQuoteAnswered } from "@/server/mail/quote-mail";
import { getSettingsMap } from "@/server/settings/settings";
import { isPastValidUntil } from "./business-time";
import { addEvent } from "./events";
import { toVersion } from "./quote-content";
import { hashToken, isTokenShaped } from "./quote-link";

const NOT_FOUND = "Quote not found";

async function loadByToken(token: string) {
  // A malformed token is answered exactly like an unknown one.
  if (!isTokenShaped(token)) throw notFound(NOT_FOUND);
  const row = await db.quoteRequest.findUnique({
    where: { quoteTokenHash: hashToken(token) },
    include: {
      versions: { orderBy: { version: "desc" } },
      events: { where: { type: { in: ["accepted", "declined", "viewed"] } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    },
  });
  if (!row || row.versions.length === 0) throw notFound(NOT_FOUND);
  return row;
}

type Row = Awaited<ReturnType<typeof loadByToken>>;

function view(row: Row, supplier: BuyerQuote["supplier"]): BuyerQuote {
  const versions = row.versions.map(toVersion);
  const latest = versions[0];
  // Only an answer to the latest version stands: a revision sent after a decline asks again.
  const answer = [...row.events].reverse().find((e) => (e.type === "accepted" || e.type === "declined") && e.version === latest.version);
  const decision = answer
    ? { type: answer.type as "accepted" | "declined", version: answer.version, name: answer.name, poNumber: answer.poNumber, reason: answer.type === "declined" ? answer.message : null, at: answer.createdAt.toISOString() }
    : null;
  return {
    ...latest,
    reference: row.reference,
    status: row.status as QuoteStatus,
    // An answered quote is accepted or declined, not expired.
    expired: decision === null && isPastValidUntil(latest.validUntil),
    date: latest.createdAt,
    supplier,
    preparedFor: row.company || row.name,
    decision,
    versions: versions.map((v) => ({ ...v, superseded: v.version !== latest.version })),
  };
}

async function supplier(): Promise<BuyerQuote["supplier"]> {
  const s = await getSettingsMap();
  return { name: s.business_name, phone: s.business_phone, email: s.business_email, address: s.business_address };
}

/**
 * The buyer's quote behind a private link: the latest version and the ones it
 * superseded. `markViewed` (the page, not the PDF or the API) puts the first
 * view of each version on the timeline.
 */
export async function getBuyerQuote(token: string, opts: { markViewed?: boolean } = {}): Promise<BuyerQuote> {
  const [row, from] = await Promise.all([loadByToken(token), supplier()]);
  const quote = view(row, from);
  if (opts.markViewed && !row.events.some((e) => e.type === "viewed" && e.version === quote.version)) {
    await addEvent(db, row.id, { type: "viewed", actor: "buyer", version: quote.version });
  }
  return quote;
}

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
  const row = await loadByToken(token);
  const quote = view(row, await supplier());
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
  const row = await loadByToken(token);
  await db.$transaction(async (tx) => {
    await addEvent(tx, row.id, { type: "message", actor: "buyer", version: row.versions[0].version, message: input.message });
    await tx.quoteRequest.update({ where: { id: row.id }, data: { isRead: false } });
  });
  notifyQuoteAnswered(row.id);
}
