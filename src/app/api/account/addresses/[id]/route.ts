import { addressIntentSchema, addressSchema } from "@/lib/validation/address";
import { companyAddress, deleteAddress, setDefaultAddress, updateAddress } from "@/server/account/addresses";
import { formResult } from "@/server/account/form-result";
import { parseId, readFormOrJson, readJson, validate } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { companyRoute } from "@/server/http/route";

type P = { id: string };

export const GET = companyRoute<P>(async ({ params, companyId }) => json({ address: await companyAddress(companyId, parseId(params.id)) }));

/** Replaces the address's fields; `isDefault: true` makes it the default and clears the old one. */
export const PUT = companyRoute<P>(async ({ req, params, companyId }) => {
  const id = parseId(params.id);
  const input = validate(addressSchema, await readJson(req, 8 * 1024));
  return json({ address: await updateAddress(companyId, id, input) });
});

export const DELETE = companyRoute<P>(async ({ params, companyId }) => {
  await deleteAddress(companyId, parseId(params.id));
  return json({ deleted: true });
});

/** The page's buttons without scripts: "Make default" and "Delete" post here. */
export const POST = companyRoute<P>(async ({ req, params, companyId }) => {
  const id = parseId(params.id);
  const { form, data } = await readFormOrJson(req, 1024);
  const { intent } = validate(addressIntentSchema, data);
  const work = () => (intent === "delete" ? deleteAddress(companyId, id) : setDefaultAddress(companyId, id));
  if (form) return formResult("/account/addresses", intent === "delete" ? "Address deleted" : "Default address changed", work);
  await work();
  return json({ ok: true });
});
