import { emailChangeTokenSchema } from "@/lib/validation/account";
import { buyerHintCookie, buyerSessionCookie } from "@/server/account/buyer-session";
import { confirmEmailChange } from "@/server/account/email-change";
import { formAnswer } from "@/server/account/form-answer";
import { readFormOrJson, validate } from "@/server/http/body";
import { HttpError, json } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

/**
 * Spends an address-change link. Open to anyone: the link itself proves the
 * new address and names the buyer who asked, so it works in any browser (a
 * phone reading the mail), which it signs in; every other session ends.
 */
export const POST = publicRoute(async ({ req }) => {
  const { form, data } = await readFormOrJson(req, 4 * 1024);
  let token = "";
  try {
    token = validate(emailChangeTokenSchema, data).token;
    const session = await confirmEmailChange(token, req.headers.get("user-agent"));
    const cookies = [buyerSessionCookie(session.token, session.expires), buyerHintCookie(session.expires)];
    if (form) return formAnswer("/account?email=changed", cookies);
    const headers = new Headers({ "Cache-Control": "no-store" });
    for (const c of cookies) headers.append("Set-Cookie", c);
    return json({ email: session.email }, { status: 200, headers });
  } catch (error) {
    if (form && error instanceof HttpError && (error.status === 400 || error.status === 409))
      return formAnswer(`/account/email/confirm?token=${encodeURIComponent(token)}&error=${error.status === 409 ? "taken" : "invalid"}`);
    throw error;
  }
});
