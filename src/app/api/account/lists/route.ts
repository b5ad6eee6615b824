import { listNameSchema } from "@/lib/validation/requisition-list";
import { formAnswer } from "@/server/account/form-answer";
import { formResult } from "@/server/account/form-result";
import { companyLists, createList } from "@/server/account/requisition-lists";
import { readFormOrJson, validate } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { companyRoute } from "@/server/http/route";

/** The company's requisition lists (also what the product page's "Add to list" asks for). */
export const GET = companyRoute(async ({ companyId }) => json({ lists: await companyLists(companyId) }));

/** Creates a list; a plain form is sent on to the new list's page. */
export const POST = companyRoute(async ({ req, companyId, buyer }) => {
  const { form, data } = await readFormOrJson(req, 2048);
  if (form) {
    let id = 0;
    const refused = await formResult("/account/lists", "", async () => {
      id = (await createList(companyId, buyer, validate(listNameSchema, data).name)).id;
    });
    return id ? formAnswer(`/account/lists/${id}?done=${encodeURIComponent("List created")}`) : refused;
  }
  const { id } = await createList(companyId, buyer, validate(listNameSchema, data).name);
  return json({ id }, 201);
});
