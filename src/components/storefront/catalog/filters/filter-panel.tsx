import { SlidersHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AttributeDef } from "@/lib/attributes";
import { filterDefs, type Facet, type FilterSet } from "@/lib/facets";
import type { Listing } from "./filter-links";
import { FilterDisclosure, FilterForm } from "./filter-controls";
import { RangeFacet } from "./range-facet";
import { ValuesFacet } from "./values-facet";

/** The facets worth a fieldset: values some product has, a range some product spans, or a filter in use. */
export const panelFacets = (facets: Facet[], filters: FilterSet) =>
  facets.filter((f) => filters[f.key] || (f.type === "values" ? (f.values ?? []).some((v) => v.count > 0) : f.min !== undefined));

type Props = {
  /** The category, or the search whose results the panel narrows. */
  slug: Listing;
  /** The category's definitions (the canonical order of a filter URL). */
  defs: AttributeDef[];
  facets: Facet[];
  filters: FilterSet;
  /** The filters shown now, canonical ("" for none). */
  query: string;
};

/**
 * The category's filters: a sidebar from 1024 px, a "Filters" disclosure
 * above the products on narrower screens (a <details>, so it opens without
 * JavaScript too). Where the browser can style a closed <details>' content
 * (::details-content), the sidebar is always open and has no summary; where
 * it cannot, the sidebar keeps the summary to open it.
 */
export function FilterPanel({ slug, defs, facets, filters, query }: Props) {
  const shown = panelFacets(facets, filters);
  if (shown.length === 0) return null;
  const byKey = new Map(filterDefs(defs).map((d) => [d.key, d]));
  const active = Object.keys(filters).length;
  return (
    <FilterDisclosure className="group min-w-0 rounded-xl border bg-card lg:self-start lg:[&::details-content]:block lg:[&::details-content]:[content-visibility:visible]">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold lg:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filters
        {active > 0 && <span className="text-sm font-normal text-muted-foreground">({active} applied)</span>}
      </summary>
      <FilterForm slug={slug} defs={defs} query={query} aria-label="Filters" className="flex flex-col gap-6 border-t p-4 lg:border-t-0">
        <h2 className="hidden text-lg font-semibold lg:supports-[selector(::details-content)]:block">Filters</h2>
        {shown.map((facet) => {
          const def = byKey.get(facet.key);
          if (!def) return null;
          return facet.type === "range" ? (
            <RangeFacet key={facet.key} facet={facet} filter={filters[facet.key]} />
          ) : (
            <ValuesFacet key={facet.key} facet={facet} def={def} filter={filters[facet.key]} />
          );
        })}
        <Button type="submit" variant="outline" className="w-full">
          Apply filters
        </Button>
      </FilterForm>
    </FilterDisclosure>
  );
}
