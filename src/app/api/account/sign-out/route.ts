import { signOutSchema } from "@/lib/validation/account";
import {
  buyerTokenFromCookieHeader,
  clearedBuyerHintCookie,
  clearedBuyerSessionCookie,
  endAllBuyerSessions,
  endBuyerSession,
  readBuyerSession,
} from "@/server/account/buyer-session";
import { formAnswer } from "@/server/account/form-answer";
import { readFormOrJson, validate } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

/** Ends this browser's buyer session, or with `everywhere` every session of the buyer. Signed out already is fine too. */
export const POST = publicRoute(async ({ req }) => {
  const { form, data } = await readFormOrJson(req, 1024);
  const { everywhere } = validate(signOutSchema, data);
  const session = await readBuyerSession(buyerTokenFromCookieHeader(req.headers.get("cookie")));
  let ended = 0;
  if (session) {
    if (everywhere === true || everywhere === "1") ended = await endAllBuyerSessions(session.buyer.id);
    else {
      await endBuyerSession(session.id);
      ended = 1;
    }
  }
  const cookies = [clearedBuyerSessionCookie(), clearedBuyerHintCookie()];
  if (form) return formAnswer("/account/sign-in?signed-out=1", cookies);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const c of cookies) headers.append("Set-Cookie", c);
  return json({ ended }, { status: 200, headers });
});
