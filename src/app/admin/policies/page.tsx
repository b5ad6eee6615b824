import type { Metadata } from "next";
import { PoliciesScreen } from "@/components/admin/policies/policies-screen";
import { AdminGate } from "../_components/admin-gate";

export const metadata: Metadata = { title: "Policies" };

export default function AdminPoliciesPage() {
  return <AdminGate>{() => <PoliciesScreen />}</AdminGate>;
}
