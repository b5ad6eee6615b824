import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cachedCategories } from "@/server/catalog/cached";
import { CategoryCard } from "./category-card";

// Flex rather than grid so a short last row (5 categories in rows of 4) sits centred.
const gridClass = "flex flex-wrap justify-center gap-6";
const cellWidth = "w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]";

export async function CategoryGrid() {
  const categories = await cachedCategories();
  if (categories.length === 0) {
    return <p className="text-center text-muted-foreground">No product categories yet.</p>;
  }
  return (
    <ul className={gridClass}>
      {categories.map((c) => (
        <li key={c.id} className={`grid ${cellWidth}`}>
          <CategoryCard category={c} />
        </li>
      ))}
    </ul>
  );
}

/** Shown while the categories load (8 cards on home). */
export function CategoryGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={gridClass} aria-busy="true" aria-label="Loading categories" role="status">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className={`${cellWidth} gap-4 overflow-hidden pt-0`} data-testid="category-skeleton">
          <Skeleton className="aspect-4/3 w-full rounded-none" />
          <CardHeader>
            <Skeleton className="h-5 w-2/3" />
          </CardHeader>
          <CardContent className="space-y-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </CardContent>
          <CardFooter>
            <Skeleton className="h-4 w-20" />
          </CardFooter>
        </Card>
      ))}
    </div>
  );
}
