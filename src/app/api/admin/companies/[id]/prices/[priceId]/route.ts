import { companyPriceInputSchema } from "@/lib/validation/company-prices";
import { deleteCompanyPrice, updateCompanyPrice } from "@/server/company-prices/prices";
import { parseId, readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

type Params = { id: string; priceId: string };

/** Replaces a price (its SKU may change to a product the company has no price for yet). Another company's price is 404. */
export const PUT = adminRoute<Params>(async ({ req, params, session }) => {
  const companyId = parseId(params.id);
  const priceId = parseId(params.priceId, "priceId");
  const input = await readBody(req, companyPriceInputSchema, 16 * 1024);
  return json(await updateCompanyPrice(companyId, priceId, input, session.admin.username));
});

export const DELETE = adminRoute<Params>(async ({ params, session }) => {
  await deleteCompanyPrice(parseId(params.id), parseId(params.priceId, "priceId"), session.admin.username);
  return json({ ok: true });
});
