import { orderStatusSchema } from "@/lib/validation/order";
import { formAnswer } from "@/server/account/form-answer";
import { parseId, readFormOrJson, validate } from "@/server/http/body";
import { HttpError, json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { changeOrderStatus } from "@/server/orders/order-status";

/**
 * Moves an order on (Placed → Confirmed → Shipped → Delivered, or Cancelled):
 * 409 naming the order's status for a move it does not allow or when the
 * status the admin saw (`expected`) is no longer the order's. The back office's
 * form posts here and is sent back to the order with the outcome.
 */
export const POST = adminRoute<{ id: string }>(async ({ req, params, session }) => {
  const id = parseId(params.id);
  const { form, data } = await readFormOrJson(req, 16 * 1024);
  try {
    const order = await changeOrderStatus(id, validate(orderStatusSchema, data), session.admin.username);
    return form ? formAnswer(`/admin/orders/${id}?changed=${order.status}`) : json(order);
  } catch (error) {
    if (form && error instanceof HttpError && error.status !== 404)
      return formAnswer(`/admin/orders/${id}?error=${encodeURIComponent(error.message.slice(0, 300))}`);
    throw error;
  }
});
