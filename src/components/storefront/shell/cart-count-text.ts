/** "1 item", "3 items": the cart button's label and the sheet's title say the count the same way. */
export function cartCountText(n: number): string {
  return `${n} ${n === 1 ? "item" : "items"}`;
}
