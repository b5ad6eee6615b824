import type { Metadata } from "next";
import { SettingsScreen } from "@/components/admin/settings/settings-screen";
import { AdminGate } from "../_components/admin-gate";

export const metadata: Metadata = { title: "Settings" };

export default function AdminSettingsPage() {
  return <AdminGate>{(admin) => <SettingsScreen admin={{ username: admin.username, email: admin.email }} />}</AdminGate>;
}
