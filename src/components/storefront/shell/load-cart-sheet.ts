/** The cart's sheet downloads on first use (radix Dialog is not needed to show the page). */
export const loadCartSheet = () => import("./cart-sheet");
