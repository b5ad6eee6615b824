import type { Metadata } from "next";
import { PageHero } from "@/components/storefront/page-hero";
import { QuickOrder } from "@/components/storefront/quick-order/quick-order";

const DESCRIPTION =
  "Paste or upload a list of SKUs and quantities, check each line against the catalogue and add them all to your quote cart at once.";

export const metadata: Metadata = {
  title: "Quick Order",
  description: DESCRIPTION,
  alternates: { canonical: "/quick-order" },
  openGraph: {
    title: "Quick Order",
    description: DESCRIPTION,
    url: "/quick-order",
    type: "website",
    images: [{ url: "/images/hero.svg", alt: "Industrial plastic packaging products" }],
  },
};

export default function QuickOrderPage() {
  return (
    <>
      <PageHero title="Quick Order">
        Know your SKUs? Paste your list or upload a CSV, check the matches and add them all to your cart.
      </PageHero>
      <section className="py-12 md:py-16">
        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          <QuickOrder />
        </div>
      </section>
    </>
  );
}

/** A shared page: links to it prefetch one App Shell for the route (ADR 24). */
export const prefetch = "partial";
