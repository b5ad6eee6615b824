"use client";

import { Search } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Suspense, useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SEARCH_PATH, searchHref, searchTermOf } from "@/lib/search-url";
import { cn } from "@/lib/utils";

type Props = { className?: string; onSearch?: () => void };

/**
 * The header's product search. On the results page it shows
 * the current query. Reading the address needs a <Suspense> parent: on
 * prerendered pages the box is then rendered in the browser, and the HTML
 * carries the same box, empty.
 */
export function SearchBox(props: Props) {
  return (
    <Suspense fallback={<SearchForm {...props} query="" />}>
      <CurrentSearchBox {...props} />
    </Suspense>
  );
}

function CurrentSearchBox(props: Props) {
  const pathname = usePathname();
  const params = useSearchParams();
  const query = pathname === SEARCH_PATH ? searchTermOf((key) => params.get(key)) : "";
  return <SearchForm {...props} query={query} />;
}

function SearchForm({ className, onSearch, query }: Props & { query: string }) {
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState(query);
  // Follows the address (a new search, back/forward, leaving the results) without
  // remounting the input, so focus stays in it after Enter.
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    setText(query);
  }

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
        name="q"
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
