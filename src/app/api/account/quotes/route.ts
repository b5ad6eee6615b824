import { accountQuotes } from "@/server/account/account-quotes";
import { json } from "@/server/http/errors";
import { buyerRoute } from "@/server/http/route";

/** The quote requests the signed-in buyer may see: their company's, and their own earlier ones made as a guest. */
export const GET = buyerRoute(async ({ buyer }) => json({ quotes: await accountQuotes(buyer) }));
