import type { Metadata } from "next";
import { cachedCategories } from "@/server/catalog/cached";
import { CategoryListing, categoryMetadata } from "./category-listing";

/**
 * The whole page is static output, also for a slug first seen after the build:
 * such a request waits for its render instead of getting the shared shell with
 * a 200 first, so a missing category answers a real HTTP 404 (notFound() runs
 * before the response starts). It also keeps request-time work out of this route.
 */
export const ensureStatic = "navigation";

type Props = { params: Promise<{ slug: string }> };

/**
 * The categories that exist at build time are prerendered; one added later
 * renders on its first visit and is then cached like the others. A build
 * needs at least one value, hence the stand-in (it renders "Category Not Found").
 */
export async function generateStaticParams() {
  const categories = await cachedCategories();
  return categories.length > 0 ? categories.map((c) => ({ slug: c.slug })) : [{ slug: "no-categories-yet" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata((await params).slug, 1);
}

export default async function CategoryPage({ params }: Props) {
  return <CategoryListing slug={(await params).slug} page={1} />;
}

/** A shared page: links to it prefetch one App Shell for the route (ADR 24). */
export const prefetch = "partial";
