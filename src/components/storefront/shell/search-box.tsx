"use client";

import { Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** Where a header search goes (spec "Header"); null for blank text, which is ignored. */
export function searchHref(text: string): string | null {
  const q = text.trim();
  return q ? `/products?search=${encodeURIComponent(q)}` : null;
}

export function SearchBox({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState("");

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const href = searchHref(text);
    if (!href) return;
    router.push(href);
    onSearch?.();
  }

  return (
    <form role="search" onSubmit={submit} className={cn("relative flex w-full items-center", className)}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <Input
        id={id}
        type="search"
        name="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search products..."
        autoComplete="off"
        enterKeyHint="search"
        className="pr-10"
      />
      <Button type="submit" variant="ghost" size="icon-sm" className="absolute right-0.5" aria-label="Search">
        <Search aria-hidden="true" />
      </Button>
    </form>
  );
}
