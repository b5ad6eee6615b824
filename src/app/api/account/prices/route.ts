import { PRICE_LOOKUP_MAX_IDS, type BuyerPricesAnswer } from "@/lib/company-prices";
import { pricesInForce } from "@/server/company-prices/prices";
import { badRequest, json } from "@/server/http/errors";
import { companyRoute } from "@/server/http/route";

const IDS_MESSAGE = `ids must be up to ${PRICE_LOOKUP_MAX_IDS} product ids separated by commas, such as 12,15,40`;

function idsOf(req: Request): number[] {
  const text = new URL(req.url).searchParams.get("ids") ?? "";
  const parts = text.split(",").map((s) => s.trim());
  if (parts.length > PRICE_LOOKUP_MAX_IDS || !parts.every((s) => /^[1-9]\d{0,9}$/.test(s) && Number(s) <= 2_147_483_647))
    throw badRequest(IDS_MESSAGE, { ids: IDS_MESSAGE });
  return parts.map(Number);
}

/**
 * The signed-in buyer's company prices in force for these products
 * (?ids=1,2,3): the one way they reach a browser, since every catalogue page
 * is the same for all visitors. Private and never stored (companyRoute); 401
 * signed out, 403 without a company; products without a price are left out.
 */
export const GET = companyRoute(async ({ req, companyId }) => {
  const prices = await pricesInForce(companyId, idsOf(req));
  const body: BuyerPricesAnswer = { prices: Object.fromEntries([...prices].map(([id, p]) => [String(id), p])) };
  return json(body);
});
