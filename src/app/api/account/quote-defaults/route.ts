import { buyerTokenFromCookieHeader, readBuyerSession } from "@/server/account/buyer-session";
import { quoteDefaults } from "@/server/account/quote-defaults";
import { json } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

/**
 * What the cart's quote form starts from for a signed-in buyer: their name and
 * e-mail, their company's name and address book (`{defaults}`); for a guest
 * `{defaults: null}` and the form as it always was. 200 either way (the form
 * asks on every opening, and a 401 would be logged in a guest's browser);
 * private and never stored, so no shared page or cache ever holds it.
 */
export const GET = publicRoute(async ({ req }) => {
  const session = await readBuyerSession(buyerTokenFromCookieHeader(req.headers.get("cookie")));
  const defaults = session ? await quoteDefaults(session.buyer) : null;
  return json({ defaults }, { headers: { "Cache-Control": "private, no-store" } });
});
