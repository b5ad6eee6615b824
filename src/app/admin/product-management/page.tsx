import type { Metadata } from "next";
import { PageContentScreen } from "@/components/admin/page-content/page-content-screen";
import { AdminGate } from "../_components/admin-gate";

export const metadata: Metadata = { title: "Product Page Management" };

export default function AdminProductPageManagementPage() {
  return <AdminGate>{() => <PageContentScreen />}</AdminGate>;
}
