import { SIGN_IN_SENT_MESSAGE, signInSchema } from "@/lib/validation/account";
import { requestSignInLink } from "@/server/account/sign-in-link";
import { formAnswer } from "@/server/account/form-answer";
import { readFormOrJson, validate } from "@/server/http/body";
import { HttpError, json } from "@/server/http/errors";
import { clientIp } from "@/server/http/request-info";
import { publicRoute } from "@/server/http/route";

/** Asks for a sign-in link by e-mail: the same answer for every address. A plain form is sent back to the sign-in page. */
export const POST = publicRoute(async ({ req }) => {
  const { form, data } = await readFormOrJson(req, 4 * 1024);
  try {
    const { email } = validate(signInSchema, data);
    await requestSignInLink(email, clientIp(req));
  } catch (error) {
    if (form && error instanceof HttpError) return formAnswer(`/account/sign-in?error=${error.status === 400 ? "email" : error.status}`);
    throw error;
  }
  return form ? formAnswer("/account/sign-in?sent=1") : json({ message: SIGN_IN_SENT_MESSAGE });
});
