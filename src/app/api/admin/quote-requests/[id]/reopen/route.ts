import { reopenQuoteSchema } from "@/lib/validation/quote";
import { parseId, readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { reopenQuote } from "@/server/quotes/admin-answers";

/** Reopens a closed deal with a reason the buyer sees: 201 with the timeline entry; 409 when the deal is open. */
export const POST = adminRoute<{ id: string }>(async ({ req, params, session }) => {
  const id = parseId(params.id);
  const input = await readBody(req, reopenQuoteSchema, 16 * 1024);
  return json(await reopenQuote(id, input, session.admin.username), 201);
});
