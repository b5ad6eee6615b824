import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/utils";
import { pageWindow } from "../catalog-pagination";
import { filteredHref } from "./filter-links";
import { FilterLink } from "./filter-navigation";

const item = "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium transition-colors";
const link = `${item} bg-background hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring`;

/** Previous / page numbers / Next of a filtered view: each page keeps the filters (`?width=18&page=2`). */
export function FilterPagination({ slug, query, page, pageCount, label }: { slug: string; query: string; page: number; pageCount: number; label: string }) {
  if (pageCount <= 1) return null;
  const href = (n: number) => filteredHref(slug, query, n);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <FilterLink href={href(page - 1)} scroll rel="prev" className={link}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </FilterLink>
      ) : (
        <span aria-disabled="true" className={cn(item, "text-muted-foreground opacity-50")}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </span>
      )}
      <ol className="flex flex-wrap items-center gap-1">
        {pageWindow(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
              ...
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={cn(item, "border-primary bg-primary text-primary-foreground")}>
                  <span className="sr-only">Page </span>
                  {n}
                </span>
              ) : (
                <FilterLink href={href(n)} scroll className={link}>
                  <span className="sr-only">Page </span>
                  {n}
                </FilterLink>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <FilterLink href={href(page + 1)} scroll rel="next" className={link}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </FilterLink>
      ) : (
        <span aria-disabled="true" className={cn(item, "text-muted-foreground opacity-50")}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
