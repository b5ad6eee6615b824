"use client";

import useSWR, { useSWRConfig } from "swr";
import type { CatalogCardInput } from "@/lib/validation/catalog-card";
import type { CatalogProduct, ProductPageContent } from "@/lib/validation/product-page-content";
import { send } from "./api";

export const PAGE_CONTENT_KEY = "/api/admin/product-page-content";

export function usePageContent() {
  const { data, error, isLoading, mutate } = useSWR<ProductPageContent>(PAGE_CONTENT_KEY);
  return { content: data, error: error as Error | undefined, isLoading, retry: () => mutate() };
}

/** POSTs the whole content; the cache takes the saved answer (empty gallery URLs already dropped). */
export function useSavePageContent() {
  const { mutate } = useSWRConfig();
  return async (content: ProductPageContent): Promise<ProductPageContent> => {
    const saved = await send<ProductPageContent>("POST", PAGE_CONTENT_KEY, content);
    await mutate(PAGE_CONTENT_KEY, saved, { revalidate: false });
    return saved;
  };
}

/** Saves catalogue card `index` of the stretch-film page (DECISIONS D12) and refetches the content. */
export function useSaveCatalogCard() {
  const { mutate } = useSWRConfig();
  return async (index: number, card: CatalogCardInput): Promise<CatalogProduct> => {
    const saved = await send<CatalogProduct>("PUT", `/api/admin/catalog-cards/${index}`, card);
    await mutate(PAGE_CONTENT_KEY);
    return saved;
  };
}
