import { quoteListQuerySchema } from "@/lib/validation/quote-request";
import { validate } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { pageParams } from "@/server/http/query";
import { adminRoute } from "@/server/http/route";
import { listQuoteRequests } from "@/server/quotes/quote-list";

/**
 * Newest first; optional ?status= (a status, or Expired: Quoted past its
 * valid-until day), ?q= (reference, buyer's name, company or e-mail, or an
 * item's SKU, in any case) and ?page=&pageSize=.
 */
export const GET = adminRoute(async ({ req }) => {
  const sp = new URL(req.url).searchParams;
  const query = validate(quoteListQuerySchema, { status: sp.get("status") ?? undefined, q: sp.get("q") ?? undefined });
  return json(await listQuoteRequests({ status: query.status, search: query.q, page: pageParams(req) }));
});
