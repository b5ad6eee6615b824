import type { ReactNode } from "react";
import { cachedCategory } from "@/server/catalog/cached";
import { CATALOG_PAGE_SIZE } from "@/server/catalog/products/products";
import { notFoundContext } from "./not-found-context";

/**
 * Tells this category's not-found view (./not-found.tsx, which gets no
 * params) whether the category exists and how many pages it has, so a page
 * past the last says so instead of "Category Not Found".
 */
export default async function CategoryLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const category = await cachedCategory((await params).slug);
  notFoundContext().category = category
    ? { slug: category.slug, name: category.name, pageCount: Math.max(1, Math.ceil(category.productCount / CATALOG_PAGE_SIZE)) }
    : null;
  return children;
}
