import { Skeleton } from "@/components/ui/skeleton";

/** Shown while a product page that was not prerendered renders for the first time. */
export default function ProductLoading() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8" role="status" aria-live="polite">
      <span className="sr-only">Loading product...</span>
      <Skeleton className="h-5 w-72 max-w-full" />
      <div className="grid gap-8 md:grid-cols-2" aria-hidden="true">
        <Skeleton className="aspect-[4/3] w-full rounded-xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-10 w-40" />
        </div>
      </div>
    </div>
  );
}
