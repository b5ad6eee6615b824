import type { ReactNode } from "react";
import Link from "next/link";
import { env } from "@/env";
import { AdminMain, AdminPageHeader } from "@/components/admin/shared/admin-page-header";
import { OrderLinesTable, OrderShipping, OrderStatusBadge, OrderTimeline } from "@/components/orders/order-parts";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { formatIsoDate } from "@/lib/dates";
import { ORDER_TRANSITIONS, type OrderDetail, type OrderStatus } from "@/lib/orders";
import { businessToday } from "@/server/quotes/business-time";

const ACTION: Record<OrderStatus, string> = {
  Placed: "Mark Placed",
  Confirmed: "Mark Confirmed",
  Shipped: "Mark Shipped",
  Delivered: "Mark Delivered",
  Cancelled: "Cancel order",
};

/**
 * /admin/orders/{id}: the order's lines, totals, buyer and timeline, and one
 * plain form per move its status allows, posted to the status route, which
 * sends the browser back here with the outcome. Each carries the status shown
 * (`expected`), so a change made meanwhile is refused, not overwritten.
 */
export function AdminOrderScreen({ order, changed, error }: { order: OrderDetail; changed: string | null; error: string | null }) {
  const action = `/api/admin/orders/${order.id}/status`;
  const next = ORDER_TRANSITIONS[order.status];
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
        {error && (
          <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
            {error}
          </p>
        )}
        {changed && !error && (
          <p role="status" className="rounded-md border p-3 text-sm">
            Marked {order.status}. The buyer has been e-mailed.
          </p>
        )}
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
              {next.length === 0 && <p className="text-sm text-muted-foreground">This order is {order.status}: nothing follows.</p>}
              {next.map((to) => (
                <form key={to} method="post" action={action} className="space-y-3 border-t pt-4 first-of-type:border-0 first-of-type:pt-0">
                  <input type="hidden" name="status" value={to} />
                  <input type="hidden" name="expected" value={order.status} />
                  {to === "Shipped" && (
                    <>
                      <Field label="Carrier">
                        <Input name="carrier" required maxLength={100} autoComplete="off" />
                      </Field>
                      <Field label="Tracking number">
                        <Input name="trackingNumber" required maxLength={100} autoComplete="off" />
                      </Field>
                      <Field label="Ship date">
                        <Input name="shippedOn" type="date" required defaultValue={businessToday()} />
                      </Field>
                    </>
                  )}
                  {to === "Cancelled" ? (
                    <Field label="Reason for cancelling">
                      <Textarea name="reason" required maxLength={2000} rows={2} />
                    </Field>
                  ) : (
                    <Field label={`Note (${to})`}>
                      <Input name="note" maxLength={2000} autoComplete="off" />
                    </Field>
                  )}
                  <Button type="submit" variant={to === "Cancelled" ? "destructive" : "default"}>
                    {ACTION[to]}
                  </Button>
                </form>
              ))}
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

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      {children}
    </label>
  );
}
