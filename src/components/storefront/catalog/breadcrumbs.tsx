import { ChevronRight } from "lucide-react";
import Link from "next/link";

export type BreadcrumbItem = { name: string; href?: string };

/** "Home > Products > …": the last item is the current page (not a link). */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.name}-${i}`} className="flex items-center gap-1">
              {item.href && !last ? (
                <Link
                  href={item.href}
                  className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {item.name}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className={last ? "font-medium text-foreground" : undefined}>
                  {item.name}
                </span>
              )}
              {!last && <ChevronRight aria-hidden="true" className="size-4" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
