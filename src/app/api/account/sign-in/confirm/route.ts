import { signInTokenSchema } from "@/lib/validation/account";
import { buyerHintCookie, buyerSessionCookie } from "@/server/account/buyer-session";
import { formAnswer } from "@/server/account/form-answer";
import { signInWithLink } from "@/server/account/sign-in-link";
import { readFormOrJson, validate } from "@/server/http/body";
import { HttpError, json } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

/** Spends a sign-in link and opens a buyer session (its own cookie). A plain form goes on to the account. */
export const POST = publicRoute(async ({ req }) => {
  const { form, data } = await readFormOrJson(req, 4 * 1024);
  try {
    const { token } = validate(signInTokenSchema, data);
    const session = await signInWithLink(token, req.headers.get("user-agent"));
    const cookies = [buyerSessionCookie(session.token, session.expires), buyerHintCookie(session.expires)];
    if (form) return formAnswer("/account", cookies);
    const headers = new Headers({ "Cache-Control": "no-store" });
    for (const c of cookies) headers.append("Set-Cookie", c);
    return json({ email: session.email }, { status: 200, headers });
  } catch (error) {
    if (form && error instanceof HttpError && error.status === 400) return formAnswer("/account/sign-in?error=link");
    throw error;
  }
});
