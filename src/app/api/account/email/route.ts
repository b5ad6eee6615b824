import { EMAIL_SAME, emailChangeSchema, emailChangeSentMessage } from "@/lib/validation/account";
import { requestEmailChange } from "@/server/account/email-change";
import { formAnswer } from "@/server/account/form-answer";
import { readFormOrJson, validate } from "@/server/http/body";
import { HttpError, json } from "@/server/http/errors";
import { clientIp } from "@/server/http/request-info";
import { buyerRoute } from "@/server/http/route";

const FORM_OUTCOME: Record<number, string> = { 400: "invalid", 409: "taken", 429: "throttled", 503: "mail" };

/**
 * A signed-in buyer asks to sign in with another address: a link goes to it,
 * a notice to the current one, and nothing changes until the link is opened.
 * A plain form goes back to the account with the outcome.
 */
export const POST = buyerRoute(async ({ req, buyer }) => {
  const { form, data } = await readFormOrJson(req, 4 * 1024);
  try {
    const { email } = validate(emailChangeSchema, data);
    const newEmail = await requestEmailChange(buyer, email, clientIp(req));
    return form ? formAnswer("/account?email=sent") : json({ email: newEmail, message: emailChangeSentMessage(newEmail) }, 202);
  } catch (error) {
    if (form && error instanceof HttpError && FORM_OUTCOME[error.status]) {
      const same = error.status === 400 && error.errors?.email === EMAIL_SAME;
      return formAnswer(`/account?email=${same ? "same" : FORM_OUTCOME[error.status]}`);
    }
    throw error;
  }
});
