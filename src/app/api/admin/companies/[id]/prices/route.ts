import { companyPriceInputSchema } from "@/lib/validation/company-prices";
import { createCompanyPrice, listCompanyPrices } from "@/server/company-prices/prices";
import { parseId, readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

/** The company's prices, by SKU, with the company's name (404 for a company that does not exist). */
export const GET = adminRoute<{ id: string }>(async ({ params }) => json(await listCompanyPrices(parseId(params.id))));

/** Adds a price: {sku, unitPrice, breaks?, expiresOn?}; a SKU the company already has a price for is 409. */
export const POST = adminRoute<{ id: string }>(async ({ req, params, session }) => {
  const companyId = parseId(params.id);
  const input = await readBody(req, companyPriceInputSchema, 16 * 1024);
  return json(await createCompanyPrice(companyId, input, session.admin.username), 201);
});
