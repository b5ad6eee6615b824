import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { WebhookEndpointScreen } from "@/components/admin/webhooks/endpoint-screen";
import { AdminGate } from "../../_components/admin-gate";

export const metadata: Metadata = { title: "Webhook Endpoint" };

type Props = { params: Promise<{ id: string }> };

export default function AdminWebhookEndpointPage({ params }: Props) {
  return <AdminGate>{() => <Screen params={params} />}</AdminGate>;
}

/** Inside the gate's Suspense: the id is request data. */
async function Screen({ params }: Props) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) notFound();
  return <WebhookEndpointScreen id={Number(id)} />;
}
