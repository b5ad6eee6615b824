/**
 * A cookie that only says "this browser has signed in as a buyer", readable by
 * scripts, beside the HttpOnly session cookie: the company-price overlay reads
 * it to skip its private request for the visitors who have no session (nearly
 * all of them). It opens nothing; the server trusts only the session cookie.
 * Browser-safe.
 */
export const BUYER_HINT_COOKIE = "buyer-signed-in";

/** Whether this browser's cookies hold the hint (`cookies` is document.cookie). */
export const hasBuyerHint = (cookies: string): boolean => cookies.split(";").some((c) => c.trim().startsWith(`${BUYER_HINT_COOKIE}=`));

/** document.cookie assignment that removes the hint: the session it hinted at is gone. */
export const clearBuyerHint = () => `${BUYER_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
