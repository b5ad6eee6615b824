"use client";

import { lazy, Suspense, useState } from "react";
import { useCart } from "@/hooks/use-cart";
import { useHasBeenTrue } from "@/hooks/use-has-been-true";
import { loadCartSheet } from "./load-cart-sheet";
import { loadQuoteRequestDialog } from "./load-quote-request-dialog";
import { PanelLoading } from "./panel-loading";

// Never rendered on the server (the cart opens in the browser only), so plain React.lazy suffices.
const CartSheet = lazy(() => loadCartSheet().then((m) => ({ default: m.CartSheet })));
const QuoteRequestDialog = lazy(() => loadQuoteRequestDialog().then((m) => ({ default: m.QuoteRequestDialog })));

/**
 * The slide-in cart; opened by the header's cart button or
 * any useCart().setOpen(true). Its sheet and the quote form download on first
 * open: the header's count comes from useCart() and needs neither.
 */
export function CartPanel() {
  const { isOpen } = useCart();
  // The quote form lives outside the sheet: the sheet closes when it opens.
  const [quoteOpen, setQuoteOpen] = useState(false);
  const sheetMounted = useHasBeenTrue(isOpen);
  const quoteMounted = useHasBeenTrue(quoteOpen);
  return (
    <>
      {sheetMounted && (
        <Suspense fallback={isOpen && <PanelLoading label="Loading your cart…" placement="side" />}>
          <CartSheet onCheckout={() => setQuoteOpen(true)} />
        </Suspense>
      )}
      {quoteMounted && (
        <Suspense fallback={quoteOpen && <PanelLoading label="Loading the quote request form…" placement="center" />}>
          <QuoteRequestDialog open={quoteOpen} onOpenChange={setQuoteOpen} />
        </Suspense>
      )}
    </>
  );
}
