import Link from "next/link";
import { AdminMain, AdminPageHeader } from "@/components/admin/shared/admin-page-header";
import { OrderStatusBadge } from "@/components/orders/order-parts";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { addDays, formatIsoDate } from "@/lib/dates";
import { formatPrice } from "@/lib/money";
import { isOrderStatus, ORDER_STATUSES } from "@/lib/orders";
import { parsePageNumber } from "@/lib/page-number";
import { listAdminOrders, ORDER_SEARCH_MAX } from "@/server/orders/admin-orders";
import { businessToday } from "@/server/quotes/business-time";
import { AccountingExportForm } from "./accounting-export-form";

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : "");

/** The first and last day of the business's current month: what the accounting export offers first. */
function currentMonth(): { first: string; last: string } {
  const first = `${businessToday().slice(0, 8)}01`;
  return { first, last: addDays(`${addDays(first, 31).slice(0, 8)}01`, -1) };
}

/** /admin/orders: newest first, by status, searched by number, PO number, company or e-mail, a page at a time. A plain GET form. */
export async function AdminOrdersScreen({ query }: { query: Query }) {
  const status = isOrderStatus(one(query.status)) ? (one(query.status) as (typeof ORDER_STATUSES)[number]) : undefined;
  const search = one(query.q).slice(0, ORDER_SEARCH_MAX);
  const page = parsePageNumber(one(query.page)) ?? 1;
  const { orders, total, pageSize } = await listAdminOrders({ status, search, page });
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const month = currentMonth();
  const href = (p: number) => {
    const params = new URLSearchParams();
    if (status) params.set("status", status);
    if (search) params.set("q", search);
    if (p > 1) params.set("page", String(p));
    const text = params.toString();
    return `/admin/orders${text ? `?${text}` : ""}`;
  };
  return (
    <>
      <AdminPageHeader title="Orders" description={`${total} ${total === 1 ? "order" : "orders"}`} />
      <AdminMain className="space-y-6">
        <form method="get" action="/admin/orders" className="flex flex-col gap-3 sm:flex-row sm:items-end" role="search">
          <label className="flex flex-col gap-1 text-sm">
            Status
            <select name="status" defaultValue={status ?? ""} className="h-9 rounded-md border bg-background px-2">
              <option value="">All statuses</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-1 flex-col gap-1 text-sm">
            Search
            <Input
              name="q"
              type="search"
              defaultValue={search}
              maxLength={ORDER_SEARCH_MAX}
              placeholder="Order number, PO number, company or e-mail"
            />
          </label>
          <Button type="submit">Filter</Button>
        </form>
        {orders.length === 0 ? (
          <p className="text-muted-foreground">No orders match.</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border bg-background">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Orders</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="p-3">
                    Order
                  </th>
                  <th scope="col" className="p-3">
                    Date
                  </th>
                  <th scope="col" className="p-3">
                    Company
                  </th>
                  <th scope="col" className="p-3">
                    PO number
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Total
                  </th>
                  <th scope="col" className="p-3">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.id} className="border-b last:border-0">
                    <td className="p-3 font-mono">
                      <Link href={`/admin/orders/${o.id}`} className="text-primary underline">
                        {o.number}
                      </Link>
                    </td>
                    <td className="p-3 whitespace-nowrap">{formatIsoDate(o.date)}</td>
                    <td className="p-3">{o.company}</td>
                    <td className="p-3">{o.poNumber || "-"}</td>
                    <td className="p-3 text-right">{formatPrice(o.total)}</td>
                    <td className="p-3">
                      <OrderStatusBadge status={o.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 && (
          <nav aria-label="Pages" className="flex items-center gap-4 text-sm">
            {page > 1 && <Link href={href(page - 1)}>Previous</Link>}
            <span>
              Page {page} of {pages}
            </span>
            {page < pages && <Link href={href(page + 1)}>Next</Link>}
          </nav>
        )}
        <AccountingExportForm defaultFrom={month.first} defaultTo={month.last} />
      </AdminMain>
    </>
  );
}
