import type { Metadata } from "next";
import { env } from "@/env";
import { absoluteUrl } from "@/lib/seo";
import { AllProducts } from "./product-listing";

const DESCRIPTION =
  "Browse our catalogue of industrial plastic packaging: PE stretch film, poly mailer bags, trash bags and can liners, gloves and aprons, and t-shirt bags. Add items to your cart to request a quote.";

export const metadata: Metadata = {
  title: "Products",
  description: DESCRIPTION,
  alternates: { canonical: absoluteUrl(env.siteUrl, "/products") },
  openGraph: {
    type: "website",
    url: absoluteUrl(env.siteUrl, "/products"),
    title: "Products",
    description: DESCRIPTION,
    images: [{ url: absoluteUrl(env.siteUrl, "/images/stretch-film.svg"), alt: "PE stretch film rolls" }],
  },
};

/**
 * The first page of the whole catalogue: static, read from the cache. It never
 * reads a query, so it stays prerendered: searches have their own route,
 * /search?q=… (ADR 5), and /products?search=… is redirected there.
 */
export default function ProductsPage() {
  return <AllProducts page={1} />;
}

/** A shared page: links to it prefetch one App Shell for the route (ADR 24). */
export const prefetch = "partial";
