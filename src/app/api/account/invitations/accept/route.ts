import { INVITATION_ACCEPTED, INVITATION_REVOKED, invitationTokenSchema } from "@/lib/validation/company";
import { buyerHintCookie, buyerSessionCookie } from "@/server/account/buyer-session";
import { formAnswer } from "@/server/account/form-answer";
import { acceptInvitation } from "@/server/account/invitations";
import { readFormOrJson, validate } from "@/server/http/body";
import { HttpError, json } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

/**
 * Accepts an invitation: the link proves the invited address, so it signs that
 * address in (as a sign-in link does) and joins the company. A plain form goes
 * on to the account, or back to the invitation with the refusal.
 */
export const POST = publicRoute(async ({ req }) => {
  const { form, data } = await readFormOrJson(req, 4 * 1024);
  let token = "";
  try {
    token = validate(invitationTokenSchema, data).token;
    const session = await acceptInvitation(token, req.headers.get("user-agent"));
    // The hint too, as a sign-in link sets it: without it the shared pages never ask for the company's prices.
    const cookies = [buyerSessionCookie(session.token, session.expires), buyerHintCookie(session.expires)];
    if (form) return formAnswer("/account", cookies);
    const headers = new Headers({ "Cache-Control": "no-store" });
    for (const c of cookies) headers.append("Set-Cookie", c);
    return json({ email: session.email, companyId: session.companyId }, { status: 200, headers });
  } catch (error) {
    if (form && error instanceof HttpError && [400, 409, 410].includes(error.status))
      return formAnswer(`/account/invitations/accept?token=${encodeURIComponent(token)}&error=${formError(error)}`);
    throw error;
  }
});

/** The refusal a plain form is sent back with: which state the invitation is in, or another company's. */
function formError(error: HttpError): string {
  if (error.status === 410) return error.errors?.token === INVITATION_REVOKED ? "revoked" : "expired";
  if (error.status === 409) return error.errors?.token === INVITATION_ACCEPTED ? "accepted" : "other";
  return "invitation";
}
