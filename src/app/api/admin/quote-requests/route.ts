import { QUOTE_STATUSES } from "@/lib/types";
import { badRequest, json } from "@/server/http/errors";
import { pageParams } from "@/server/http/query";
import { adminRoute } from "@/server/http/route";
import { listQuoteRequests, type QuoteListFilter } from "@/server/quotes/quotes";

const FILTERS: readonly string[] = [...QUOTE_STATUSES, "Expired"];

/** Newest first; optional ?status= (a status, or Expired: Quoted past its valid-until day) and ?page=&pageSize=. */
export const GET = adminRoute(async ({ req }) => {
  const status = new URL(req.url).searchParams.get("status");
  if (status !== null && !FILTERS.includes(status)) {
    throw badRequest(`status: must be one of ${FILTERS.join(", ")}`, { status: `must be one of ${FILTERS.join(", ")}` });
  }
  return json(await listQuoteRequests({ status: (status as QuoteListFilter | null) ?? undefined, page: pageParams(req) }));
});
