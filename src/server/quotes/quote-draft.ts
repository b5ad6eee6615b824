import "server-only";
import type { QuoteDraft } from "@/lib/types";
import type { QuoteDraftInput } from "@/lib/validation/quote";
import { db } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { priceDraft } from "./quote-content";

/**
 * PUT …/draft: keeps the validated draft (as sent, unpriced) and answers it
 * priced. Drafts are work in progress and stay out of the audit log; what is
 * sent is logged (send-quote.ts).
 */
export async function saveQuoteDraft(id: number, input: QuoteDraftInput): Promise<QuoteDraft> {
  const { count } = await db.quoteRequest.updateMany({ where: { id }, data: { quoteDraft: JSON.stringify(input) } });
  if (count === 0) throw notFound("Quote request not found");
  return { ...priceDraft(input), saved: true };
}
