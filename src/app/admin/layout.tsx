import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminSWRProvider } from "@/components/admin/admin-swr-provider";
import { Toaster } from "@/components/ui/sonner";
import { RootDocument, siteMetadata, siteViewport } from "../root-document";

export const metadata: Metadata = {
  ...siteMetadata,
  title: { default: "Admin", template: "%s | Admin" },
  robots: { index: false, follow: false, nocache: true },
};
export const viewport = siteViewport;

/** The back office's own root layout: moving between it and the storefront is a full page load. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument>
      <AdminSWRProvider>
        <div className="min-h-screen bg-muted/40">{children}</div>
        <Toaster />
      </AdminSWRProvider>
    </RootDocument>
  );
}
