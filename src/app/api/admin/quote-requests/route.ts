import { QUOTE_STATUSES, type QuoteStatus } from "@/lib/types";
import { badRequest, json } from "@/server/http/errors";
import { pageParams } from "@/server/http/query";
import { adminRoute } from "@/server/http/route";
import { listQuoteRequests } from "@/server/quotes/quotes";

/** Newest first; optional ?status= and ?page=&pageSize=. */
export const GET = adminRoute(async ({ req }) => {
  const status = new URL(req.url).searchParams.get("status");
  if (status !== null && !QUOTE_STATUSES.includes(status as QuoteStatus)) {
    throw badRequest(`status: must be one of ${QUOTE_STATUSES.join(", ")}`, { status: `must be one of ${QUOTE_STATUSES.join(", ")}` });
  }
  return json(await listQuoteRequests({ status: (status as QuoteStatus) ?? undefined, page: pageParams(req) }));
});
