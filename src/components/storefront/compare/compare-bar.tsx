"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { useCompare } from "@/hooks/use-compare";
import { compareHref } from "@/lib/compare-selection";

/** The fixed bar shown once two or more products are picked: a link to compare them and "Clear". */
export function CompareBar() {
  const { skus, clear } = useCompare();
  if (skus.length < 2) return null;
  return (
    <div
      role="region"
      aria-label="Product comparison"
      className="fixed inset-x-0 bottom-4 z-40 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-2 rounded-full border bg-card p-2 shadow-lg"
    >
      <Button asChild size="sm" className="rounded-full">
        <Link href={compareHref(skus)}>Compare ({skus.length})</Link>
      </Button>
      <Button type="button" variant="ghost" size="sm" className="rounded-full" onClick={clear}>
        Clear
      </Button>
    </div>
  );
}
