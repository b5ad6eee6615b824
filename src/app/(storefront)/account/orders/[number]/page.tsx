import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { env } from "@/env";
import { OrderLinesTable, OrderShipping, OrderStatusBadge, OrderTimeline } from "@/components/orders/order-parts";
import { ReorderButton } from "@/components/orders/reorder-button";
import { formatIsoDate } from "@/lib/dates";
import { pageBuyer } from "@/server/account/page-buyer";
import { accountOrder } from "@/server/orders/account-orders";

export const metadata: Metadata = {
  title: "Your order",
  robots: { index: false, follow: false, nocache: true },
};

/** Per request, rendered whole (no prerendered shell): it reads the visitor's cookie. */
export const instant = false;

type Props = { params: Promise<{ number: string }> };

/** One of the buyer's orders: another company's answers the same 404 as one that does not exist. */
export default async function AccountOrderPage({ params }: Props) {
  const session = await pageBuyer();
  if (!session) redirect("/account/sign-in");
  const { number } = await params;
  const order = number.length <= 20 ? await accountOrder(session.buyer, number) : null;
  if (!order) notFound();
  return (
    <div className="container mx-auto flex max-w-4xl flex-col gap-8 px-4 py-12">
      <header className="flex flex-col gap-3">
        <p className="text-sm">
          <Link href="/account/orders" className="underline">
            Your orders
          </Link>
        </p>
        <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold">
          Order {order.number} <OrderStatusBadge status={order.status} />
        </h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Placed</dt>
          <dd>{formatIsoDate(order.date)}</dd>
          <dt className="text-muted-foreground">PO number</dt>
          <dd>{order.poNumber || "-"}</dd>
          <dt className="text-muted-foreground">Quote</dt>
          <dd>
            {order.quoteReference}, version {order.version}
          </dd>
        </dl>
        <ReorderButton endpoint="/api/account/reorder" body={{ orderNumber: order.number }} />
      </header>
      <OrderShipping order={order} />
      <section aria-labelledby="order-lines">
        <h2 id="order-lines" className="mb-3 text-xl font-semibold">
          Lines
        </h2>
        <OrderLinesTable order={order} />
      </section>
      <section aria-labelledby="order-timeline">
        <h2 id="order-timeline" className="mb-3 text-xl font-semibold">
          Status
        </h2>
        <OrderTimeline events={order.events} timeZone={env.BUSINESS_TIME_ZONE} />
      </section>
    </div>
  );
}
