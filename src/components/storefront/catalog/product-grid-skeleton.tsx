import { Skeleton } from "@/components/ui/skeleton";
import { GRID_CLASS } from "./product-grid";

/** Placeholder cards while products load (6 on the category page). */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading products...</span>
      <ul className={GRID_CLASS} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-xl border bg-card shadow-sm" data-testid="product-card-skeleton">
            <Skeleton className="aspect-[4/3] w-full rounded-none" />
            <div className="space-y-3 p-4">
              <div className="flex justify-between">
                <Skeleton className="h-5 w-24" />
                <Skeleton className="h-4 w-16" />
              </div>
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-6 w-28" />
              <Skeleton className="h-9 w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
