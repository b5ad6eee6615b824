"use client";

import useSWR, { useSWRConfig } from "swr";
import type { Product } from "@/lib/types";
import type { AdminProductQuery, ProductInput } from "@/lib/validation/product";
import { send } from "@/lib/api-client";
import { ADMIN_PRODUCTS_KEY, CATEGORIES_KEY, DASHBOARD_STATS_KEY, isAdminProductsKey } from "./keys";

/** GET /api/admin/products: one page of the list, with how many match. */
export interface AdminProductPage {
  items: Product[];
  total: number;
  page: number;
  pageSize: number;
}

/** The SWR key (and API address) of one page of the list with these filters. */
export function adminProductsKey(q: AdminProductQuery): string {
  const params = new URLSearchParams();
  if (q.search) params.set("search", q.search);
  if (q.categoryId !== undefined) params.set("categoryId", String(q.categoryId));
  params.set("page", String(q.page));
  params.set("pageSize", String(q.pageSize));
  return `${ADMIN_PRODUCTS_KEY}?${params}`;
}

/** One page of products matching the filters, searched and paged on the server; the last page stays shown while the next loads. */
export function useAdminProducts(q: AdminProductQuery) {
  return useSWR<AdminProductPage>(adminProductsKey(q), { keepPreviousData: true });
}

/** Refetches every product list page, the categories (their product counts) and the dashboard counts. */
export function useRefreshProducts() {
  const { mutate } = useSWRConfig();
  return async () => {
    await Promise.all([mutate(isAdminProductsKey), mutate(CATEGORIES_KEY), mutate(DASHBOARD_STATS_KEY)]);
  };
}

export const createProduct = (input: ProductInput) => send<Product>("POST", ADMIN_PRODUCTS_KEY, input);
export const updateProduct = (id: number, input: ProductInput) => send<Product>("PUT", `${ADMIN_PRODUCTS_KEY}/${id}`, input);
export const deleteProduct = (id: number) => send("DELETE", `${ADMIN_PRODUCTS_KEY}/${id}`);
