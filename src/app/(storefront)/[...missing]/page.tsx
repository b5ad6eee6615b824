import type { Metadata } from "next";
import { NotFoundContent } from "@/components/storefront/not-found-content";
import { NotFoundPage } from "@/components/storefront/not-found-page";

// Not-found answers get their noindex from Next.
export const metadata: Metadata = { title: "Page Not Found" };

/**
 * Any address no other page answers: the storefront's 404, in its layout.
 * Left to the root not-found instead, that one would need the storefront's
 * header and footer, and Next sends the root not-found, rendered, in the
 * payload of every page (the root layout's boundary): a second header and
 * footer, 13 KB of every page's HTML and about 6% of a new page's render.
 * It reads nothing of the address, so its one prerendered answer serves them all.
 */
export default function UnknownAddress() {
  return (
    <NotFoundPage>
      <NotFoundContent />
    </NotFoundPage>
  );
}

/** A shared page: links to it prefetch one App Shell for the route (ADR 24). */
export const prefetch = "partial";
