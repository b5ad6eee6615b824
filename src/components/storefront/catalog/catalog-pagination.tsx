import type { ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { cn } from "@/lib/utils";

/** The URL of page `n` of a listing: the listing itself for page 1, else `{base}/page/{n}` (static, crawlable, cached like any page). */
export function catalogPageHref(basePath: string, n: number): string {
  return n <= 1 ? basePath : `${basePath}/page/${n}`;
}

/** The page numbers to offer: the first, the last, and two either side of the current one; null marks a gap (a gap of one page shows that page). */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => {
    const gap = i > 0 ? n - shown[i - 1] - 1 : 0;
    return gap === 0 ? [n] : gap === 1 ? [n - 1, n] : [null, n];
  });
}

const item = "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium transition-colors";
const link = `${item} bg-background hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring`;

export interface PageLinkProps {
  href: string;
  rel?: string;
  className: string;
  children: ReactNode;
}

const plainLink = (props: PageLinkProps) => <Link {...props} />;

/**
 * Previous / page numbers / Next for a product listing of more than one page.
 * `hrefFor` and `renderLink` let a filtered view keep its filters in each
 * page's address and navigate its own way; by default pages are
 * `{basePath}/page/{n}` through next/link.
 */
export function CatalogPagination({
  basePath,
  page,
  pageCount,
  label,
  hrefFor = (n) => catalogPageHref(basePath, n),
  renderLink = plainLink,
}: {
  basePath: string;
  page: number;
  pageCount: number;
  label: string;
  hrefFor?: (n: number) => string;
  renderLink?: (props: PageLinkProps) => ReactNode;
}) {
  if (pageCount <= 1) return null;
  const PageLink = renderLink;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <PageLink href={hrefFor(page - 1)} rel="prev" className={link}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </PageLink>
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
                <PageLink href={hrefFor(n)} className={link}>
                  <span className="sr-only">Page </span>
                  {n}
                </PageLink>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <PageLink href={hrefFor(page + 1)} rel="next" className={link}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </PageLink>
      ) : (
        <span aria-disabled="true" className={cn(item, "text-muted-foreground opacity-50")}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
