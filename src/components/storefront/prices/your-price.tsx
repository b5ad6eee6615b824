"use client";

import { useEffect, useSyncExternalStore } from "react";
import { ApiError, getJson } from "@/lib/api-client";
import { clearBuyerHint, hasBuyerHint } from "@/lib/buyer-hint";
import { breaksText, PRICE_LOOKUP_MAX_IDS, priceForQuantity, type BuyerPrice, type BuyerPricesAnswer } from "@/lib/company-prices";
import { formatPrice } from "@/lib/money";

/**
 * The signed-in buyer's company price beside a product's public price. The
 * pages that show products are shared by every visitor (cached, the same
 * bytes for all), so this renders nothing on the server and asks the private
 * GET /api/account/prices in the browser, once per product per page (the
 * address, also after a client-side navigation, which keeps this module: a
 * price the supplier set or a company the buyer set up meanwhile shows on the
 * next page without a reload): the products a page mounts in one tick go in
 * one request. A browser without the buyer hint cookie never asks (most
 * visitors); a 401 (the session ended) clears the hint, a 403 (no company
 * yet) stops asking until the next page.
 */

/** The last answer for each product, shown until a newer one arrives. */
const known = new Map<number, BuyerPrice | null>();
/** Products asked for on the current page. */
const asked = new Set<number>();
const wanted = new Set<number>();
const listeners = new Set<() => void>();
let page = "";
let stopped = false;
let scheduled = false;

const notify = () => listeners.forEach((l) => l());

async function fetchWanted() {
  scheduled = false;
  const ids = [...wanted];
  wanted.clear();
  for (let i = 0; i < ids.length; i += PRICE_LOOKUP_MAX_IDS) {
    const chunk = ids.slice(i, i + PRICE_LOOKUP_MAX_IDS);
    let answer: BuyerPricesAnswer | null = null;
    try {
      answer = await getJson<BuyerPricesAnswer | null>(`/api/account/prices?ids=${chunk.join(",")}`, { cache: "no-store" });
    } catch (error) {
      // Offline, the server away or a refusal: the public price stands alone, as for any visitor.
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 401) document.cookie = clearBuyerHint();
      if (status === 401 || status === 403) stopped = true;
    }
    for (const id of chunk) known.set(id, answer?.prices[String(id)] ?? null);
    if (stopped) break;
  }
  notify();
}

/** Products mounted since the last check, checked together: the address and the cookie are read once per page's worth of cards, not once each. */
const mounted = new Set<number>();
let checking = false;

function want(productId: number) {
  mounted.add(productId);
  if (checking) return;
  checking = true;
  queueMicrotask(checkMounted);
}

function checkMounted() {
  checking = false;
  const here = location.pathname + location.search;
  if (here !== page) {
    page = here;
    asked.clear();
    stopped = false;
  }
  const ids = [...mounted];
  mounted.clear();
  if (stopped || !hasBuyerHint(document.cookie)) return;
  for (const id of ids) {
    if (asked.has(id)) continue;
    asked.add(id);
    wanted.add(id);
  }
  if (wanted.size > 0 && !scheduled) {
    scheduled = true;
    setTimeout(fetchWanted, 0);
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The company price of this product for the signed-in buyer, or null (none, not signed in, not known yet, or on the server). */
export function useBuyerPrice(productId: number): BuyerPrice | null {
  useEffect(() => want(productId), [productId]);
  return useSyncExternalStore(
    subscribe,
    () => known.get(productId) ?? null,
    () => null,
  );
}

type Props = {
  productId: number;
  /** The cart's quantity: the price shown is the break it reaches. */
  quantity?: number;
  className?: string;
};

/** "Your price: $9.50" and its quantity breaks, or nothing. */
export function YourPrice({ productId, quantity, className }: Props) {
  const price = useBuyerPrice(productId);
  if (!price) return null;
  const shown = quantity === undefined ? price.unitPrice : priceForQuantity(price, quantity);
  return (
    <p data-testid="your-price" className={className ?? "text-sm font-semibold text-emerald-700 dark:text-emerald-400"}>
      Your price: {formatPrice(shown)}
      {price.breaks.length > 0 && (
        <span className="block text-xs font-normal text-muted-foreground">Breaks: {breaksText(price.breaks)}</span>
      )}
    </p>
  );
}
