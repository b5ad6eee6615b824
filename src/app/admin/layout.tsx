import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminSWRProvider } from "@/components/admin/admin-swr-provider";
import { Toaster } from "@/components/ui/sonner";

export const metadata: Metadata = {
  title: { default: "Admin", template: "%s | Admin" },
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <AdminSWRProvider>
      <div className="min-h-screen bg-muted/40">{children}</div>
      <Toaster />
    </AdminSWRProvider>
  );
}
