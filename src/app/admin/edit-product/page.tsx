import type { Metadata } from "next";
import { Suspense } from "react";
import { EditProductScreen } from "@/components/admin/edit-product/edit-product-screen";
import { AdminGate } from "../_components/admin-gate";

export const metadata: Metadata = { title: "Edit Product" };

export default function AdminEditProductPage() {
  return (
    <AdminGate>
      {() => (
        // The screen reads ?index= with useSearchParams, which needs its own boundary.
        <Suspense fallback={<p className="p-8 text-muted-foreground">Loading...</p>}>
          <EditProductScreen />
        </Suspense>
      )}
    </AdminGate>
  );
}
