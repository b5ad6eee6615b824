import type { Metadata } from "next";
import { WebhooksScreen } from "@/components/admin/webhooks/webhooks-screen";
import { AdminGate } from "../_components/admin-gate";

export const metadata: Metadata = { title: "Webhooks" };

export default function AdminWebhooksPage() {
  return <AdminGate>{() => <WebhooksScreen />}</AdminGate>;
}
