import type { Metadata } from "next";
import { NotFoundContent } from "@/components/storefront/not-found-content";

export const metadata: Metadata = {
  title: "Page Not Found",
  description: "The page you are looking for does not exist.",
  robots: { index: false },
};

/**
 * notFound() in a storefront page (an unknown product, category or quote
 * link). This boundary sits inside the storefront layout, which already
 * renders the header and footer.
 */
export default function StorefrontNotFound() {
  return <NotFoundContent />;
}
