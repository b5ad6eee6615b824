import "server-only";
import { formatIsoDate } from "@/lib/dates";
import { formatPrice } from "@/lib/money";
import type { OrderStatus } from "@/lib/orders";
import type { MailContent } from "./content";

const SAYS: Record<OrderStatus, string> = {
  Placed: "We have your order.",
  Confirmed: "We have confirmed your order and are preparing it.",
  Shipped: "Your order is on its way.",
  Delivered: "Your order has been delivered.",
  Cancelled: "Your order has been cancelled.",
};

/**
 * The buyer hears each status their order takes, with its page in their
 * account; a shipment with its carrier and tracking number, a cancellation
 * with the reason. Only the shop's own words and the order's facts go out.
 */
export function orderStatusMail(o: {
  number: string;
  status: OrderStatus;
  poNumber: string | null;
  total: string;
  freight: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  shippedOn: string | null;
  cancelReason: string | null;
  business: string;
  url: string;
}): MailContent {
  const shipped = o.status === "Shipped";
  return {
    subject: `Order ${o.number}: ${o.status}`,
    preview: shipped ? `Shipped with ${o.carrier}, tracking ${o.trackingNumber}.` : SAYS[o.status],
    blocks: [
      { type: "text", text: "Hello," },
      { type: "text", text: `${SAYS[o.status]} (order ${o.number})` },
      {
        type: "facts",
        rows: [
          { label: "Order", value: o.number },
          { label: "Status", value: o.status },
          { label: "PO number", value: o.poNumber || "-" },
          { label: "Total", value: `${formatPrice(o.total)}${o.freight === null ? " (FOB, freight collect)" : ""}` },
          ...(shipped
            ? [
                { label: "Carrier", value: o.carrier ?? "-" },
                { label: "Tracking number", value: o.trackingNumber ?? "-" },
                { label: "Shipped on", value: o.shippedOn ? formatIsoDate(o.shippedOn) : "-" },
              ]
            : []),
        ],
      },
      ...(o.status === "Cancelled" && o.cancelReason ? [{ type: "quote" as const, label: "Reason", text: o.cancelReason }] : []),
      { type: "action", label: "View the order in your account", url: o.url },
      { type: "signature", text: o.business },
    ],
  };
}
