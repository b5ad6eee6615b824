import "server-only";
import type { BuyerQuote, QuoteStatus } from "@/lib/types";
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
      events: { where: { type: { in: ["accepted", "declined", "viewed"] } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    },
  });
  if (!row || row.versions.length === 0) throw notFound(NOT_FOUND);
  return row;
}

export type QuoteRow = Awaited<ReturnType<typeof loadByToken>>;

function view(row: QuoteRow, supplier: BuyerQuote["supplier"]): BuyerQuote {
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

/** The request behind a private link (404 for an unknown or malformed token) and the buyer's view of it. */
export async function loadQuote(token: string): Promise<{ row: QuoteRow; quote: BuyerQuote }> {
  const [row, from] = await Promise.all([loadByToken(token), supplier()]);
  return { row, quote: view(row, from) };
}

/**
 * The buyer's quote behind a private link: the latest version and the ones it
 * superseded. `markViewed` (the page, not the PDF or the API) puts the first
 * view of each version on the timeline.
 */
export async function getBuyerQuote(token: string, opts: { markViewed?: boolean } = {}): Promise<BuyerQuote> {
  const { row, quote } = await loadQuote(token);
  if (opts.markViewed && !row.events.some((e) => e.type === "viewed" && e.version === quote.version)) {
    await addEvent(db, row.id, { type: "viewed", actor: "buyer", version: quote.version });
  }
  return quote;
}
