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
 * What the signed-in buyer sees, newest first: every request of their company
 * (whoever of it sent them), and the requests they made with their address
 * before they signed in, as a guest. Addresses are compared without case:
 * "Dana@Acme.example" typed in a request is the buyer who signs in as
 * dana@acme.example. A request sent for a company is that company's alone: a
 * buyer who has left it no longer sees it by their address. Guest requests
 * made with an address the buyer changed away from are linked by buyerId.
 */
export async function accountQuotes(buyer: { id: number; email: string; companyId: number | null }): Promise<AccountQuote[]> {
  const pg = env.provider === "postgresql";
  // Guest requests made with an earlier address of the buyer's are theirs by id (set when the address changed).
  const byCompany = buyer.companyId === null ? "" : ` OR "companyId" = ${pg ? "$3" : "?"}`;
  const sql = `SELECT "id" FROM "QuoteRequest" WHERE ("companyId" IS NULL AND (lower("email") = ${pg ? "$1" : "?"} OR "buyerId" = ${pg ? "$2" : "?"}))${byCompany} ORDER BY "createdAt" DESC, "id" DESC LIMIT ${ACCOUNT_QUOTES_MAX}`;
  const args: unknown[] = [buyer.email.toLowerCase(), buyer.id];
  if (buyer.companyId !== null) args.push(buyer.companyId);
  const ids = (await db.$queryRawUnsafe<{ id: number | bigint }[]>(sql, ...args)).map((r) => Number(r.id));
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
