import { quoteMessageSchema } from "@/lib/validation/quote";
import { json } from "@/server/http/errors";
import { quoteAnswerRoute } from "@/server/quotes/answer-route";
import { postBuyerMessage } from "@/server/quotes/buyer-answers";

/** A question or change request: it goes on the request's timeline and marks it unread. */
export const POST = quoteAnswerRoute(quoteMessageSchema, async (token, input) => {
  await postBuyerMessage(token, input);
  return json({ message: "Message sent" }, 201);
});
