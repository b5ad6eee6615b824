import { json, notFound } from "@/server/http/errors";
import { buyerRoute } from "@/server/http/route";
import { accountOrder } from "@/server/orders/account-orders";

/** One of the buyer's orders; another company's is 404, as if it did not exist. */
export const GET = buyerRoute<{ number: string }>(async ({ params, buyer }) => {
  const order = params.number.length <= 20 ? await accountOrder(buyer, params.number) : null;
  if (!order) throw notFound("Order not found");
  return json(order);
});
