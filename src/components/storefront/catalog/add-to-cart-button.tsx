"use client";

import { ShoppingCart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCart } from "@/hooks/use-cart";
import type { CartItem } from "@/lib/types";

type Props = {
  item: Omit<CartItem, "quantity">;
  /** id of the element naming the product, so "Add to Cart" is announced with it. */
  describedBy?: string;
  className?: string;
  size?: "default" | "sm" | "lg";
};

/**
 * "Add to Cart", or "Add More (n)" once the item is in the cart (spec 2,
 * category page). Until the stored cart is read the button says "Add to Cart",
 * as the server-rendered HTML does.
 */
export function AddToCartButton({ item, describedBy, className, size = "default" }: Props) {
  const { items, addItem, hydrated } = useCart();
  const inCart = hydrated ? items.find((i) => i.id === item.id) : undefined;

  return (
    <Button type="button" size={size} className={className} aria-describedby={describedBy} onClick={() => addItem(item)}>
      <ShoppingCart aria-hidden="true" />
      {inCart ? `Add More (${inCart.quantity})` : "Add to Cart"}
    </Button>
  );
}
