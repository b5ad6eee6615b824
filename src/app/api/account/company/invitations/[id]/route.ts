import { invitationRevokeSchema } from "@/lib/validation/company";
import { requireCompanyAdmin } from "@/server/account/company";
import { formAnswer } from "@/server/account/form-answer";
import { revokeInvitation } from "@/server/account/invitations";
import { parseId, readFormOrJson, validate } from "@/server/http/body";
import { HttpError } from "@/server/http/errors";
import { companyRoute } from "@/server/http/route";

/** A company admin revokes a pending invitation of the company: its link then joins nobody. */
export const DELETE = companyRoute<{ id: string }>(async ({ params, buyer, companyId }) => {
  requireCompanyAdmin(buyer);
  await revokeInvitation(companyId, parseId(params.id), buyer.email);
  return new Response(null, { status: 204 });
});

/** The same from a plain form (`intent=revoke`), which goes back to the account with the outcome. */
export const POST = companyRoute<{ id: string }>(async ({ req, params, buyer, companyId }) => {
  const { form, data } = await readFormOrJson(req, 1024);
  try {
    requireCompanyAdmin(buyer);
    validate(invitationRevokeSchema, data);
    await revokeInvitation(companyId, parseId(params.id), buyer.email);
    return form ? formAnswer("/account?revoked=1") : new Response(null, { status: 204 });
  } catch (error) {
    if (form && error instanceof HttpError && error.status === 409) return formAnswer("/account?error=invitation-state");
    throw error;
  }
});
