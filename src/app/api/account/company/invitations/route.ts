import { invitationSchema } from "@/lib/validation/company";
import { requireCompanyAdmin } from "@/server/account/company";
import { formAnswer } from "@/server/account/form-answer";
import { inviteToCompany, pendingInvitations } from "@/server/account/invitations";
import { readFormOrJson, validate } from "@/server/http/body";
import { HttpError, json } from "@/server/http/errors";
import { companyRoute } from "@/server/http/route";

const FORM_ERROR: Record<number, string> = { 429: "throttled", 503: "mail", 409: "email", 400: "email" };

/** A company admin invites an address to the company. A plain form goes back to the account. */
export const POST = companyRoute(async ({ req, buyer, companyId }) => {
  const { form, data } = await readFormOrJson(req, 4 * 1024);
  try {
    requireCompanyAdmin(buyer);
    const { email, role } = validate(invitationSchema, data);
    const invitation = await inviteToCompany(companyId, email, role, buyer.email, { throttle: true });
    return form ? formAnswer("/account?invited=1") : json({ invitation }, 201);
  } catch (error) {
    if (form && error instanceof HttpError && FORM_ERROR[error.status]) return formAnswer(`/account?error=${FORM_ERROR[error.status]}`);
    throw error;
  }
});

/** A company admin's list of the company's pending invitations (not accepted, revoked or expired). */
export const GET = companyRoute(async ({ buyer, companyId }) => {
  requireCompanyAdmin(buyer);
  return json({ invitations: await pendingInvitations(companyId) });
});
