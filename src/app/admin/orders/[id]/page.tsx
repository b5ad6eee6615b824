import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminOrderScreen } from "@/components/admin/orders/admin-order-screen";
import { getAdminOrder } from "@/server/orders/admin-orders";
import { AdminGate } from "../../_components/admin-gate";

export const metadata: Metadata = { title: "Order" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default function AdminOrderPage({ params, searchParams }: Props) {
  return <AdminGate>{() => <Screen params={params} searchParams={searchParams} />}</AdminGate>;
}

/** Inside the gate's Suspense: the id and the outcome of a change are request data. */
async function Screen({ params, searchParams }: Props) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) notFound();
  const order = await getAdminOrder(Number(id));
  if (!order) notFound();
  const q = await searchParams;
  return (
    <AdminOrderScreen
      order={order}
      changed={typeof q.changed === "string" ? q.changed : null}
      error={typeof q.error === "string" ? q.error.slice(0, 300) : null}
    />
  );
}
