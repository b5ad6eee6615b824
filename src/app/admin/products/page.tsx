import type { Metadata } from "next";
import { ProductsScreen } from "@/components/admin/products/products-screen";
import { AdminGate } from "../_components/admin-gate";

export const metadata: Metadata = { title: "Products" };

export default function AdminProductsPage() {
  return <AdminGate>{() => <ProductsScreen />}</AdminGate>;
}
