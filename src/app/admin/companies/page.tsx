import type { Metadata } from "next";
import { CompaniesScreen } from "@/components/admin/companies/companies-screen";
import { AdminGate } from "../_components/admin-gate";

export const metadata: Metadata = { title: "Companies" };

export default function AdminCompaniesPage() {
  return <AdminGate>{() => <CompaniesScreen />}</AdminGate>;
}
