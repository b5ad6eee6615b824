import "server-only";
import type { Prisma } from "@/generated/sqlite/client";
import type { OrderDetail, OrderSummary } from "@/lib/orders";
import type { BuyerSession } from "@/server/account/buyer-session";
import { db } from "@/server/db/client";
import { orderSelect, summarySelect, toDetail, toSummary } from "./order-view";

/** The newest this many: an account page is not an archive. */
export const ACCOUNT_ORDERS_MAX = 200;

/**
 * The orders a signed-in buyer may see: their company's, and those of guest
 * requests made with their address (a guest's order has no company; it is
 * theirs by e-mail, as account quotes are). Another company's order is never
 * in it, whatever address it was placed with.
 */
export function buyerOrdersWhere(buyer: BuyerSession["buyer"]): Prisma.OrderWhereInput {
  // A guest order placed under an address the buyer changed away from is theirs through its request's buyerId.
  const byEmail: Prisma.OrderWhereInput = {
    companyId: null,
    OR: [{ buyerEmail: buyer.email.toLowerCase() }, { quoteRequest: { buyerId: buyer.id } }],
  };
  return buyer.companyId === null ? byEmail : { OR: [{ companyId: buyer.companyId }, byEmail] };
}

export async function accountOrders(buyer: BuyerSession["buyer"]): Promise<OrderSummary[]> {
  const rows = await db.order.findMany({
    where: buyerOrdersWhere(buyer),
    select: summarySelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: ACCOUNT_ORDERS_MAX,
  });
  return rows.map(toSummary);
}

/** One of the buyer's orders by its number; null (a 404) for anyone else's. */
export async function accountOrder(buyer: BuyerSession["buyer"], number: string): Promise<OrderDetail | null> {
  const row = await db.order.findFirst({ where: { AND: [{ number }, buyerOrdersWhere(buyer)] }, select: orderSelect });
  return row ? toDetail(row) : null;
}
