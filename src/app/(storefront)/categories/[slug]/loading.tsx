import { Skeleton } from "@/components/ui/skeleton";
import { ProductGridSkeleton } from "@/components/storefront/catalog/product-grid-skeleton";

/** The category page loads with 6 placeholder cards. */
export default function CategoryLoading() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <Skeleton className="h-5 w-56" />
      <div className="flex max-w-3xl flex-col gap-3">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <ProductGridSkeleton count={6} />
    </div>
  );
}
