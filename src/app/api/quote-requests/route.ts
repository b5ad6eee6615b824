import { isHoneypotFilled, quoteRequestSchema } from "@/lib/validation/quote-request";
import { readJson, validate } from "@/server/http/body";
import { badRequest, json, tooManyRequests } from "@/server/http/errors";
import { clientIp } from "@/server/http/request-info";
import { publicRoute } from "@/server/http/route";
import { notifyQuoteRequest } from "@/server/mail/notify";
import { createQuoteRequest, findByIdempotencyKey } from "@/server/quotes/quotes";
import { consume, LIMITS } from "@/server/rate-limit";

/**
 * A buyer's quote request (DECISIONS D16). A repeated Idempotency-Key answers
 * the first request's reference (the same 201, marked Idempotent-Replayed)
 * instead of storing a second request.
 */
export const POST = publicRoute(async ({ req }) => {
  const key = req.headers.get("idempotency-key");
  if (key !== null && !/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw badRequest("Idempotency-Key: must be 1-200 visible ASCII characters", { "Idempotency-Key": "must be 1-200 visible ASCII characters" });
  }
  const body = await readJson(req, 128 * 1024);
  // A filled honeypot is a bot: it is answered like a person and nothing is stored.
  if (isHoneypotFilled(body)) return json({ reference: "Q-RECEIVED" }, 201);
  const input = validate(quoteRequestSchema, body);
  const replay = (reference: string) => json({ reference }, { status: 201, headers: { "Idempotent-Replayed": "true" } });
  if (key) {
    const prior = await findByIdempotencyKey(key);
    if (prior) return replay(prior.reference);
  }
  const limit = await consume(LIMITS.quote, clientIp(req));
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, "Too many quote requests. Please try again later.");
  const { quote, created } = await createQuoteRequest(input, key);
  if (!created) return replay(quote.reference);
  notifyQuoteRequest(quote.id);
  return json({ reference: quote.reference }, 201);
});
