import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { Category } from "@/lib/types";
import { SiteImage } from "./images/site-image";

export function CategoryCard({ category }: { category: Category }) {
  return (
    <Card className="gap-4 overflow-hidden pt-0 transition-shadow hover:shadow-md">
      <SiteImage
        src={category.imageUrl}
        alt={category.name}
        width={400}
        height={300}
        // The category grid: one, two, then four cards a row.
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-4/3 w-full bg-muted object-cover"
      />
      <CardHeader>
        <CardTitle className="text-lg">
          <h3>{category.name}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="line-clamp-3 text-sm text-muted-foreground">{category.description}</p>
      </CardContent>
      <CardFooter>
        <Link
          href={`/categories/${category.slug}`}
          className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          View All<span className="sr-only"> {category.name}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardFooter>
    </Card>
  );
}
