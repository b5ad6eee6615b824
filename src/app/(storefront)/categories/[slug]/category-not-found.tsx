import { FileQuestion, SearchX } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/storefront/catalog/empty-state";
import { notFoundContext } from "./not-found-context";

/**
 * An unknown category, or a page of a known one that does not exist (past the
 * last, or not a page number): the category layout has said which.
 */
export function CategoryNotFoundView() {
  const { category } = notFoundContext();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      {category ? (
        <EmptyState icon={FileQuestion} title="Page Not Found" headingLevel={1}>
          <p className="text-muted-foreground">
            This category has only {category.pageCount} {category.pageCount === 1 ? "page" : "pages"}.
          </p>
          <Button asChild className="mt-2">
            <Link href={`/categories/${category.slug}`}>Go to page 1 of {category.name}</Link>
          </Button>
        </EmptyState>
      ) : (
        <EmptyState icon={SearchX} title="Category Not Found" headingLevel={1}>
          <p className="text-muted-foreground">The category you&apos;re looking for doesn&apos;t exist.</p>
          <Button asChild className="mt-2">
            <Link href="/products">Browse all products</Link>
          </Button>
        </EmptyState>
      )}
    </div>
  );
}
