import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { OrderStatusBadge } from "@/components/orders/order-parts";
import { formatIsoDate } from "@/lib/dates";
import { formatPrice } from "@/lib/money";
import { pageBuyer } from "@/server/account/page-buyer";
import { accountOrders } from "@/server/orders/account-orders";

export const metadata: Metadata = {
  title: "Your orders",
  robots: { index: false, follow: false, nocache: true },
};

/** Per request, rendered whole (no prerendered shell): it reads the visitor's cookie. */
export const instant = false;

/** The buyer's orders: their company's and their own as a guest, newest first. Per request, never indexed, kept or shared. */
export default async function AccountOrdersPage() {
  const session = await pageBuyer();
  if (!session) redirect("/account/sign-in");
  const orders = await accountOrders(session.buyer);
  return (
    <div className="container mx-auto max-w-4xl px-4 py-12">
      <p className="mb-2 text-sm">
        <Link href="/account" className="underline">
          Your account
        </Link>
      </p>
      <h1 className="mb-8 text-3xl font-bold">Your orders</h1>
      {orders.length === 0 ? (
        <p className="text-muted-foreground">No orders yet. An accepted quote becomes an order here.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your orders</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pr-4">
                  Order
                </th>
                <th scope="col" className="py-2 pr-4">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4">
                  PO number
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Total
                </th>
                <th scope="col" className="py-2">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.number} className="border-b">
                  <td className="py-2 pr-4 font-medium">
                    <Link href={`/account/orders/${o.number}`} className="underline">
                      {o.number}
                    </Link>
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap">{formatIsoDate(o.date)}</td>
                  <td className="py-2 pr-4">{o.poNumber || "-"}</td>
                  <td className="py-2 pr-4 text-right">{formatPrice(o.total)}</td>
                  <td className="py-2">
                    <OrderStatusBadge status={o.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
