"use client";

import useSWR, { useSWRConfig } from "swr";
import type { CatalogCardInput } from "@/lib/validation/catalog-card";
import type { CatalogProduct, PageContentAnswer, ProductPageContent } from "@/lib/validation/product-page-content";
import { send } from "@/lib/api-client";

export const PAGE_CONTENT_KEY = "/api/admin/product-page-content";

export function usePageContent() {
  const { data, error, isLoading, mutate } = useSWR<PageContentAnswer>(PAGE_CONTENT_KEY);
  return { content: data, error: error as Error | undefined, isLoading, retry: () => mutate() };
}

/**
 * POSTs the whole content with the version it was edited from (a newer one
 * stored meanwhile is a 409); the cache takes the saved answer (empty gallery
 * URLs already dropped, the new version, the linked products).
 */
export function useSavePageContent() {
  const { mutate } = useSWRConfig();
  return async (content: ProductPageContent, updatedAt: string | undefined): Promise<PageContentAnswer> => {
    const saved = await send<PageContentAnswer>("POST", PAGE_CONTENT_KEY, { ...content, updatedAt });
    await mutate(PAGE_CONTENT_KEY, saved, { revalidate: false });
    return saved;
  };
}

/** Saves catalogue card `index` of the stretch-film page, from the content version it was loaded with, and refetches the content. */
export function useSaveCatalogCard() {
  const { mutate } = useSWRConfig();
  return async (index: number, card: CatalogCardInput): Promise<CatalogProduct> => {
    const saved = await send<CatalogProduct>("PUT", `/api/admin/catalog-cards/${index}`, card);
    await mutate(PAGE_CONTENT_KEY);
    return saved;
  };
}
