import "server-only";
import { canMove, isOrderStatus, transitionRefusal, type OrderDetail } from "@/lib/orders";
import type { OrderStatusInput } from "@/lib/validation/order";
import { auditRow } from "@/server/audit";
import { db } from "@/server/db/client";
import { conflict, notFound } from "@/server/http/errors";
import { recordEvent } from "@/server/webhooks/outbox";
import { notifyOrderStatus } from "./order-mail";
import { getAdminOrder } from "./admin-orders";

/**
 * The admin moves an order on. In one transaction: the row is claimed by a
 * conditional update on the status the admin saw (a change made meanwhile, in
 * another tab or instance, matches nothing and is 409, never overwritten),
 * the timeline, the audit log and the webhook outbox get their entries. The
 * buyer is e-mailed after.
 */
export async function changeOrderStatus(id: number, input: OrderStatusInput, actor: string): Promise<OrderDetail> {
  await db.$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { id },
      select: { number: true, status: true, carrier: true, trackingNumber: true, shippedOn: true, cancelReason: true },
    });
    if (!order) throw notFound("Order not found");
    if (order.status !== input.expected)
      throw conflict(`Order ${order.number} is ${order.status} now, not ${input.expected}: reload it to see what changed.`, {
        expected: `must be ${order.status}, the order's status`,
      });
    if (!isOrderStatus(order.status) || !canMove(order.status, input.status))
      throw conflict(transitionRefusal(order.number, order.status, input.status), { status: `cannot follow ${order.status}` });
    const shipping =
      input.status === "Shipped" ? { carrier: input.carrier, trackingNumber: input.trackingNumber, shippedOn: input.shippedOn } : {};
    const cancel = input.status === "Cancelled" ? { cancelReason: input.reason } : {};
    const { count } = await tx.order.updateMany({
      where: { id, status: order.status },
      data: { status: input.status, ...shipping, ...cancel },
    });
    if (count !== 1) throw conflict(`Order ${order.number} was changed meanwhile: reload it to see what changed.`);
    const note =
      input.status === "Shipped"
        ? `${input.carrier}, tracking ${input.trackingNumber}, shipped ${input.shippedOn}${input.note ? `. ${input.note}` : ""}`
        : input.status === "Cancelled"
          ? input.reason
          : input.note || null;
    await tx.orderEvent.create({ data: { orderId: id, status: input.status, actor, note } });
    await tx.auditLog.create({
      data: auditRow({
        actor,
        action: "update",
        entity: "Order",
        entityId: id,
        before: { status: order.status },
        after: { status: input.status, ...shipping, ...cancel },
      }),
    });
    await recordEvent(tx, "order.status_changed", { orderId: id, number: order.number, from: order.status, to: input.status, ...shipping });
  });
  notifyOrderStatus(id);
  return (await getAdminOrder(id))!;
}
