import { listLineSchema } from "@/lib/validation/requisition-list";
import { formResult } from "@/server/account/form-result";
import { addLine, listDetail } from "@/server/account/requisition-lists";
import { parseId, readFormOrJson, validate } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { companyRoute } from "@/server/http/route";

/** Adds an SKU of the catalogue to the list; one already on it gets the quantity added. */
export const POST = companyRoute<{ id: string }>(async ({ req, params, companyId }) => {
  const id = parseId(params.id);
  const { form, data } = await readFormOrJson(req, 2048);
  if (form) return formResult(`/account/lists/${id}`, "Line added", () => addLine(companyId, id, validate(listLineSchema, data)));
  await addLine(companyId, id, validate(listLineSchema, data));
  return json({ list: await listDetail(companyId, id) }, 201);
});
