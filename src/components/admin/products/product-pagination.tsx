"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

export function ProductPagination({
  page,
  pageCount,
  hasNext,
  onPageChange,
  label = "Product pages",
}: {
  page: number;
  /** null while the total is unknown. */
  pageCount: number | null;
  hasNext: boolean;
  onPageChange: (page: number) => void;
  /** The navigation's name, for a list of other things. */
  label?: string;
}) {
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 pt-2">
      <Button variant="outline" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {page}
        {pageCount ? ` of ${pageCount}` : ""}
      </p>
      <Button variant="outline" onClick={() => onPageChange(page + 1)} disabled={!hasNext}>
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
