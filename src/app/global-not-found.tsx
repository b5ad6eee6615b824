import type { Metadata } from "next";
import { NotFoundContent } from "@/components/storefront/not-found-content";
import { StorefrontShell } from "@/components/storefront/shell/storefront-shell";
import { RootDocument, siteMetadata, siteViewport } from "./root-document";

export const metadata: Metadata = {
  ...siteMetadata,
  // No layout's title template reaches this page: it is the whole document.
  title: "Page Not Found | US Plastic Supply Co.",
  description: "The page you are looking for does not exist.",
  robots: { index: false },
};
export const viewport = siteViewport;

/**
 * Addresses no route matches (and a wrong quote link, which the proxy sends
 * here): the storefront's not-found view in its header and footer. A
 * notFound() inside a page gets its own segment's not-found.tsx instead.
 */
export default function GlobalNotFound() {
  return (
    <RootDocument>
      <StorefrontShell>
        <NotFoundContent />
      </StorefrontShell>
    </RootDocument>
  );
}
