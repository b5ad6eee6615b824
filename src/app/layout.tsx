import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { env } from "@/env";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: "Industrial Plastic Packaging Supplier", template: "%s | US Plastic Supply Co." },
  description:
    "Stretch film, mailer bags, trash bags, gloves and aprons, and t-shirt bags for businesses across America. Browse the catalogue and request a quote.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0053a5" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">{children}</body>
    </html>
  );
}
