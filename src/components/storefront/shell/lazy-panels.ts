/**
 * The cart's panels download on first use (radix Dialog and Select,
 * react-hook-form and zod are not needed to show the page). Hovering or
 * focusing the button that opens one starts its download a little early.
 */
export const loadCartSheet = () => import("./cart-sheet");
export const loadQuoteRequestDialog = () => import("../quote/quote-request-dialog");

/** Starts a download early; a failure shows when the panel itself loads, not here. */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => {});
}
