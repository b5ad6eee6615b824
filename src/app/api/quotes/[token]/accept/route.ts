import { acceptQuoteSchema } from "@/lib/validation/quote";
import { json } from "@/server/http/errors";
import { quoteAnswerRoute } from "@/server/quotes/answer-route";
import { acceptQuote } from "@/server/quotes/buyer-answers";

/** Accepts the version the buyer saw: 409 when it is not the latest, expired, or already answered. */
export const POST = quoteAnswerRoute(acceptQuoteSchema, async (token, input) =>
  json(await acceptQuote(token, input), { headers: { "Cache-Control": "no-store" } }),
);
