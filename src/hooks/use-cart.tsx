"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { toast } from "@/lib/toast";
import { capQuantity, QUANTITY_MAX } from "@/lib/quantity";
import { parseStored, storedText, writeStored } from "@/lib/stored";
import type { CartItem } from "@/lib/types";
import { formatCount } from "@/lib/count";

/** Browser storage key of the cart, named for this site. */
export const CART_STORAGE_KEY = "usplastic-cart";

export type CartProduct = Omit<CartItem, "quantity" | "targetPrice" | "substitutesOk">;

/** What the quote form adds to one item: the target price as typed, and whether a substitute will do. */
export type QuoteOptions = Pick<Required<CartItem>, "targetPrice" | "substitutesOk">;

export interface CartContextValue {
  items: CartItem[];
  /** Sum of all quantities. */
  totalItems: number;
  /** `silent` skips the "Added to Cart" toast (a caller adding several lines says so once). */
  addItem: (product: CartProduct, quantity?: number, options?: { silent?: boolean }) => void;
  /** A quantity of 0 or less removes the item. */
  updateQuantity: (id: number, quantity: number) => void;
  removeItem: (id: number) => void;
  /** The quote form's target price and "Substitutes OK" of one item: kept with it until the request is sent or the cart cleared. */
  setQuoteOptions: (id: number, options: QuoteOptions) => void;
  /** `silent` skips the "Cart Cleared" toast and the Undo (e.g. after a quote request took the items). */
  clearCart: (options?: { silent?: boolean }) => void;
  /** Puts back what Clear Cart removed (next to anything added since); null when there is nothing to undo. */
  undoClear: (() => void) | null;
  /** Ids of the items the catalogue no longer has, as of its last check (see shell/cart-catalog.ts). */
  unavailable: ReadonlySet<number>;
  /** Takes a check's answer: refreshed items (by their id in the cart) and the ids found missing. */
  applyCatalogCheck: (fresh: ReadonlyMap<number, CartProduct>, missing: ReadonlySet<number>) => void;
  /** Whether the slide-in cart panel is open. */
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  /** The header's cart button: where focus goes back when the cart's panels close. */
  cartButtonRef: RefObject<HTMLButtonElement | null>;
  /** Focuses what opened the cart (the cart button, unless it was opened from elsewhere). */
  restoreFocus: () => void;
  /** false until the saved cart has been read: counts rendered before that would flash 0. */
  hydrated: boolean;
}

const CartContext = createContext<CartContextValue | null>(null);

const isText = (v: unknown): v is string => typeof v === "string";
const isPrice = (v: unknown): v is string | null => v === null || typeof v === "string";

/** Keeps only well-formed items: storage is user-editable and may hold an older shape. */
export function parseStoredCart(raw: string | null): CartItem[] {
  return parseStored(raw, cartItemsOf) ?? [];
}

function cartItemsOf(data: unknown): CartItem[] | null {
  if (!Array.isArray(data)) return null;
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
      ...(isText(o.targetPrice) ? { targetPrice: o.targetPrice } : {}),
      ...(typeof o.substitutesOk === "boolean" ? { substitutesOk: o.substitutesOk } : {}),
    });
  }
  return items;
}

/** The saved cart; empty when there is none, or it is unreadable or blocked (and then not written back until it changes). */
function readStoredCart(): CartItem[] {
  const text = storedText(CART_STORAGE_KEY);
  const items = parseStored(text, cartItemsOf);
  if (text !== null && items === null) console.warn("Could not read the saved cart: the stored text is not a list of items");
  return items ?? [];
}

function saveCart(items: CartItem[]) {
  if (!writeStored(CART_STORAGE_KEY, items)) console.warn("Could not save the cart: browser storage is full or blocked");
}

/** Calls already reported: React may run a state updater twice, the buyer hears it once. */
const reported = new WeakSet<object>();

/**
 * The cart holds at most QUANTITY_MAX of an item: an add that would pass it
 * is kept at the limit and said so, even when the caller adds silently.
 */
function reportCapped(call: object, name: string, wanted: number, kept: number) {
  if (reported.has(call)) return;
  reported.add(call);
  // Out of the state update (a toast must not update another component while this one renders).
  queueMicrotask(() =>
    toast.error(`Quantity limited to ${count(kept)}`, {
      description: `${name}: ${count(wanted)} asked for in all; a cart line holds at most ${count(QUANTITY_MAX)}, so it now has ${count(kept)}.`,
    }),
  );
}

const count = formatCount;

/** `base` with each of `added` added to it: quantities of one product summed (to the cap), new products after. */
function withAdded(base: CartItem[], added: CartItem[]): CartItem[] {
  const merged = base.map((i) => ({ ...i }));
  for (const item of added) {
    const same = merged.find((m) => m.id === item.id);
    if (same) same.quantity = capQuantity(same.quantity + item.quantity);
    else merged.push(item);
  }
  return merged;
}

function wholeQuantity(n: number): number {
  return Number.isFinite(n) ? Math.floor(n) : 0;
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>([]);
  const [isOpen, setIsOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [unavailable, setUnavailable] = useState<ReadonlySet<number>>(() => new Set());
  const [cleared, setCleared] = useState<CartItem[] | null>(null);
  const itemsRef = useRef(items);
  const cartButtonRef = useRef<HTMLButtonElement | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  // The items as last read from storage, never written back: a tab that could not read the
  // stored cart does not overwrite it with []. Anything else is saved, even a change made in
  // the same instant as the read (a time-based "skip the next save" once lost that first add).
  const loaded = useRef<CartItem[] | null>(null);

  useEffect(() => {
    const load = () => {
      const stored = readStoredCart();
      loaded.current = stored;
      setItems(stored);
    };
    // Reading storage must wait for the browser: the server render has no cart. A press on
    // "Add to Cart" can come first (React replays a click on a card it has not hydrated yet,
    // and on a busy phone this effect runs later still): what was added is added to the
    // stored cart, not replaced by it. Read once per page; later reads follow other tabs.
    const loadFirst = () => {
      if (loaded.current !== null) return;
      const stored = readStoredCart();
      loaded.current = stored;
      setItems((early) => (early.length === 0 ? stored : withAdded(stored, early)));
    };
    loadFirst();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
    const onStorage = (e: StorageEvent) => {
      // Another tab changed the cart: follow it without writing it back.
      if (e.key !== CART_STORAGE_KEY && e.key !== null) return;
      load();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    if (!hydrated || items === loaded.current) return;
    saveCart(items);
  }, [items, hydrated]);

  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  // The panels are radix dialogs without a radix trigger (they load lazily), so
  // radix cannot give focus back by itself: the cart keeps its opener.
  const setOpen = useCallback((open: boolean) => {
    if (open) {
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    } else setCleared(null);
    setIsOpen(open);
  }, []);

  const restoreFocus = useCallback(() => {
    const opener = openerRef.current;
    const target = opener?.isConnected && opener.getClientRects().length > 0 ? opener : cartButtonRef.current;
    target?.focus();
  }, []);

  const addItem = useCallback((product: CartProduct, quantity = 1, options: { silent?: boolean } = {}) => {
    const n = wholeQuantity(quantity);
    if (n <= 0) return;
    const call = {};
    setItems((current) => {
      const existing = current.find((i) => i.id === product.id);
      const wanted = (existing?.quantity ?? 0) + n;
      const quantity = capQuantity(wanted);
      if (quantity < wanted) reportCapped(call, product.name, wanted, quantity);
      if (existing) return current.map((i) => (i.id === product.id ? { ...i, quantity } : i));
      return [...current, { ...product, quantity }];
    });
    if (!options.silent) toast.success("Added to Cart", { description: `${product.name} has been added to your cart.` });
  }, []);

  const removeItem = useCallback((id: number) => {
    setItems((current) => current.filter((i) => i.id !== id));
    toast.success("Removed from Cart", { description: "Item has been removed from your cart." });
  }, []);

  const setQuoteOptions = useCallback((id: number, { targetPrice, substitutesOk }: QuoteOptions) => {
    setItems((current) => current.map((i) => (i.id === id ? { ...i, targetPrice, substitutesOk } : i)));
  }, []);

  const updateQuantity = useCallback(
    (id: number, quantity: number) => {
      const n = wholeQuantity(quantity);
      if (n <= 0) {
        removeItem(id);
        return;
      }
      setItems((current) => current.map((i) => (i.id === id ? { ...i, quantity: capQuantity(n) } : i)));
    },
    [removeItem],
  );

  const clearCart = useCallback((options?: { silent?: boolean }) => {
    const before = itemsRef.current;
    setItems([]);
    // The Undo is offered in the open cart, not on the toast: the cart is a modal dialog, outside which nothing can be clicked.
    setCleared(options?.silent || before.length === 0 ? null : before);
    if (options?.silent) return;
    toast.success("Cart Cleared", { description: "All items have been removed from your cart." });
  }, []);

  const undoClear = useMemo(() => {
    if (!cleared) return null;
    return () => {
      setItems((current) => [...cleared, ...current.filter((c) => !cleared.some((i) => i.id === c.id))]);
      setCleared(null);
    };
  }, [cleared]);

  const applyCatalogCheck = useCallback((fresh: ReadonlyMap<number, CartProduct>, missing: ReadonlySet<number>) => {
    setItems((current) => {
      const merged: CartItem[] = [];
      for (const item of current) {
        const next = fresh.has(item.id) ? { ...item, ...fresh.get(item.id), quantity: item.quantity } : item;
        // An old entry may now point at a product already in the cart: one row, quantities added.
        const same = merged.find((m) => m.id === next.id);
        if (same) same.quantity = capQuantity(same.quantity + next.quantity);
        else merged.push({ ...next });
      }
      const changed = merged.length !== current.length || merged.some((m, i) => JSON.stringify(m) !== JSON.stringify(current[i]));
      return changed ? merged : current;
    });
    setUnavailable(missing);
  }, []);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      totalItems: items.reduce((sum, i) => sum + i.quantity, 0),
      addItem,
      updateQuantity,
      removeItem,
      setQuoteOptions,
      clearCart,
      undoClear,
      unavailable,
      applyCatalogCheck,
      isOpen,
      setOpen,
      cartButtonRef,
      restoreFocus,
      hydrated,
    }),
    [
      items,
      addItem,
      updateQuantity,
      removeItem,
      setQuoteOptions,
      clearCart,
      undoClear,
      unavailable,
      applyCatalogCheck,
      isOpen,
      setOpen,
      restoreFocus,
      hydrated,
    ],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used inside <CartProvider> (the storefront layout mounts it)");
  return cart;
}
