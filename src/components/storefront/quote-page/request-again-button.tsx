"use client";

import { ShoppingCart } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { useCart, type CartProduct } from "@/hooks/use-cart";
import { getJson } from "@/lib/api-client";
import type { QuoteLine } from "@/lib/types";

type Line = Pick<QuoteLine, "sku" | "name" | "quantity">;

const skuKey = (sku: string) => sku.trim().toLowerCase();

/** The catalogue's products for these SKUs (GET /api/cart-items matches them in any case), by lower-cased SKU. */
async function productsBySku(skus: string[]): Promise<Map<string, CartProduct>> {
  const found = new Map<string, CartProduct>();
  if (skus.length === 0) return found;
  const query = new URLSearchParams();
  for (const sku of skus) query.append("sku", sku);
  const { items } = await getJson<{ items: CartProduct[] }>(`/api/cart-items?${query}`);
  for (const p of items) found.set(skuKey(p.sku), p);
  return found;
}

/** "2 lines are not in the catalogue: A, B" (the lines a quote priced as substitutes or specials). */
export function notInCatalogueText(names: string[]): string {
  const count = names.length === 1 ? "1 line is" : `${names.length} lines are`;
  return `${count} not in the catalogue: ${names.join(", ")}`;
}

/**
 * Puts an accepted or expired quote's lines back in the cart, each with its
 * quantity, so the buyer can ask for them again. Lines the catalogue does not
 * have (substitutes, specials) are named and left out.
 */
export function RequestAgainButton({ lines }: { lines: Line[] }) {
  const { addItem, setOpen } = useCart();
  const [busy, setBusy] = useState(false);

  async function requestAgain() {
    setBusy(true);
    try {
      // A quote holds at most as many lines as one look-up takes (QUOTE_LINES_MAX = CART_LOOKUP_MAX = 200).
      const products = await productsBySku([...new Set(lines.map((l) => skuKey(l.sku)).filter(Boolean))]);
      const missing: string[] = [];
      let added = 0;
      for (const line of lines) {
        const product = products.get(skuKey(line.sku));
        if (!product) {
          missing.push(line.name);
          continue;
        }
        addItem(product, line.quantity, { silent: true });
        added++;
      }
      if (added > 0)
        toast.success("Added to Cart", {
          description: `${added} ${added === 1 ? "line" : "lines"} of this quote ${added === 1 ? "is" : "are"} in your cart.`,
        });
      if (missing.length > 0)
        toast.error(notInCatalogueText(missing), {
          description: added > 0 ? "The other lines are in your cart." : "Nothing was added to your cart.",
        });
      if (added > 0) setOpen(true);
    } catch {
      toast.error("Could not fill your cart", { description: "Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="outline" onClick={requestAgain} disabled={busy} className="w-full sm:w-auto">
      <ShoppingCart aria-hidden="true" />
      Request again
    </Button>
  );
}
