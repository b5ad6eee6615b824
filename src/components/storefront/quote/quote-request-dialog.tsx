"use client";

import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useCart } from "@/hooks/use-cart";
import { QuoteConfirmation } from "./quote-confirmation";
import { QuoteRequestForm, type SubmittedQuote } from "./quote-request-form";

/** Opened by the cart's "Request Quote / Checkout": the form, then its confirmation. */
export function QuoteRequestDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { items, updateQuantity, clearCart } = useCart();
  const [submitted, setSubmitted] = useState<SubmittedQuote | null>(null);

  function close(next: boolean) {
    if (!next) setSubmitted(null);
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{submitted ? "Thank you" : "Request a Quote"}</DialogTitle>
          <DialogDescription>{submitted ? "Your quote request was sent." : "Tell us where to ship and how to reach you; we reply with pricing within 24 hours."}</DialogDescription>
        </DialogHeader>
        {submitted ? (
          <QuoteConfirmation quote={submitted} onDone={() => close(false)} />
        ) : (
          <QuoteRequestForm
            items={items}
            onQuantity={updateQuantity}
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
