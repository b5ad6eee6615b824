import { quoteDraftSchema } from "@/lib/validation/quote";
import { parseId, readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { businessToday } from "@/server/quotes/business-time";
import { saveQuoteDraft } from "@/server/quotes/quote-draft";

const schema = quoteDraftSchema(() => businessToday());

/** The quote being prepared: answered priced (line totals, subtotal, total), in exact decimal. */
export const PUT = adminRoute<{ id: string }>(async ({ req, params }) => {
  const id = parseId(params.id);
  const input = await readBody(req, schema, 256 * 1024);
  return json(await saveQuoteDraft(id, input));
});
