import { companyCreateSchema, companyUpdateSchema } from "@/lib/validation/company";
import { companyMembers, createCompany, getCompany, requireCompanyAdmin, updateCompany } from "@/server/account/company";
import { formAnswer } from "@/server/account/form-answer";
import { readFormOrJson, readJson, validate } from "@/server/http/body";
import { HttpError, json } from "@/server/http/errors";
import { buyerRoute, companyRoute } from "@/server/http/route";

/** The buyer's company and its members. */
export const GET = companyRoute(async ({ companyId }) => {
  const [company, members] = await Promise.all([getCompany(companyId), companyMembers(companyId)]);
  return json({ company, members });
});

/** Sets up the signed-in buyer's company, the buyer its admin. A plain form goes back to the account. */
export const POST = buyerRoute(async ({ req, buyer }) => {
  const { form, data } = await readFormOrJson(req, 8 * 1024);
  try {
    const company = await createCompany(buyer.id, validate(companyCreateSchema, data));
    return form ? formAnswer("/account") : json({ company }, 201);
  } catch (error) {
    if (form && error instanceof HttpError)
      return formAnswer(`/account?error=${encodeURIComponent(Object.keys(error.errors ?? {})[0] ?? "company")}`);
    throw error;
  }
});

/** A company admin edits the company's details. */
export const PATCH = companyRoute(async ({ req, buyer, companyId }) => {
  requireCompanyAdmin(buyer);
  const input = validate(companyUpdateSchema, await readJson(req, 8 * 1024));
  return json({ company: await updateCompany(companyId, input) });
});
