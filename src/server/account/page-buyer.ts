import "server-only";
import { cookies } from "next/headers";
import { BUYER_COOKIE, readBuyerSession, type BuyerSession } from "./buyer-session";

/** The signed-in buyer of a page request, or null. Reading the cookie makes the page per request, never shared or kept. */
export async function pageBuyer(): Promise<BuyerSession | null> {
  return readBuyerSession((await cookies()).get(BUYER_COOKIE)?.value);
}
