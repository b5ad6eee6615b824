import "server-only";
import type { BuyerPrice } from "@/lib/company-prices";
import type { QuoteRequestDetail } from "@/lib/types";
import { pricesInForce } from "@/server/company-prices/prices";
import { db } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { toEvent } from "./events";
import { productsByIds } from "@/server/catalog/products/products";
import { prefilledDraft, storedDraft, toVersion, type CatalogPrice } from "./quote-content";
import { quoteUrl, tokenFor } from "./quote-link";
import { include, toQuote } from "./quotes";

/** GET /api/admin/quote-requests/{id}: the request, its timeline, the versions sent, the draft and the buyer's link. */
export async function getQuoteRequestDetail(id: number): Promise<QuoteRequestDetail> {
  const row = await db.quoteRequest.findUnique({
    where: { id },
    include: {
      ...include,
      order: { select: { id: true, number: true } },
      events: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      versions: { orderBy: { version: "asc" } },
    },
  });
  if (!row) throw notFound("Quote request not found");
  const quote = toQuote(row);
  const prices = new Map<number, CatalogPrice>();
  let companyPrices = new Map<number, BuyerPrice>();
  if (!row.quoteDraft) {
    const ids = [...new Set(quote.items.flatMap((i) => (i.productId === null ? [] : [i.productId])))];
    for (const p of await productsByIds(ids)) prices.set(p.id, p);
    if (row.companyId !== null) companyPrices = await pricesInForce(row.companyId, ids);
  }
  return {
    ...quote,
    events: row.events.map(toEvent),
    versions: row.versions.map(toVersion),
    draft: row.quoteDraft ? storedDraft(row.quoteDraft) : prefilledDraft(quote, prices, companyPrices),
    quoteUrl: row.quoteTokenSalt ? quoteUrl(tokenFor(row.quoteTokenSalt)) : null,
    order: row.order,
  };
}
