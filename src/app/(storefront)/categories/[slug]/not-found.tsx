import { SearchX } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/storefront/catalog/empty-state";

export default function CategoryNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <EmptyState icon={SearchX} title="Category Not Found" headingLevel={1}>
        <p className="text-muted-foreground">The category you&apos;re looking for doesn&apos;t exist.</p>
        <Button asChild className="mt-2">
          <Link href="/products">Browse all products</Link>
        </Button>
      </EmptyState>
    </div>
  );
}
