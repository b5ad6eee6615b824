import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminOrderScreen } from "@/components/admin/orders/admin-order-screen";
import { getAdminOrder } from "@/server/orders/admin-orders";
import { AdminGate } from "../../_components/admin-gate";

export const metadata: Metadata = { title: "Order" };

type Props = { params: Promise<{ id: string }> };

export default function AdminOrderPage({ params }: Props) {
  return <AdminGate>{() => <Screen params={params} />}</AdminGate>;
}

/** Inside the gate's Suspense: the id is request data. */
async function Screen({ params }: Props) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) notFound();
  const order = await getAdminOrder(Number(id));
  if (!order) notFound();
  return <AdminOrderScreen order={order} />;
}
