"use client";

import { Trash2 } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useCart } from "@/hooks/use-cart";
import type { CartItem } from "@/lib/types";
import { PriceText } from "../catalog/price-text";
import { YourPrice } from "@/components/storefront/prices/your-price";
import { SiteImage } from "../images/site-image";
import { CartQuantity } from "./cart-quantity";

/** One cart row; an item the catalogue no longer has can only be removed. */
export function CartItemRow({ item, unavailable = false }: { item: CartItem; unavailable?: boolean }) {
  const { updateQuantity, removeItem, setOpen } = useCart();
  const remove = () => removeItem(item.id);
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
          {unavailable ? (
            // Its page is gone: the name alone.
            <p className="line-clamp-2 text-sm leading-snug font-medium">{item.name}</p>
          ) : (
            <Link
              href={`/products/${item.slug}`}
              onClick={() => setOpen(false)}
              className="line-clamp-2 text-sm leading-snug font-medium hover:underline focus-visible:underline focus-visible:outline-none"
            >
              {item.name}
            </Link>
          )}
          {!unavailable && (
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              className="-mt-1 -mr-1 shrink-0 text-muted-foreground hover:text-destructive"
              onClick={remove}
              aria-label={`Remove ${item.name} from cart`}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground">SKU: {item.sku}</p>
        <Badge variant="secondary">{item.category}</Badge>
        {unavailable ? (
          <div className="flex items-center justify-between gap-2 pt-1">
            <p className="text-sm font-medium text-destructive">No longer available</p>
            <Button type="button" variant="outline" size="sm" onClick={remove} aria-label={`Remove ${item.name} from cart`}>
              Remove
            </Button>
          </div>
        ) : (
          <div className="flex items-start justify-between gap-2 pt-1">
            <div className="pt-1">
              <p className="text-sm font-semibold text-primary">
                <PriceText min={item.priceMin} max={item.priceMax} unit={item.unitOfSale} />
              </p>
              <YourPrice productId={item.id} quantity={item.quantity} />
            </div>
            <CartQuantity name={item.name} quantity={item.quantity} onQuantity={(n) => updateQuantity(item.id, n)} />
          </div>
        )}
      </div>
    </li>
  );
}
