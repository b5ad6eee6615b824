import type { Metadata } from "next";
import { DashboardScreen } from "@/components/admin/dashboard/dashboard-screen";
import { AdminGate } from "../_components/admin-gate";
import { SystemOverview } from "./system-overview";

export const metadata: Metadata = { title: "Dashboard" };

export default function DashboardPage() {
  return (
    <AdminGate>
      {(admin) => <DashboardScreen username={admin.username} email={admin.email} systemOverview={<SystemOverview />} />}
    </AdminGate>
  );
}
