import type { ProductFilter } from "@/lib/validation/bulk";

/**
 * The admin list's selection: products picked one by one (on any page), or
 * every product matching the filters, however many pages they fill (the
 * count is the one the list showed when chosen).
 */
export type ProductSelection = { mode: "ids"; ids: ReadonlySet<number> } | { mode: "matching"; filter: ProductFilter; total: number };

export const NO_SELECTION: ProductSelection = { mode: "ids", ids: new Set() };

export const selectionCount = (s: ProductSelection) => (s.mode === "ids" ? s.ids.size : s.total);

/** How POST /api/admin/products/bulk names the selection. */
export const bulkTarget = (s: ProductSelection): { ids: number[] } | { filter: ProductFilter } =>
  s.mode === "ids" ? { ids: [...s.ids] } : { filter: s.filter };

export function toggled(s: ProductSelection, ids: readonly number[], on: boolean): ProductSelection {
  const next = new Set(s.mode === "ids" ? s.ids : []);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return { mode: "ids", ids: next };
}
