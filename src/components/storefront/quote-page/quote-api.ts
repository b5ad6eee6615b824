/**
 * The buyer's answers to a quote: POSTs to the public quote API
 * (/api/quotes/{token}/accept | decline | messages), same-origin JSON.
 */
import { send } from "@/lib/api-client";

export type QuoteAction = "accept" | "decline" | "messages";

const FALLBACK_MESSAGE = "Something went wrong. Please try again.";

export function quoteApiPath(token: string, action?: QuoteAction | "pdf"): string {
  const base = `/api/quotes/${encodeURIComponent(token)}`;
  return action ? `${base}/${action}` : base;
}

/** Posts `body`; resolves with the answer or throws ApiError carrying the server's {message, errors} (status 0: no answer). */
export function postQuoteAnswer(token: string, action: QuoteAction, body: unknown): Promise<unknown> {
  return send("POST", quoteApiPath(token, action), body, { fallback: () => FALLBACK_MESSAGE });
}
