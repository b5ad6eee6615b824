import "server-only";
import type { QuoteDefaults } from "@/lib/quote-defaults";
import { db } from "@/server/db/client";
import type { BuyerSession } from "./buyer-session";
import { companyAddresses } from "./addresses";

/** The buyer's name and e-mail, and, with a company, its name and address book (the default first). */
export async function quoteDefaults(buyer: BuyerSession["buyer"]): Promise<QuoteDefaults> {
  const company = buyer.companyId === null ? null : await db.company.findUnique({ where: { id: buyer.companyId }, select: { name: true } });
  const addresses = company && buyer.companyId !== null ? await companyAddresses(buyer.companyId) : [];
  return { name: buyer.name, email: buyer.email, company: company?.name ?? "", addresses };
}
