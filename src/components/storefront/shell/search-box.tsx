"use client";

import { Loader2, Search } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Suspense, useCallback, useEffect, useId, useRef, useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useTypedBeforeHydration } from "@/hooks/use-typed-before-hydration";
import { SEARCH_PATH, searchHref, searchTermOf } from "@/lib/search-url";
import { cn } from "@/lib/utils";

type Props = { className?: string; onSearch?: () => void };

/**
 * The header's product search. Before the scripts run it is a plain form that
 * goes to the results page; after, it navigates in place. The input is never
 * swapped for another, so what a buyer typed while the page was loading stays
 * in it, and focus stays in it after Enter.
 */
export function SearchBox({ className, onSearch }: Props) {
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  // The results page has no loading skeleton (its results are the page): the button spins until it arrives.
  const [searching, startSearch] = useTransition();

  useTypedBeforeHydration(input, setText);
  // The results page's query fills the box once the page is interactive, unless the buyer has already typed a new one
  // or is in the box: the query arriving under the caret would be joined to what they type next ("glovesnitrile").
  const followAddress = useCallback((query: string, first: boolean) => {
    if (first && (input.current?.value || (input.current && document.activeElement === input.current))) return;
    setText(query);
  }, []);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // The box's own value: the same as `text` once the page is interactive, and right even before.
    const href = searchHref(String(new FormData(e.currentTarget).get("q") ?? ""));
    if (!href) return;
    startSearch(() => router.push(href));
    onSearch?.();
  }

  return (
    <form
      role="search"
      action={SEARCH_PATH}
      onSubmit={submit}
      aria-busy={searching || undefined}
      className={cn("relative flex w-full items-center", className)}
    >
      <Suspense fallback={null}>
        <FollowAddress onQuery={followAddress} />
      </Suspense>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <Input
        ref={input}
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
        {searching ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Search aria-hidden="true" />}
      </Button>
    </form>
  );
}

/**
 * Puts the results page's query in the box (a new search, back/forward) and
 * empties it on leaving that page. Reading the address needs a <Suspense>
 * parent on prerendered pages; rendering nothing, it keeps the input itself
 * out of that boundary.
 */
function FollowAddress({ onQuery }: { onQuery: (query: string, first: boolean) => void }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const query = pathname === SEARCH_PATH ? searchTermOf((key) => params.get(key)) : "";
  // The box starts empty, as the server rendered it: only a change of address changes it.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const first = shown.current === null;
    const before = shown.current ?? "";
    shown.current = query;
    if (query !== before) onQuery(query, first);
  }, [query, onQuery]);
  return null;
}
