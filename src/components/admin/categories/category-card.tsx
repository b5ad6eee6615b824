"use client";

import { Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Category } from "@/lib/types";
import { AdminImage } from "../shared/admin-image";

export function CategoryCard({ category, onEdit, onDelete }: { category: Category; onEdit: () => void; onDelete: () => void }) {
  const count = category.productCount ?? 0;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <AdminImage
        src={category.imageUrl}
        alt={category.name}
        className="aspect-[16/9] w-full"
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold break-words">{category.name}</h3>
          <Badge variant="secondary" className="tabular-nums">
            {count} product{count === 1 ? "" : "s"}
          </Badge>
        </div>
        <p className="font-mono text-xs break-all text-muted-foreground">/categories/{category.slug}</p>
        <p className="line-clamp-3 flex-1 text-sm text-muted-foreground">{category.description}</p>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${category.name}`}>
            <Pencil aria-hidden />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${category.name}`}
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
