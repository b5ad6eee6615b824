import "server-only";
import { env } from "@/env";
import type { AccountQuote } from "@/lib/account";
import type { QuoteStatus } from "@/lib/types";
import { db } from "@/server/db/client";
import { quoteUrl, tokenFor } from "@/server/quotes/quote-link";
import { businessToday } from "@/server/quotes/business-time";

/** The newest this many: an account page is not an archive. */
export const ACCOUNT_QUOTES_MAX = 200;

const STATE: Record<QuoteStatus, string> = {
  New: "Received",
  Contacted: "In progress",
  Quoted: "Quote sent",
  Won: "Accepted",
  Lost: "Closed",
};

/**
 * The quote requests made with the buyer's address, newest first. Addresses
 * are compared without case: "Dana@Acme.example" typed in a request is the
 * buyer who signs in as dana@acme.example.
 */
export async function accountQuotes(email: string): Promise<AccountQuote[]> {
  const sql =
    env.provider === "postgresql"
      ? `SELECT "id" FROM "QuoteRequest" WHERE lower("email") = $1 ORDER BY "createdAt" DESC, "id" DESC LIMIT ${ACCOUNT_QUOTES_MAX}`
      : `SELECT "id" FROM "QuoteRequest" WHERE lower("email") = ? ORDER BY "createdAt" DESC, "id" DESC LIMIT ${ACCOUNT_QUOTES_MAX}`;
  const ids = (await db.$queryRawUnsafe<{ id: number | bigint }[]>(sql, email.toLowerCase())).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const rows = await db.quoteRequest.findMany({
    where: { id: { in: ids } },
    select: { reference: true, status: true, createdAt: true, quoteTokenSalt: true, _count: { select: { items: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map((r) => ({
    reference: r.reference,
    date: businessToday(r.createdAt),
    items: r._count.items,
    state: STATE[r.status as QuoteStatus] ?? r.status,
    url: r.quoteTokenSalt ? quoteUrl(tokenFor(r.quoteTokenSalt)) : null,
  }));
}
