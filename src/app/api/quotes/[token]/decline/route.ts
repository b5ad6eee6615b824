import { declineQuoteSchema } from "@/lib/validation/quote";
import { json } from "@/server/http/errors";
import { quoteAnswerRoute } from "@/server/quotes/answer-route";
import { declineQuote } from "@/server/quotes/buyer-answers";

/** Declines the latest version, with an optional reason: 409 when it was already answered. */
export const POST = quoteAnswerRoute(declineQuoteSchema, async (token, input) =>
  json(await declineQuote(token, input), { headers: { "Cache-Control": "no-store" } }),
);
