import type { ExternalToast } from "sonner";

/**
 * The storefront's toasts, with Sonner loaded on the first one instead of in
 * every page's first load (~11 KB gzip of script, and one less component to
 * hydrate). A toast waits until `LazyToaster` has mounted Sonner's toaster, so
 * its live region is in the page before the first message goes into it.
 */

let hostWanted = false;
const hostListeners = new Set<() => void>();
let markHostMounted!: () => void;
const hostMounted = new Promise<void>((resolve) => (markHostMounted = resolve));

function show(kind: "success" | "error", message: string, data?: ExternalToast) {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of hostListeners) listener();
  }
  void hostMounted.then(() => import("sonner")).then(({ toast: sonner }) => sonner[kind](message, data));
}

export const toast = {
  success: (message: string, data?: ExternalToast) => show("success", message, data),
  error: (message: string, data?: ExternalToast) => show("error", message, data),
};

/** For `LazyToaster`: whether a toast asked for the toaster, and a way to hear when one does. */
export const toastHost = {
  wanted: () => hostWanted,
  onWanted(listener: () => void) {
    hostListeners.add(listener);
    return () => void hostListeners.delete(listener);
  },
  mounted: () => markHostMounted(),
};

/**
 * Room the toasts leave at the bottom of the screen, in pixels: the open cart
 * panel's footer (its Request Quote and Clear Cart buttons), so a toast never
 * covers them. null: the toaster's own offsets.
 */
let keepClear: number | null = null;
const placementListeners = new Set<() => void>();

export const toastPlacement = {
  get: () => keepClear,
  set(bottom: number | null) {
    if (bottom === keepClear) return;
    keepClear = bottom;
    for (const listener of placementListeners) listener();
  },
  subscribe(listener: () => void) {
    placementListeners.add(listener);
    return () => void placementListeners.delete(listener);
  },
};
