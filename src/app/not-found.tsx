import type { Metadata } from "next";
import { NotFoundContent } from "@/components/storefront/not-found-content";

export const metadata: Metadata = {
  title: "Page Not Found",
  description: "The page you are looking for does not exist.",
  robots: { index: false },
};

/**
 * notFound() outside the storefront's pages (an admin page's unknown record).
 * Unknown addresses have the storefront's own (its [...missing] page), so this
 * one stays small: Next sends it, rendered, with every page.
 */
export default function NotFound() {
  return <NotFoundContent />;
}
