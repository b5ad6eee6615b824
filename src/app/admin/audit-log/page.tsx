import type { Metadata } from "next";
import { AuditLogScreen } from "@/components/admin/audit/audit-log-screen";
import { AdminGate } from "../_components/admin-gate";

export const metadata: Metadata = { title: "Audit Log" };

export default function AdminAuditLogPage() {
  return <AdminGate>{() => <AuditLogScreen />}</AdminGate>;
}
