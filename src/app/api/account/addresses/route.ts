import { addressSchema } from "@/lib/validation/address";
import { companyAddresses, createAddress } from "@/server/account/addresses";
import { formResult } from "@/server/account/form-result";
import { readFormOrJson, validate } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { companyRoute } from "@/server/http/route";

/** The company's address book. */
export const GET = companyRoute(async ({ companyId }) => json({ addresses: await companyAddresses(companyId) }));

/** Adds an address (JSON from the page's script, or its plain form without scripts). */
export const POST = companyRoute(async ({ req, companyId }) => {
  const { form, data } = await readFormOrJson(req, 8 * 1024);
  if (form) return formResult("/account/addresses", "Address added", () => createAddress(companyId, validate(addressSchema, data)));
  return json({ address: await createAddress(companyId, validate(addressSchema, data)) }, 201);
});
