import type { ReactNode } from "react";
import { StorefrontShell } from "@/components/storefront/shell/storefront-shell";
import { RootDocument, siteMetadata, siteViewport } from "../root-document";

export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function StorefrontLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument>
      <StorefrontShell>{children}</StorefrontShell>
    </RootDocument>
  );
}
