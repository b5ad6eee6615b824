import { formatIsoDate } from "@/lib/dates";
import { formatPrice } from "@/lib/money";
import type { OrderDetail, OrderEventView, OrderStatus } from "@/lib/orders";
import { Badge } from "@/components/ui/badge";
import { formatCount } from "@/lib/count";

/*
 * An order's parts as both its pages show them (the buyer's account and the
 * back office): plain server-rendered markup, readable without scripts.
 */

const BADGE: Record<OrderStatus, "default" | "secondary" | "destructive" | "outline"> = {
  Placed: "outline",
  Confirmed: "secondary",
  Shipped: "default",
  Delivered: "default",
  Cancelled: "destructive",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={BADGE[status]}>{status}</Badge>;
}

/** "$1,234.50", or the order's freight term when it has none. */
const freightText = (freight: string | null) => (freight === null ? "FOB, freight collect" : formatPrice(freight));

export function OrderLinesTable({ order }: { order: Pick<OrderDetail, "lines" | "subtotal" | "freight" | "total"> }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">Lines ordered</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pr-4">
              Item
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              Quantity
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              Unit price
            </th>
            <th scope="col" className="py-2 text-right">
              Line total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l, n) => (
            <tr key={n} className="border-b align-top">
              <td className="py-2 pr-4">
                <span className="font-medium">{l.name}</span>
                {l.sku && <span className="block text-xs text-muted-foreground">SKU {l.sku}</span>}
              </td>
              <td className="py-2 pr-4 text-right whitespace-nowrap">
                {formatCount(l.quantity)} × {l.unit}
              </td>
              <td className="py-2 pr-4 text-right">{formatPrice(l.unitPrice)}</td>
              <td className="py-2 text-right">{formatPrice(l.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="py-1 pr-4 text-right font-normal">
              Subtotal
            </th>
            <td className="py-1 text-right">{formatPrice(order.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className="py-1 pr-4 text-right font-normal">
              Freight
            </th>
            <td className="py-1 text-right">{freightText(order.freight)}</td>
          </tr>
          <tr className="font-semibold">
            <th scope="row" colSpan={3} className="py-1 pr-4 text-right">
              Total
            </th>
            <td className="py-1 text-right">{formatPrice(order.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Carrier, tracking number and ship date once shipped; the reason once cancelled. */
export function OrderShipping({ order }: { order: OrderDetail }) {
  if (order.status === "Cancelled")
    return (
      <section aria-labelledby="order-cancelled" className="rounded-lg border border-destructive/40 p-4">
        <h2 id="order-cancelled" className="mb-1 font-semibold">
          Cancelled
        </h2>
        <p className="text-sm whitespace-pre-wrap">{order.cancelReason}</p>
      </section>
    );
  if (!order.trackingNumber) return null;
  return (
    <section aria-labelledby="order-shipping" className="rounded-lg border p-4">
      <h2 id="order-shipping" className="mb-2 font-semibold">
        Shipment
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Carrier</dt>
        <dd>{order.carrier}</dd>
        <dt className="text-muted-foreground">Tracking number</dt>
        <dd className="font-mono break-all">{order.trackingNumber}</dd>
        <dt className="text-muted-foreground">Shipped on</dt>
        <dd>{order.shippedOn ? formatIsoDate(order.shippedOn) : "-"}</dd>
      </dl>
    </section>
  );
}

/** The statuses the order took, oldest first. `showActor`: the back office names who set each. */
export function OrderTimeline({ events, timeZone, showActor }: { events: OrderEventView[]; timeZone: string; showActor?: boolean }) {
  const when = (iso: string) => new Date(iso).toLocaleString("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" });
  return (
    <ol className="space-y-3 text-sm">
      {events.map((e, n) => (
        <li key={n} className="border-l-2 pl-3">
          <p>
            <span className="font-medium">{e.status}</span> <span className="text-muted-foreground">· {when(e.createdAt)}</span>
            {showActor && <span className="text-muted-foreground"> · {e.actor}</span>}
          </p>
          {e.note && <p className="whitespace-pre-wrap text-muted-foreground">{e.note}</p>}
        </li>
      ))}
    </ol>
  );
}
