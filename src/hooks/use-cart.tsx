"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { toast } from "@/components/storefront/toasts/toast";
import type { CartItem } from "@/lib/types";

/** Browser storage key of the cart (spec 4: a product-specific key). */
export const CART_STORAGE_KEY = "usplastic-cart";

export type CartProduct = Omit<CartItem, "quantity">;

export interface CartContextValue {
  items: CartItem[];
  /** Sum of all quantities. */
  totalItems: number;
  addItem: (product: CartProduct, quantity?: number) => void;
  /** A quantity of 0 or less removes the item. */
  updateQuantity: (id: number, quantity: number) => void;
  removeItem: (id: number) => void;
  /** `silent` skips the "Cart Cleared" toast (e.g. after a quote request took the items). */
  clearCart: (options?: { silent?: boolean }) => void;
  /** Whether the slide-in cart panel is open. */
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  /** false until the saved cart has been read: counts rendered before that would flash 0. */
  hydrated: boolean;
}

const CartContext = createContext<CartContextValue | null>(null);

const isText = (v: unknown): v is string => typeof v === "string";
const isPrice = (v: unknown): v is string | null => v === null || typeof v === "string";

/** Keeps only well-formed items: storage is user-editable and may hold an older shape. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  const data: unknown = JSON.parse(raw);
  if (!Array.isArray(data)) return [];
  const items: CartItem[] = [];
  for (const v of data) {
    if (v === null || typeof v !== "object") continue;
    const o = v as Record<string, unknown>;
    const quantity = typeof o.quantity === "number" ? Math.floor(o.quantity) : NaN;
    if (typeof o.id !== "number" || !Number.isFinite(o.id) || !(quantity > 0)) continue;
    if (!isText(o.name) || !isText(o.slug) || !isText(o.sku) || !isText(o.imageUrl) || !isText(o.category)) continue;
    if (!isPrice(o.priceMin ?? null) || !isPrice(o.priceMax ?? null)) continue;
    if (items.some((i) => i.id === o.id)) continue;
    items.push({
      id: o.id,
      name: o.name,
      slug: o.slug,
      sku: o.sku,
      priceMin: (o.priceMin as string | null | undefined) ?? null,
      priceMax: (o.priceMax as string | null | undefined) ?? null,
      imageUrl: o.imageUrl,
      category: o.category,
      // Carts saved before units of sale existed have none.
      unitOfSale: isText(o.unitOfSale) ? o.unitOfSale : "",
      quantity,
    });
  }
  return items;
}

function readStoredCart(): CartItem[] {
  try {
    return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch (error) {
    // Spec 4: storage failures (blocked storage, corrupt JSON) are only logged.
    console.warn("Could not read the saved cart", error);
    return [];
  }
}

function saveCart(items: CartItem[]) {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch (error) {
    console.warn("Could not save the cart", error);
  }
}

function wholeQuantity(n: number): number {
  return Number.isFinite(n) ? Math.floor(n) : 0;
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>([]);
  const [isOpen, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  // Skips the save right after loading, so a tab that failed to read never overwrites the stored cart with [].
  const skipNextSave = useRef(true);

  useEffect(() => {
    // Reading storage must wait for the browser: the server render has no cart.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setItems(readStoredCart());
    setHydrated(true);
    const onStorage = (e: StorageEvent) => {
      // Another tab changed the cart: follow it without writing it back.
      if (e.key !== CART_STORAGE_KEY && e.key !== null) return;
      skipNextSave.current = true;
      setItems(readStoredCart());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    if (!hydrated) return;
    if (skipNextSave.current) {
      skipNextSave.current = false;
      return;
    }
    saveCart(items);
  }, [items, hydrated]);

  const addItem = useCallback((product: CartProduct, quantity = 1) => {
    const n = wholeQuantity(quantity);
    if (n <= 0) return;
    setItems((current) => {
      const existing = current.find((i) => i.id === product.id);
      if (existing) return current.map((i) => (i.id === product.id ? { ...i, quantity: i.quantity + n } : i));
      return [...current, { ...product, quantity: n }];
    });
    toast.success("Added to Cart", { description: `${product.name} has been added to your cart.` });
  }, []);

  const removeItem = useCallback((id: number) => {
    setItems((current) => current.filter((i) => i.id !== id));
    toast.success("Removed from Cart", { description: "Item has been removed from your cart." });
  }, []);

  const updateQuantity = useCallback(
    (id: number, quantity: number) => {
      const n = wholeQuantity(quantity);
      if (n <= 0) {
        removeItem(id);
        return;
      }
      setItems((current) => current.map((i) => (i.id === id ? { ...i, quantity: n } : i)));
    },
    [removeItem],
  );

  const clearCart = useCallback((options?: { silent?: boolean }) => {
    setItems([]);
    if (options?.silent) return;
    toast.success("Cart Cleared", { description: "All items have been removed from your cart." });
  }, []);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      totalItems: items.reduce((sum, i) => sum + i.quantity, 0),
      addItem,
      updateQuantity,
      removeItem,
      clearCart,
      isOpen,
      setOpen,
      hydrated,
    }),
    [items, addItem, updateQuantity, removeItem, clearCart, isOpen, hydrated],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used inside <CartProvider> (the storefront layout mounts it)");
  return cart;
}
