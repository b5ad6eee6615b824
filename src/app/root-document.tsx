import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { env } from "@/env";
import "./globals.css";

/**
 * The storefront and the admin are separate root layouts, each with its own
 * <html>, and unmatched addresses get global-not-found.tsx. One root layout
 * over both would make its not-found view the boundary of every page: Next
 * renders that view into each page's payload, ready for a notFound() in the
 * browser, and the storefront's view carries the whole header and footer, so
 * every page (admin pages too) shipped and rendered a second, unseen pair
 * (docs/decisions/0030-two-root-layouts.md).
 */
export const siteMetadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: "Industrial Plastic Packaging Supplier", template: "%s | US Plastic Supply Co." },
  description:
    "Stretch film, mailer bags, trash bags, gloves and aprons, and t-shirt bags for businesses across America. Browse the catalogue and request a quote.",
};

export const siteViewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0053a5" };

/** The document every root layout (and the global not-found page) renders. */
export function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">{children}</body>
    </html>
  );
}
