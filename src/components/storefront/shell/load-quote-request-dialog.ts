/**
 * The quote request form downloads on first use (radix Select, react-hook-form
 * and zod are not needed to show the page). Apart from the cart sheet's loader:
 * the sheet's own checkout button preloads it, and must not import its own loader.
 */
export const loadQuoteRequestDialog = () => import("../quote/quote-request-dialog");
