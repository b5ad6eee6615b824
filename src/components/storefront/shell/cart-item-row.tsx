"use client";

import { Minus, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useCart } from "@/hooks/use-cart";
import type { CartItem } from "@/lib/types";
import { PriceText } from "../catalog/price-text";
import { SiteImage } from "../images/site-image";

export function CartItemRow({ item }: { item: CartItem }) {
  const { updateQuantity, removeItem, setOpen } = useCart();
  return (
    <li className="flex gap-3 py-3" data-testid="cart-item">
      <SiteImage
        src={item.imageUrl}
        alt={item.name}
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-md border bg-muted object-cover"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-start justify-between gap-2">
          <Link
            href={`/products/${item.slug}`}
            onClick={() => setOpen(false)}
            className="line-clamp-2 text-sm leading-snug font-medium hover:underline focus-visible:underline focus-visible:outline-none"
          >
            {item.name}
          </Link>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            className="-mt-1 -mr-1 shrink-0 text-muted-foreground hover:text-destructive"
            onClick={() => removeItem(item.id)}
            aria-label={`Remove ${item.name} from cart`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">SKU: {item.sku}</p>
        <Badge variant="secondary">{item.category}</Badge>
        <div className="flex items-center justify-between gap-2 pt-1">
          <p className="text-sm font-semibold text-primary">
            <PriceText min={item.priceMin} max={item.priceMax} unit={item.unitOfSale} />
          </p>
          <div className="flex items-center gap-1" role="group" aria-label={`Quantity of ${item.name}`}>
            <Button
              type="button"
              variant="outline"
              size="icon-sm"
              onClick={() => updateQuantity(item.id, item.quantity - 1)}
              aria-label={`Decrease quantity of ${item.name}`}
            >
              <Minus aria-hidden="true" />
            </Button>
            <span className="min-w-8 text-center text-sm font-medium tabular-nums" aria-live="polite" data-testid="cart-item-quantity">
              {item.quantity}
            </span>
            <Button
              type="button"
              variant="outline"
              size="icon-sm"
              onClick={() => updateQuantity(item.id, item.quantity + 1)}
              aria-label={`Increase quantity of ${item.name}`}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
