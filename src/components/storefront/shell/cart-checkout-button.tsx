"use client";

import { Button } from "@/components/ui/button";
import { loadQuoteRequestDialog } from "./load-quote-request-dialog";
import { preload } from "./preload";

/** "Request Quote / Checkout": opens the quote request form (the original only toasted "coming soon"). */
export function CartCheckoutButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      type="button"
      size="lg"
      className="w-full"
      onClick={onClick}
      onPointerEnter={() => preload(loadQuoteRequestDialog)}
      onFocus={() => preload(loadQuoteRequestDialog)}
    >
      Request Quote / Checkout
    </Button>
  );
}
