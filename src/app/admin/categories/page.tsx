import type { Metadata } from "next";
import { CategoriesScreen } from "@/components/admin/categories/categories-screen";
import { AdminGate } from "../_components/admin-gate";

export const metadata: Metadata = { title: "Categories" };

export default function AdminCategoriesPage() {
  return <AdminGate>{() => <CategoriesScreen />}</AdminGate>;
}
