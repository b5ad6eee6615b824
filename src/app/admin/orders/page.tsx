import type { Metadata } from "next";
import { AdminOrdersScreen } from "@/components/admin/orders/admin-orders-screen";
import { AdminGate } from "../_components/admin-gate";

export const metadata: Metadata = { title: "Orders" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default function AdminOrdersPage({ searchParams }: Props) {
  return <AdminGate>{() => <Screen searchParams={searchParams} />}</AdminGate>;
}

/** Inside the gate's Suspense: the filters are request data. */
async function Screen({ searchParams }: Props) {
  return <AdminOrdersScreen query={await searchParams} />;
}
