import { quoteStatusUpdateSchema } from "@/lib/validation/quote-request";
import { parseId, readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { getQuoteRequestDetail } from "@/server/quotes/quote-detail";
import { updateQuoteRequest } from "@/server/quotes/quotes";

/**
 * One request with its items, timeline (events), sent versions, draft and the
 * buyer's link. A read changes nothing: opening it in the inbox marks it read through PUT …/read.
 */
export const GET = adminRoute<{ id: string }>(async ({ params }) => json(await getQuoteRequestDetail(parseId(params.id))));

export const PUT = adminRoute<{ id: string }>(async ({ req, params, session }) => {
  const id = parseId(params.id);
  const update = await readBody(req, quoteStatusUpdateSchema, 16 * 1024);
  return json(await updateQuoteRequest(id, update, session.admin.username));
});
