"use client";

import { ShoppingCart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCart } from "@/hooks/use-cart";
import { cartCountText } from "./cart-count-text";
import { loadCartSheet } from "./load-cart-sheet";
import { preload } from "./preload";

export function CartButton() {
  const { totalItems, hydrated, setOpen, isOpen, cartButtonRef } = useCart();
  const count = hydrated ? totalItems : 0;
  return (
    <Button
      ref={cartButtonRef}
      type="button"
      variant="ghost"
      size="icon"
      className="relative"
      onClick={() => setOpen(true)}
      onPointerEnter={() => preload(loadCartSheet)}
      onFocus={() => preload(loadCartSheet)}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-label={`Open cart, ${cartCountText(count)}`}
      data-testid="cart-button"
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-none font-semibold text-primary-foreground"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Button>
  );
}
