"use client";

import { useCallback, useEffect, useRef } from "react";
import { useCart, type CartProduct } from "@/hooks/use-cart";
import { getJson } from "@/lib/api-client";
import type { CartItem } from "@/lib/types";

/** Items per check request, well under what GET /api/cart-items takes (src/lib/validation/cart.ts). */
const PER_REQUEST = 100;

/** How the server matches an item (src/server/quotes): by SKU in any case, by id when it has none. */
const keyOf = (i: { sku: string; id: number }) => (i.sku.trim() ? `sku:${i.sku.trim().toLowerCase()}` : `id:${i.id}`);

async function lookUp(items: CartItem[]): Promise<Map<string, CartProduct>> {
  const found = new Map<string, CartProduct>();
  const batches: CartItem[][] = [];
  for (let i = 0; i < items.length; i += PER_REQUEST) batches.push(items.slice(i, i + PER_REQUEST));
  await Promise.all(
    batches.map(async (batch) => {
      const query = new URLSearchParams();
      for (const i of batch) query.append(i.sku.trim() ? "sku" : "id", i.sku.trim() || String(i.id));
      const { items: products } = await getJson<{ items: CartProduct[] }>(`/api/cart-items?${query}`);
      for (const p of products) {
        found.set(keyOf(p), p);
        found.set(`id:${p.id}`, p);
      }
    }),
  );
  return found;
}

/**
 * Checks the cart against the catalogue (when the cart opens, before a quote
 * request is sent): names, prices and pictures follow the catalogue, and an
 * item it no longer has is marked unavailable. Resolves to the items still
 * available, refreshed; null when the check itself failed (the server then
 * decides when the request is sent).
 */
export function useCatalogCheck(): () => Promise<CartItem[] | null> {
  const { items, applyCatalogCheck } = useCart();
  const current = useRef(items);
  useEffect(() => {
    current.current = items;
  }, [items]);

  return useCallback(async () => {
    const asked = current.current;
    if (asked.length === 0) return [];
    let found: Map<string, CartProduct>;
    try {
      found = await lookUp(asked);
    } catch (error) {
      console.warn("Could not check the cart against the catalogue", error);
      return null;
    }
    const fresh = new Map<number, CartProduct>();
    const missing = new Set<number>();
    for (const item of asked) {
      const product = found.get(keyOf(item));
      if (product) fresh.set(item.id, product);
      else missing.add(item.id);
    }
    applyCatalogCheck(fresh, missing);
    return asked.filter((i) => !missing.has(i.id)).map((i) => ({ ...i, ...fresh.get(i.id), quantity: i.quantity }));
  }, [applyCatalogCheck]);
}
