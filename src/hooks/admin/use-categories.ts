"use client";

import useSWR, { useSWRConfig } from "swr";
import type { Category } from "@/lib/types";
import type { CategoryInput } from "@/lib/validation/category";
import { send } from "@/lib/api-client";
import { CATEGORIES_KEY, DASHBOARD_STATS_KEY, isAdminProductsKey } from "./keys";

export function useCategories() {
  return useSWR<Category[]>(CATEGORIES_KEY);
}

/**
 * Refetches the categories, the dashboard counts and every admin product list
 * page: the rows show category names, and a deleted category leaves its
 * products without one.
 */
export function useRefreshCategories() {
  const { mutate } = useSWRConfig();
  return async () => {
    await Promise.all([mutate(CATEGORIES_KEY), mutate(DASHBOARD_STATS_KEY), mutate(isAdminProductsKey)]);
  };
}

export const createCategory = (input: CategoryInput) => send<Category>("POST", "/api/admin/categories", input);
export const updateCategory = (id: number, input: CategoryInput) => send<Category>("PUT", `/api/admin/categories/${id}`, input);
export const deleteCategory = (id: number) => send<{ productsKept?: number }>("DELETE", `/api/admin/categories/${id}`);
