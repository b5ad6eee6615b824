"use client";

import { useCallback, useSyncExternalStore } from "react";
import { removeStored, storedText, writeStored } from "@/lib/stored";
import { toast } from "@/lib/toast";
import { COMPARE_FULL_MESSAGE, COMPARE_MAX, COMPARE_STORAGE_KEY, readSelection, sameSku } from "@/lib/compare-selection";

/*
 * The compare selection lives in localStorage only: no provider, so catalogue
 * pages that never touch it pay nothing. Other tabs learn of changes through
 * the `storage` event; this tab through its own listeners.
 */
const listeners = new Set<() => void>();
const EMPTY: string[] = [];
let cachedText: string | null = null;
let cachedSkus: string[] = EMPTY;

/** Same array while the stored text is unchanged: useSyncExternalStore compares snapshots by identity. */
function snapshot(): string[] {
  const text = storedText(COMPARE_STORAGE_KEY);
  if (text !== cachedText) {
    cachedText = text;
    cachedSkus = readSelection(text);
  }
  return cachedSkus;
}

function onStorage(e: StorageEvent) {
  if (e.key === null || e.key === COMPARE_STORAGE_KEY) listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

function write(skus: readonly string[]) {
  // Storage full or blocked (private mode): the selection just is not kept.
  if (skus.length === 0) removeStored(COMPARE_STORAGE_KEY);
  else writeStored(COMPARE_STORAGE_KEY, skus);
  listeners.forEach((l) => l());
}

export interface CompareSelection {
  /** Selected SKUs in the order chosen; empty on the server and before the first read. */
  skus: string[];
  has: (sku: string) => boolean;
  /** Adds or removes; a 5th SKU is refused with a toast. Returns whether the SKU is selected afterwards. */
  toggle: (sku: string) => boolean;
  remove: (sku: string) => void;
  /** Replaces the selection (the compare page keeps it in step with its URL). */
  set: (skus: readonly string[]) => void;
  clear: () => void;
}

export function useCompare(): CompareSelection {
  const skus = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const has = useCallback((sku: string) => skus.some((s) => sameSku(s, sku)), [skus]);
  const toggle = useCallback((sku: string) => {
    const now = snapshot();
    if (now.some((s) => sameSku(s, sku))) {
      write(now.filter((s) => !sameSku(s, sku)));
      return false;
    }
    if (now.length >= COMPARE_MAX) {
      toast.error(COMPARE_FULL_MESSAGE);
      return false;
    }
    write([...now, sku]);
    return true;
  }, []);
  const remove = useCallback((sku: string) => write(snapshot().filter((s) => !sameSku(s, sku))), []);
  const set = useCallback((next: readonly string[]) => write(next.slice(0, COMPARE_MAX)), []);
  const clear = useCallback(() => write([]), []);
  return { skus, has, toggle, remove, set, clear };
}
