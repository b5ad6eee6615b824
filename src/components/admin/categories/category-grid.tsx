"use client";

import { FolderOpen, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useCategories } from "@/hooks/admin/use-categories";
import type { Category } from "@/lib/types";
import { CategoryCard } from "./category-card";

const GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

export function CategoryGrid({
  onAdd,
  onEdit,
  onDelete,
}: {
  onAdd: () => void;
  onEdit: (c: Category) => void;
  onDelete: (c: Category) => void;
}) {
  const { data: categories, error, isLoading, mutate } = useCategories();

  if (isLoading) {
    return (
      <ul aria-busy="true" aria-label="Loading categories" className={GRID}>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-xl border bg-card">
            <Skeleton className="aspect-[16/9] w-full rounded-none" />
            <div className="space-y-2 p-4">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-full" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (error) {
    return (
      <div role="alert" className="rounded-xl border bg-card p-8 text-center">
        <p className="font-semibold">Failed to load categories</p>
        <p className="mt-1 text-sm text-muted-foreground">{error instanceof Error ? error.message : String(error)}</p>
        <Button className="mt-4" variant="outline" onClick={() => mutate()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!categories || categories.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border bg-card p-10 text-center">
        <FolderOpen className="size-10 text-muted-foreground" aria-hidden />
        <p className="mt-3 font-semibold">No categories yet</p>
        <p className="mt-1 text-sm text-muted-foreground">Categories group products on the home page and in the catalogue.</p>
        <Button className="mt-4" onClick={onAdd}>
          <Plus aria-hidden />
          Add Category
        </Button>
      </div>
    );
  }
  return (
    <ul className={GRID}>
      {categories.map((c) => (
        <CategoryCard key={c.id} category={c} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />
      ))}
    </ul>
  );
}
