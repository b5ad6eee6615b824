import { json } from "@/server/http/errors";
import { buyerRoute } from "@/server/http/route";
import { accountOrders } from "@/server/orders/account-orders";

/** The signed-in buyer's orders (their company's, and their own as a guest), newest first, at most ACCOUNT_ORDERS_MAX. */
export const GET = buyerRoute(async ({ buyer }) => json({ orders: await accountOrders(buyer) }));
