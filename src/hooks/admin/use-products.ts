"use client";

import useSWR, { useSWRConfig } from "swr";
import type { Product } from "@/lib/types";
import type { ProductInput } from "@/lib/validation/product";
import { send } from "./api";
import { CATEGORIES_KEY } from "./use-categories";
import { DASHBOARD_STATS_KEY } from "./use-dashboard";

export const PRODUCTS_KEY = "/api/products";
/** One page of the admin list; the API caps pageSize at 200. */
export const PRODUCTS_PAGE_SIZE = 50;

export function productsPageKey(page: number, pageSize = PRODUCTS_PAGE_SIZE): string {
  return `${PRODUCTS_KEY}?page=${page}&pageSize=${pageSize}`;
}

/** One page of products (name order), so a large catalogue never loads whole. */
export function useProductsPage(page: number, pageSize = PRODUCTS_PAGE_SIZE) {
  return useSWR<Product[]>(productsPageKey(page, pageSize));
}

const isProductsKey = (key: unknown) => typeof key === "string" && (key === PRODUCTS_KEY || key.startsWith(`${PRODUCTS_KEY}?`));

/** Refetches every product list (whole or paged), the categories (their product counts) and the dashboard counts. */
export function useRefreshProducts() {
  const { mutate } = useSWRConfig();
  return async () => {
    await Promise.all([mutate(isProductsKey), mutate(CATEGORIES_KEY), mutate(DASHBOARD_STATS_KEY)]);
  };
}

export const createProduct = (input: ProductInput) => send<Product>("POST", "/api/admin/products", input);
export const updateProduct = (id: number, input: ProductInput) => send<Product>("PUT", `/api/admin/products/${id}`, input);
export const deleteProduct = (id: number) => send("DELETE", `/api/admin/products/${id}`);
