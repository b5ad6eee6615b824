import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { connection } from "next/server";
import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Breadcrumbs } from "@/components/storefront/catalog/breadcrumbs";
import { EmptyState } from "@/components/storefront/catalog/empty-state";
import { categoryPath, filteredHref } from "@/components/storefront/catalog/filters/filter-links";
import { PublicAddress } from "@/components/storefront/catalog/filters/filter-controls";
import { FilterNavigation } from "@/components/storefront/catalog/filters/filter-navigation";
import { filteredViewData } from "@/components/storefront/catalog/filters/filtered-view-data";
import { CategoryListingView } from "@/components/storefront/catalog/filters/category-listing-view";
import { env } from "@/env";
import type { AttributeDef } from "@/lib/attributes";
import { filterQuery, parseFilters } from "@/lib/facets";
import { parsePageNumber } from "@/lib/page-number";
import { absoluteUrl } from "@/lib/seo";
import type { Category } from "@/lib/types";
import { cachedCategory, cachedCurrentSlug, cachedFilteredPage } from "@/server/catalog/cached";
import { NotFoundPage } from "@/components/storefront/not-found-page";
import { CategoryNotFoundView } from "../category-not-found";

/**
 * A category narrowed by filters: /categories/{slug}?width=18&length.min=1000,
 * served here by src/proxy.ts (the plain category page stays static). Each
 * filter set is cached once per catalogue version under its canonical query
 * (cachedFilteredPage), however its URL was written. The view is for people:
 * search engines are pointed at the plain category and not asked to index it.
 */

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ slug: string }>; searchParams: SearchParams };

const ROBOTS = { index: false, follow: true };

/**
 * Every filtered view renders per request (its data comes from the cache), so
 * there is no prerendered shell: without one there is nothing for Next to
 * re-prerender after a catalogue change, which for this route failed with
 * "encountered uncached or runtime data during prerendering" (the category
 * layout reads the slug) and answered 500. Allowed to block, as the docs'
 * opt-out says, since a request reads the slug and the query first anyway.
 */
export const instant = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await cachedCategory((await params).slug);
  if (!category) return { title: "Category Not Found", robots: ROBOTS };
  return {
    title: `${category.name} (filtered)`,
    robots: ROBOTS,
    alternates: { canonical: absoluteUrl(env.siteUrl, categoryPath(category.slug)) },
  };
}

const entriesOf = (query: Record<string, string | string[] | undefined>): [string, string][] =>
  Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x): [string, string] => [k, x])));

/** "width" → "Width", "length.min" → "Length (min)": the field a person would fix. */
function paramName(param: string, defs: AttributeDef[]): string {
  const [key, bound] = param.split(".");
  const label = defs.find((d) => d.key === key)?.label ?? key;
  return bound ? `${label} (${bound})` : label;
}

function Frame({ category, children }: { category: Category; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <PublicAddress />
      <Breadcrumbs
        items={[
          { name: "Home", href: "/" },
          { name: "Products", href: "/products" },
          { name: category.name, href: categoryPath(category.slug) },
          { name: "Filtered" },
        ]}
      />
      <header className="flex max-w-3xl flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{category.name}</h1>
        <p className="leading-relaxed text-muted-foreground">{category.description}</p>
      </header>
      {children}
    </div>
  );
}

/**
 * Outside any Suspense boundary: the view is sent in place, readable without
 * JavaScript. By the time it renders the answer has begun streaming, so a
 * redirect from here is the browser script's alone: the real ones (a renamed
 * category, names it has no filter for) are src/proxy.ts's; the one below is
 * for a category renamed between the two.
 */
async function FilteredCategory({ params, searchParams }: Props) {
  // Partial Prefetching (on for shared pages only, ADR 24) would render a per-request page a second
  // time as a runtime prerender inlined in the answer; connection() never resolves there, so were it
  // ever switched on here, that render would stop at the view instead of doubling its cost.
  await connection();
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const entries = entriesOf(query);
  const category = await cachedCategory(slug);
  if (!category) {
    const now = await cachedCurrentSlug("category", slug);
    const search = new URLSearchParams(entries).toString();
    if (now) permanentRedirect(search ? `${categoryPath(now)}?${search}` : categoryPath(now));
    return (
      <NotFoundPage>
        <CategoryNotFoundView />
      </NotFoundPage>
    );
  }
  const defs = category.attributes;
  const pageText = entries.find(([k]) => k === "page")?.[1];
  const page = pageText === undefined ? 1 : parsePageNumber(pageText.trim());
  const parsed = parseFilters(entries, defs);
  if (!parsed.ok || page === null) {
    const errors = parsed.ok ? {} : parsed.errors;
    if (page === null) errors.page = `page: "${pageText}" is not a page number`;
    return (
      <Frame category={category}>
        <EmptyState icon={TriangleAlert} title="These filters can't be applied">
          <ul className="flex flex-col gap-1 text-muted-foreground">
            {Object.entries(errors).map(([param, message]) => (
              <li key={param}>
                {param === "page" ? "Page" : paramName(param, defs)}:{" "}
                {message.startsWith(`${param}: `) ? message.slice(param.length + 2) : message}
              </li>
            ))}
          </ul>
          <Button asChild className="mt-2">
            <Link href={categoryPath(category.slug)}>Clear filters</Link>
          </Button>
        </EmptyState>
      </Frame>
    );
  }
  const filters = parsed.filters;
  // Empty when the query names only keys this category has no filter for (an old link after an attribute was removed,
  // a tracking tag src/proxy.ts does not know): the category unfiltered, here, in the HTML. A redirect from here could
  // only be the client's, once the page has begun streaming: a reader without JavaScript got an empty page.
  const canonical = filterQuery(filters, defs);
  const listing = await cachedFilteredPage(category.slug, canonical, page);
  if (!listing) notFound();
  const shown = { slug: category.slug, name: category.name, defs };
  // The view is drawn in the browser's code too (CategoryListingView): a filter click redraws it in place from data.
  return (
    <Frame category={category}>
      <FilterNavigation category={shown} at={filteredHref(category.slug, canonical, page)}>
        <CategoryListingView category={shown} view={filteredViewData(listing, filters, canonical)} />
      </FilterNavigation>
    </Frame>
  );
}

export default function FilteredCategoryPage({ params, searchParams }: Props) {
  return <FilteredCategory params={params} searchParams={searchParams} />;
}
