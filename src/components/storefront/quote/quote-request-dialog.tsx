"use client";

import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useCart } from "@/hooks/use-cart";
import { useCatalogCheck } from "../shell/cart-catalog";
import { useQuoteDefaults } from "./account-ship-to";
import { QuoteConfirmation } from "./quote-confirmation";
import { QuoteRequestForm, type SubmittedQuote } from "./quote-request-form";

/** Opened by the cart's "Request Quote / Checkout": the form, then its confirmation. */
export function QuoteRequestDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { items, updateQuantity, setQuoteOptions, removeItem, clearCart, unavailable, restoreFocus } = useCart();
  const checkCatalog = useCatalogCheck();
  const [submitted, setSubmitted] = useState<SubmittedQuote | null>(null);
  const accountDefaults = useQuoteDefaults(open);

  useEffect(() => {
    if (open) void checkCatalog();
  }, [open, checkCatalog]);

  function close(next: boolean) {
    if (!next) setSubmitted(null);
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
        onCloseAutoFocus={(e) => {
          // Its opener, the cart's checkout button, closed with the cart: back to what opened the cart.
          e.preventDefault();
          restoreFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{submitted ? "Thank you" : "Request a Quote"}</DialogTitle>
          <DialogDescription>
            {submitted
              ? "Your quote request was sent."
              : "Tell us where to ship and how to reach you; we reply with pricing within 24 hours."}
          </DialogDescription>
        </DialogHeader>
        {submitted ? (
          <QuoteConfirmation quote={submitted} onDone={() => close(false)} />
        ) : (
          <QuoteRequestForm
            items={items}
            unavailable={unavailable}
            onQuantity={updateQuantity}
            onOptions={setQuoteOptions}
            onRemove={removeItem}
            checkCatalog={checkCatalog}
            accountDefaults={accountDefaults}
            onSubmitted={(q) => {
              setSubmitted(q);
              clearCart({ silent: true });
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
