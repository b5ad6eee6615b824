import { X } from "lucide-react";
import type { AttributeDef } from "@/lib/attributes";
import type { FilterSet } from "@/lib/facets";
import { appliedFilters, listingPath, type Listing } from "./filter-links";
import { FilterLink } from "./filter-controls";

const CHIP_CLASS =
  "inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary px-3 py-1 text-sm text-secondary-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** The active filters as chips, each a link to the view without it, and "Clear all" back to the plain category or search. */
export function AppliedFilters({ slug, filters, defs }: { slug: Listing; filters: FilterSet; defs: AttributeDef[] }) {
  const chips = appliedFilters(slug, filters, defs);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Applied filters" className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.label} className="max-w-full">
            <FilterLink href={chip.href} aria-label={`Remove filter ${chip.label}`} className={CHIP_CLASS}>
              <span className="min-w-0 break-words">{chip.label}</span>
              <X aria-hidden="true" className="size-3.5 shrink-0" />
            </FilterLink>
          </li>
        ))}
      </ul>
      <ClearFilters slug={slug} />
    </div>
  );
}

export function ClearFilters({ slug }: { slug: Listing }) {
  return (
    <FilterLink
      href={listingPath(slug)}
      className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      Clear all
    </FilterLink>
  );
}
