import { listLineFormSchema, listLineIntentSchema, listLineQuantitySchema } from "@/lib/validation/requisition-list";
import { formResult } from "@/server/account/form-result";
import { listDetail, removeLine, setLineQuantity } from "@/server/account/requisition-lists";
import { parseId, readFormOrJson, readJson, validate } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { companyRoute } from "@/server/http/route";

type P = { id: string; lineId: string };

export const PUT = companyRoute<P>(async ({ req, params, companyId }) => {
  const id = parseId(params.id);
  const lineId = parseId(params.lineId, "lineId");
  const { quantity } = validate(listLineQuantitySchema, await readJson(req, 1024));
  await setLineQuantity(companyId, id, lineId, quantity);
  return json({ list: await listDetail(companyId, id) });
});

export const DELETE = companyRoute<P>(async ({ params, companyId }) => {
  const id = parseId(params.id);
  await removeLine(companyId, id, parseId(params.lineId, "lineId"));
  return json({ list: await listDetail(companyId, id) });
});

/** The page's quantity and Remove buttons without scripts. */
export const POST = companyRoute<P>(async ({ req, params, companyId }) => {
  const id = parseId(params.id);
  const lineId = parseId(params.lineId, "lineId");
  const { form, data } = await readFormOrJson(req, 1024);
  const { intent } = validate(listLineIntentSchema, data);
  const work = async () => {
    const input = validate(listLineFormSchema, data);
    await (input.intent === "remove" ? removeLine(companyId, id, lineId) : setLineQuantity(companyId, id, lineId, input.quantity));
  };
  if (!form) {
    await work();
    return json({ list: await listDetail(companyId, id) });
  }
  return formResult(`/account/lists/${id}`, intent === "remove" ? "Line removed" : "Quantity changed", work);
});
