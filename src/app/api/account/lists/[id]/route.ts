import { listFormSchema, listIntentSchema, listNameSchema } from "@/lib/validation/requisition-list";
import { formResult } from "@/server/account/form-result";
import { deleteList, listDetail, renameList } from "@/server/account/requisition-lists";
import { parseId, readFormOrJson, readJson, validate } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { companyRoute } from "@/server/http/route";

type P = { id: string };

export const GET = companyRoute<P>(async ({ params, companyId }) => json({ list: await listDetail(companyId, parseId(params.id)) }));

export const PUT = companyRoute<P>(async ({ req, params, companyId }) => {
  const id = parseId(params.id);
  const { name } = validate(listNameSchema, await readJson(req, 2048));
  await renameList(companyId, id, name);
  return json({ list: await listDetail(companyId, id) });
});

export const DELETE = companyRoute<P>(async ({ params, companyId }) => {
  await deleteList(companyId, parseId(params.id));
  return json({ deleted: true });
});

/** The page's Rename and Delete without scripts. */
export const POST = companyRoute<P>(async ({ req, params, companyId }) => {
  const id = parseId(params.id);
  const { form, data } = await readFormOrJson(req, 2048);
  const { intent } = validate(listIntentSchema, data);
  const work = async () => {
    const input = validate(listFormSchema, data);
    await (input.intent === "delete" ? deleteList(companyId, id) : renameList(companyId, id, input.name));
  };
  if (!form) {
    await work();
    return json({ ok: true });
  }
  if (intent === "delete") return formResult("/account/lists", "List deleted", work);
  return formResult(`/account/lists/${id}`, "List renamed", work);
});
