import { orderStatusSchema } from "@/lib/validation/order";
import { parseId, readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { changeOrderStatus } from "@/server/orders/order-status";

/**
 * Moves an order on (Placed → Confirmed → Shipped → Delivered, or Cancelled)
 * and answers the order: 409 naming the order's status for a move it does not
 * allow, or when the status the admin saw (`expected`) is no longer the order's.
 */
export const POST = adminRoute<{ id: string }>(async ({ req, params, session }) => {
  const id = parseId(params.id);
  const input = await readBody(req, orderStatusSchema, 16 * 1024);
  return json(await changeOrderStatus(id, input, session.admin.username));
});
