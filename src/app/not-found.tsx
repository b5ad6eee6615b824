import type { Metadata } from "next";
import { NotFoundContent } from "@/components/storefront/not-found-content";
import { StorefrontShell } from "@/components/storefront/shell/storefront-shell";

export const metadata: Metadata = {
  title: "Page Not Found",
  description: "The page you are looking for does not exist.",
};

/**
 * Unknown paths, and notFound() outside the storefront's pages. It renders in
 * the root layout only, so it brings the storefront's header and footer
 * itself; the storefront's own pages have theirs ((storefront)/not-found.tsx).
 */
export default function NotFound() {
  return (
    <StorefrontShell>
      <NotFoundContent />
    </StorefrontShell>
  );
}
