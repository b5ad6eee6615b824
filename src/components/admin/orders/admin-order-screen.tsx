import Link from "next/link";
import { env } from "@/env";
import { AdminMain, AdminPageHeader } from "@/components/admin/shared/admin-page-header";
import { OrderLinesTable, OrderShipping, OrderStatusBadge, OrderTimeline } from "@/components/orders/order-parts";
import { formatIsoDate } from "@/lib/dates";
import { ORDER_TRANSITIONS, type OrderDetail } from "@/lib/orders";
import { businessToday } from "@/server/quotes/business-time";
import { OrderActions } from "./order-actions";

/**
 * /admin/orders/{id}: the order's lines, totals, buyer, shipment and timeline,
 * and a form per move its status allows (OrderActions).
 */
export function AdminOrderScreen({ order }: { order: OrderDetail }) {
  return (
    <>
      <AdminPageHeader
        backHref="/admin/orders"
        backLabel="Back to Orders"
        title={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="font-mono">{order.number}</span>
            <OrderStatusBadge status={order.status} />
          </span>
        }
        description={`${order.company} · placed ${formatIsoDate(order.date)}`}
      />
      <AdminMain className="space-y-6">
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <section aria-labelledby="order-lines" className="space-y-4 rounded-xl border bg-background p-5">
            <h2 id="order-lines" className="text-lg font-semibold">
              Lines
            </h2>
            <OrderLinesTable order={order} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t pt-4 text-sm">
              <dt className="text-muted-foreground">Buyer</dt>
              <dd className="break-all">{order.buyerEmail}</dd>
              <dt className="text-muted-foreground">PO number</dt>
              <dd>{order.poNumber || "-"}</dd>
              <dt className="text-muted-foreground">Quote</dt>
              <dd>
                <Link href={`/admin/quote-requests/${order.quoteRequestId}`} className="text-primary underline">
                  {order.quoteReference}
                </Link>
                , version {order.version}
              </dd>
            </dl>
            <OrderShipping order={order} />
          </section>
          <div className="space-y-6">
            <section aria-labelledby="order-actions" className="space-y-4 rounded-xl border bg-background p-5">
              <h2 id="order-actions" className="text-lg font-semibold">
                Status
              </h2>
              <OrderActions id={order.id} status={order.status} next={ORDER_TRANSITIONS[order.status]} today={businessToday()} />
            </section>
            <section aria-labelledby="order-timeline" className="space-y-4 rounded-xl border bg-background p-5">
              <h2 id="order-timeline" className="text-lg font-semibold">
                Timeline
              </h2>
              <OrderTimeline events={order.events} timeZone={env.BUSINESS_TIME_ZONE} showActor />
            </section>
          </div>
        </div>
      </AdminMain>
    </>
  );
}
