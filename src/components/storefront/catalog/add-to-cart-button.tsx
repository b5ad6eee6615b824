"use client";

import { ShoppingCart } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useCart } from "@/hooks/use-cart";
import { useTypedBeforeHydration } from "@/hooks/use-typed-before-hydration";
import { parseQuantity } from "@/lib/quantity";
import type { CartItem } from "@/lib/types";
import { cn } from "@/lib/utils";
import { QuantityInput, QuantityMessage } from "./quantity-input";

type Props = {
  item: Omit<CartItem, "quantity">;
  /** id of the element naming the product, so "Add to Cart" is announced with it. */
  describedBy?: string;
  className?: string;
  size?: "default" | "sm" | "lg";
  /** Product pages show the quantity field's label; cards keep it for screen readers. */
  quantityLabelVisible?: boolean;
};

/**
 * A quantity field and "Add to Cart", or "Add More (n)" once the item is in
 * the cart. The field takes a whole number from 1 to
 * 100,000 and goes back to 1 once added. Until the stored cart is read the
 * button says "Add to Cart", as the server-rendered HTML does.
 */
export function AddToCartButton({ item, describedBy, className, size = "default", quantityLabelVisible = false }: Props) {
  const { items, addItem, hydrated } = useCart();
  const inCart = hydrated ? items.find((i) => i.id === item.id) : undefined;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("1");
  // A quantity typed before the page's scripts ran stays in the field through hydration; the cart's first render would put "1" back.
  useTypedBeforeHydration(input, setText);
  const quantity = parseQuantity(text);

  function add() {
    if (quantity === null) {
      input.current?.focus();
      return;
    }
    addItem(item, quantity);
    setText("1");
  }

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      {/* Where the row is too narrow for the field and a button of 11rem, the button goes under the field at full width, so
          "Add More (n)" never runs past a narrow card's edge and adding an item does not move the card's layout. */}
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex shrink-0 flex-col gap-1.5">
          <QuantityInput
            id={id}
            name={item.name}
            labelVisible={quantityLabelVisible}
            invalid={quantity === null}
            inputRef={input}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") add();
            }}
            className={size === "lg" ? "h-10 w-24" : "w-16"}
          />
        </div>
        <Button type="button" size={size} className="grow basis-44" aria-describedby={describedBy} onClick={add}>
          <ShoppingCart aria-hidden="true" />
          {inCart ? `Add More (${inCart.quantity})` : "Add to Cart"}
        </Button>
      </div>
      <QuantityMessage id={id} invalid={quantity === null} />
    </div>
  );
}
