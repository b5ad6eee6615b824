"use client";

import { ShoppingCart } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetContent, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { useCart } from "@/hooks/use-cart";
import { toastPlacement } from "@/lib/toast";
import { cartCountText } from "./cart-count-text";
import { useCatalogCheck } from "./cart-catalog";
import { CartCheckoutButton } from "./cart-checkout-button";
import { CartItemRow } from "./cart-item-row";

/** The slide-in cart's sheet; CartPanel loads it on the first open. */
export function CartSheet({ onCheckout }: { onCheckout: () => void }) {
  const { items, totalItems, isOpen, setOpen, clearCart, undoClear, unavailable, restoreFocus } = useCart();
  const checkCatalog = useCatalogCheck();
  // State, not a ref: the sheet's content mounts a render after it opens (radix portal).
  const [footer, setFooter] = useState<HTMLDivElement | null>(null);
  // Set when the sheet closes for the quote form, which then takes focus.
  const checkingOut = useRef(false);

  // Checked when the cart opens, and again when what it holds changes while open: the cart read from storage after
  // the sheet opened (a slow page) must not stay unchecked.
  const held = items.map((i) => i.id).join(",");
  useEffect(() => {
    if (isOpen && held) void checkCatalog();
  }, [isOpen, held, checkCatalog]);

  // Toasts stay above the footer's buttons while the sheet is open.
  useEffect(() => {
    if (!isOpen || !footer) return;
    const observer = new ResizeObserver(() => toastPlacement.set(Math.ceil(footer.getBoundingClientRect().height)));
    observer.observe(footer);
    return () => {
      observer.disconnect();
      toastPlacement.set(null);
    };
  }, [isOpen, footer]);

  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
      <SheetContent
        side="right"
        className="w-full gap-0 sm:max-w-md"
        aria-describedby={undefined}
        onCloseAutoFocus={(e) => {
          // The sheet has no radix trigger to return to: the cart knows what opened it.
          e.preventDefault();
          if (checkingOut.current) checkingOut.current = false;
          else restoreFocus();
        }}
      >
        <SheetHeader className="border-b pr-12">
          <SheetTitle className="flex items-center gap-2 text-lg">
            <ShoppingCart className="size-5" aria-hidden="true" />
            Shopping Cart
            <span className="font-normal text-muted-foreground">({cartCountText(totalItems)})</span>
          </SheetTitle>
        </SheetHeader>
        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
            <ShoppingCart className="size-12 text-muted-foreground" aria-hidden="true" />
            <p className="text-lg font-medium">Your cart is empty</p>
            <Button type="button" onClick={() => setOpen(false)}>
              Continue Shopping
            </Button>
            {undoClear && (
              <Button type="button" variant="outline" onClick={undoClear}>
                Undo Clear Cart
              </Button>
            )}
            <QuickOrderLink onClick={() => setOpen(false)} />
          </div>
        ) : (
          <>
            <ul aria-label="Cart items" className="max-h-96 divide-y overflow-y-auto px-4" data-testid="cart-items">
              {items.map((item) => (
                <CartItemRow key={item.id} item={item} unavailable={unavailable.has(item.id)} />
              ))}
            </ul>
            <SheetFooter ref={setFooter} className="border-t">
              <div className="flex items-center justify-between text-base font-semibold">
                <span>Total Items</span>
                <span data-testid="cart-total-items">{totalItems}</span>
              </div>
              <p className="text-sm text-muted-foreground">Final pricing will be provided during order confirmation</p>
              <Separator className="my-1" />
              <CartCheckoutButton
                onClick={() => {
                  checkingOut.current = true;
                  setOpen(false);
                  onCheckout();
                }}
              />
              <Button type="button" variant="outline" className="w-full" onClick={() => clearCart()}>
                Clear Cart
              </Button>
              <QuickOrderLink onClick={() => setOpen(false)} />
            </SheetFooter>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

/** Buyers who know their SKUs add a whole list at once rather than product by product. */
function QuickOrderLink({ onClick }: { onClick: () => void }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      Know your SKUs?{" "}
      <Link href="/quick-order" onClick={onClick} className="font-medium text-primary underline-offset-4 hover:underline">
        Quick order
      </Link>
    </p>
  );
}
