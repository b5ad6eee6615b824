"use client";

import { ShoppingCart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetContent, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { useCart } from "@/hooks/use-cart";
import { cartCountText } from "./cart-button";
import { CartCheckoutButton } from "./cart-checkout-button";
import { CartItemRow } from "./cart-item-row";

/** The slide-in cart's sheet (spec "Cart panel"); CartPanel loads it on the first open. */
export function CartSheet({ onCheckout }: { onCheckout: () => void }) {
  const { items, totalItems, isOpen, setOpen, clearCart } = useCart();
  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
      <SheetContent side="right" className="w-full gap-0 sm:max-w-md" aria-describedby={undefined}>
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
          </div>
        ) : (
          <>
            <ul aria-label="Cart items" className="max-h-96 divide-y overflow-y-auto px-4" data-testid="cart-items">
              {items.map((item) => (
                <CartItemRow key={item.id} item={item} />
              ))}
            </ul>
            <SheetFooter className="border-t">
              <div className="flex items-center justify-between text-base font-semibold">
                <span>Total Items</span>
                <span data-testid="cart-total-items">{totalItems}</span>
              </div>
              <p className="text-sm text-muted-foreground">Final pricing will be provided during order confirmation</p>
              <Separator className="my-1" />
              <CartCheckoutButton
                onClick={() => {
                  setOpen(false);
                  onCheckout();
                }}
              />
              <Button type="button" variant="outline" className="w-full" onClick={() => clearCart()}>
                Clear Cart
              </Button>
            </SheetFooter>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
