import "server-only";
import type { BuyerQuote, BuyerQuoteView, QuoteDecision, QuoteMessage, QuoteReopening, QuoteStatus } from "@/lib/types";
import { db } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
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
      events: {
        where: { type: { in: ["accepted", "declined", "viewed", "message", "reply", "reopened"] } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      },
    },
  });
  if (!row || row.versions.length === 0) throw notFound(NOT_FOUND);
  return row;
}

export type QuoteRow = Awaited<ReturnType<typeof loadByToken>>;

type EventRow = QuoteRow["events"][number];

const toDecision = (e: EventRow): QuoteDecision => ({
  type: e.type as QuoteDecision["type"],
  version: e.version,
  name: e.name,
  poNumber: e.poNumber,
  reason: e.type === "declined" ? e.message : null,
  at: e.createdAt.toISOString(),
});

function view(row: QuoteRow, supplier: BuyerQuote["supplier"]): BuyerQuoteView {
  const versions = row.versions.map(toVersion);
  const latest = versions[0];
  const status = row.status as QuoteStatus;
  // Each version's answer (the latest one given to it): a revision sent after a decline asks again.
  const answerTo = (version: number) => {
    const e = [...row.events].reverse().find((x) => (x.type === "accepted" || x.type === "declined") && x.version === version);
    return e ? toDecision(e) : null;
  };
  const reopenings = (version: number): QuoteReopening[] =>
    row.events
      .filter((e) => e.type === "reopened" && e.version === version)
      .map((e) => ({ version: e.version, reason: e.message ?? "", at: e.createdAt.toISOString() }));
  const messages: QuoteMessage[] = row.events
    .filter((e) => e.type === "message" || e.type === "reply")
    .map((e) => ({ from: e.type === "message" ? "buyer" : "supplier", message: e.message ?? "", at: e.createdAt.toISOString() }));
  const decision = answerTo(latest.version);
  // An answered quote is accepted or declined, not expired.
  const expired = decision === null && isPastValidUntil(latest.validUntil);
  return {
    ...latest,
    reference: row.reference,
    status,
    expired,
    date: latest.createdAt,
    supplier,
    preparedFor: row.company || row.name,
    decision,
    answerable: status === "Quoted" && decision === null && !expired,
    versions: versions.map((v) => ({
      ...v,
      superseded: v.version !== latest.version,
      decision: answerTo(v.version),
      reopened: reopenings(v.version),
    })),
    messages,
  };
}

async function supplier(): Promise<BuyerQuote["supplier"]> {
  const s = await getSettingsMap();
  return { name: s.business_name, phone: s.business_phone, email: s.business_email, address: s.business_address };
}

/** The request behind a private link (404 for an unknown or malformed token) and the buyer's view of it. */
export async function loadQuote(token: string): Promise<{ row: QuoteRow; quote: BuyerQuoteView }> {
  const [row, from] = await Promise.all([loadByToken(token), supplier()]);
  return { row, quote: view(row, from) };
}

/**
 * The buyer's quote behind a private link: the latest version and the ones it
 * superseded. `markViewed` (the page, not the PDF or the API) puts the first
 * view of each version on the timeline.
 */
export async function getBuyerQuote(token: string, opts: { markViewed?: boolean } = {}): Promise<BuyerQuoteView> {
  const { row, quote } = await loadQuote(token);
  if (opts.markViewed && !row.events.some((e) => e.type === "viewed" && e.version === quote.version)) {
    await addEvent(db, row.id, { type: "viewed", actor: "buyer", version: quote.version });
  }
  return quote;
}
