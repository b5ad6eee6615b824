import { quoteReorderSchema } from "@/lib/validation/order";
import { json } from "@/server/http/errors";
import { quoteAnswerRoute } from "@/server/quotes/answer-route";
import { loadQuote } from "@/server/quotes/buyer-quote";
import { reorderForQuoteRequest } from "@/server/orders/reorder";

/** The accepted quote's order as cart items (the private link is the access, as for accepting): 404 before it was accepted. */
export const POST = quoteAnswerRoute(quoteReorderSchema, async (token) => {
  const { row } = await loadQuote(token);
  return json(await reorderForQuoteRequest(row.id), { headers: { "Cache-Control": "no-store" } });
});
