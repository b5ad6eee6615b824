import "server-only";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { BUYER_COOKIE, readBuyerSession, type BuyerSession } from "./buyer-session";

/** The signed-in buyer of a page request, or null. Reading the cookie makes the page per request, never shared or kept. */
export async function pageBuyer(): Promise<BuyerSession | null> {
  // Request time only: a runtime prefetch of an account page may read cookies, but the session check reads the
  // clock (idle and absolute limits), which Next refuses while prerendering (it logged an error per prefetch).
  await connection();
  return readBuyerSession((await cookies()).get(BUYER_COOKIE)?.value);
}
