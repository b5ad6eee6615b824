"use client";

import { useEffect, useState } from "react";
import { Search, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useCategories } from "@/hooks/admin/use-categories";
import { ADMIN_PRODUCTS_SEARCH_MAX, type AdminProductQuery } from "@/lib/validation/product";

/** How long typing pauses before the list follows it. */
export const SEARCH_DEBOUNCE_MS = 300;

type Filters = Pick<AdminProductQuery, "search" | "categoryId">;

/**
 * The admin list's search box (name or SKU) and category filter. The list
 * follows the box once typing pauses, or at once on Enter.
 */
export function ProductFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { data: categories } = useCategories();
  const [text, setText] = useState(value.search);
  // The search as this box last saw it in the address, and the last one it sent there:
  // a change from elsewhere (Clear) replaces the text, its own echo does not.
  const [seen, setSeen] = useState(value.search);
  const [sent, setSent] = useState(value.search);
  if (value.search !== seen) {
    setSeen(value.search);
    if (value.search !== sent) setText(value.search);
  }

  const send = (search: string) => {
    setSent(search);
    onChange({ ...value, search });
  };

  useEffect(() => {
    const search = text.trim();
    if (search === value.search) return;
    const timer = setTimeout(() => {
      setSent(search);
      onChange({ ...value, search });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  const filtered = value.search !== "" || value.categoryId !== undefined;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <form
        role="search"
        className="grid flex-1 gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          send(text.trim());
        }}
      >
        <Label htmlFor="product-search">Search products</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="product-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Name or SKU"
            maxLength={ADMIN_PRODUCTS_SEARCH_MAX}
            spellCheck={false}
            autoComplete="off"
            className="pl-8"
          />
        </div>
      </form>
      <div className="grid gap-1.5 sm:w-64">
        <Label htmlFor="product-category-filter">Filter by category</Label>
        <Select
          value={value.categoryId === undefined ? "all" : String(value.categoryId)}
          onValueChange={(v) => onChange({ ...value, categoryId: v === "all" ? undefined : v === "none" ? "none" : Number(v) })}
        >
          <SelectTrigger id="product-category-filter" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent position="popper">
            <SelectItem value="all">All categories</SelectItem>
            {categories?.map((c) => (
              <SelectItem key={c.id} value={String(c.id)}>
                {c.name}
              </SelectItem>
            ))}
            <SelectItem value="none">No category</SelectItem>
          </SelectContent>
        </Select>
      </div>
      {filtered && (
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setText("");
            setSent("");
            onChange({ search: "", categoryId: undefined });
          }}
        >
          <X aria-hidden />
          Clear filters
        </Button>
      )}
    </div>
  );
}
