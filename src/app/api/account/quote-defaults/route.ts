import { quoteDefaults } from "@/server/account/quote-defaults";
import { json } from "@/server/http/errors";
import { buyerRoute } from "@/server/http/route";

/**
 * What the cart's quote form starts from for a signed-in buyer: their name and
 * e-mail, their company's name and address book. Private and never stored
 * (buyerRoute), so no shared page or cache ever holds it; a guest gets 401 and
 * the form as it always was.
 */
export const GET = buyerRoute(async ({ buyer }) => json(await quoteDefaults(buyer)));
