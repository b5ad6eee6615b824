import type { Metadata } from "next";
import { ApiKeysScreen } from "@/components/admin/api-keys/api-keys-screen";
import { AdminGate } from "../_components/admin-gate";

export const metadata: Metadata = { title: "API Keys" };

export default function AdminApiKeysPage() {
  return <AdminGate>{() => <ApiKeysScreen />}</AdminGate>;
}
