import type { ReactNode } from "react";
import { CartProvider } from "@/hooks/use-cart";
import { ImageFallbacks } from "../images/image-fallbacks";
import { LazyToaster } from "../toasts/lazy-toaster";
import { CartPanel } from "./cart-panel";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, main and footer of every public page; also used by the global not-found page. */
export function StorefrontShell({ children }: { children: ReactNode }) {
  return (
    <CartProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
      </div>
      <CartPanel />
      <ImageFallbacks />
      <LazyToaster />
    </CartProvider>
  );
}
