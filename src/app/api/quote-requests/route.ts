import { isHoneypotFilled, quoteRequestSchema } from "@/lib/validation/quote-request";
import { buyerTokenFromCookieHeader, readBuyerSession } from "@/server/account/buyer-session";
import { readJson, validate } from "@/server/http/body";
import { badRequest, json, tooManyRequests } from "@/server/http/errors";
import { clientIp } from "@/server/http/request-info";
import { publicRoute } from "@/server/http/route";
import { idempotentRequest } from "@/server/idempotency";
import { notifyQuoteRequest } from "@/server/mail/notify";
import { createQuoteRequest, findByIdempotencyKey, QUOTE_REQUEST_SCOPE } from "@/server/quotes/quotes";
import { consume, LIMITS } from "@/server/rate-limit";

/**
 * A buyer's quote request. An Idempotency-Key repeated with the
 * same request within 24 hours answers the first request's reference (the
 * same 201, marked Idempotent-Replayed) instead of storing a second request;
 * repeated with another request it is refused (422).
 */
export const POST = publicRoute(async ({ req }) => {
  const key = req.headers.get("idempotency-key");
  if (key !== null && !/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw badRequest("Idempotency-Key: must be 1-200 visible ASCII characters", {
      "Idempotency-Key": "must be 1-200 visible ASCII characters",
    });
  }
  const body = await readJson(req, 128 * 1024);
  // A filled honeypot is a bot: it is answered like a person and nothing is stored.
  if (isHoneypotFilled(body)) return json({ reference: "Q-RECEIVED" }, 201);
  const input = validate(quoteRequestSchema, body);
  const replay = (reference: string) => json({ reference }, { status: 201, headers: { "Idempotent-Replayed": "true" } });
  const idempotency = key ? idempotentRequest(QUOTE_REQUEST_SCOPE, key, input) : null;
  if (idempotency) {
    const prior = await findByIdempotencyKey(idempotency);
    if (prior) return replay(prior.reference);
  }
  const limit = await consume(LIMITS.quote, clientIp(req));
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, "Too many quote requests. Please try again later.");
  const buyer = (await readBuyerSession(buyerTokenFromCookieHeader(req.headers.get("cookie"))))?.buyer;
  const owner = buyer?.companyId != null ? { companyId: buyer.companyId, buyerId: buyer.id } : null;
  const { quote, created } = await createQuoteRequest(input, idempotency, owner);
  if (!created) return replay(quote.reference);
  notifyQuoteRequest(quote.id);
  return json({ reference: quote.reference }, 201);
});
