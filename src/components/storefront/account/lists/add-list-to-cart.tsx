"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useCart } from "@/hooks/use-cart";
import { ApiError, getJson, NETWORK_ERROR_MESSAGE } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import type { CartItem } from "@/lib/types";

type Answer = { items: Omit<CartItem, "targetPrice" | "substitutesOk">[]; missing: { sku: string; name: string }[] };

/**
 * "Add list to cart": the list's lines as the catalogue has them now go into
 * the browser's cart with their quantities; lines no longer sold are named
 * under the button and left out.
 */
export function AddListToCart({ listId, disabled }: { listId: number; disabled: boolean }) {
  const { addItem, setOpen } = useCart();
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<Answer["missing"]>([]);

  async function add() {
    setBusy(true);
    try {
      const data = await getJson<Answer>(`/api/account/lists/${listId}/cart`, { cache: "no-store" });
      for (const { quantity, ...product } of data.items) addItem(product, quantity, { silent: true });
      setMissing(data.missing);
      const n = data.items.length;
      toast.success("Added to Cart", {
        description: `${n} ${n === 1 ? "product" : "products"} added${data.missing.length ? `; ${data.missing.length} no longer sold` : ""}.`,
      });
      if (n > 0) setOpen(true);
    } catch (error) {
      toast.error("List not added to cart", { description: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Button type="button" onClick={add} disabled={disabled || busy} className="w-full sm:w-fit">
        {busy ? "Adding..." : "Add list to cart"}
      </Button>
      {missing.length > 0 && (
        <p role="alert" className="text-sm text-destructive">
          Not added, no longer sold: {missing.map((m) => `${m.name} (${m.sku})`).join(", ")}
        </p>
      )}
    </div>
  );
}
