import { buyerTokenFromCookieHeader, readBuyerSession } from "@/server/account/buyer-session";
import { companyLists } from "@/server/account/requisition-lists";
import { json } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

/**
 * What a product page's "Add to list" asks on every view: the visitor's
 * company's lists, or none. Always 200 (a guest's browser would log a 401 on
 * every product page), always private and never stored.
 */
export const GET = publicRoute(async ({ req }) => {
  const session = await readBuyerSession(buyerTokenFromCookieHeader(req.headers.get("cookie")));
  const companyId = session?.buyer.companyId ?? null;
  const lists = companyId === null ? [] : (await companyLists(companyId)).map(({ id, name }) => ({ id, name }));
  return json({ lists }, { headers: { "Cache-Control": "private, no-store" } });
});
