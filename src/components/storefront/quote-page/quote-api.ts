/**
 * The buyer's answers to a quote: POSTs to the public quote API
 * (/api/quotes/{token}/accept | decline | messages), same-origin JSON.
 */

export type QuoteAction = "accept" | "decline" | "messages";

export type QuoteAnswerResult =
  | { ok: true; status: number; body: unknown }
  /** status 0: the request never got an answer (offline, aborted). */
  | { ok: false; status: number; message: string; errors: Record<string, string> };

export const NETWORK_MESSAGE = "Network error. Please try again.";
const FALLBACK_MESSAGE = "Something went wrong. Please try again.";

export function quoteApiPath(token: string, action?: QuoteAction | "pdf"): string {
  const base = `/api/quotes/${encodeURIComponent(token)}`;
  return action ? `${base}/${action}` : base;
}

/** Posts `body` and reads the answer; a refusal carries the server's {message, errors}. */
export async function postQuoteAnswer(token: string, action: QuoteAction, body: unknown): Promise<QuoteAnswerResult> {
  let res: Response;
  try {
    res = await fetch(quoteApiPath(token, action), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: NETWORK_MESSAGE, errors: {} };
  }
  const data = (await res.json().catch(() => null)) as { message?: unknown; errors?: unknown } | null;
  if (res.ok) return { ok: true, status: res.status, body: data };
  const errors: Record<string, string> = {};
  if (data?.errors && typeof data.errors === "object") {
    for (const [k, v] of Object.entries(data.errors)) if (typeof v === "string") errors[k] = v;
  }
  return {
    ok: false,
    status: res.status,
    message: typeof data?.message === "string" && data.message ? data.message : FALLBACK_MESSAGE,
    errors,
  };
}
