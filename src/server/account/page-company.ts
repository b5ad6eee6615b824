import "server-only";
import { redirect } from "next/navigation";
import type { BuyerSession } from "./buyer-session";
import { pageBuyer } from "./page-buyer";

/** An account page's signed-in buyer (else to the sign-in page), with their company id or null when they have none yet. */
export async function pageCompanyBuyer(): Promise<{ buyer: BuyerSession["buyer"]; companyId: number | null }> {
  const session = await pageBuyer();
  if (!session) redirect("/account/sign-in");
  return { buyer: session.buyer, companyId: session.buyer.companyId };
}
