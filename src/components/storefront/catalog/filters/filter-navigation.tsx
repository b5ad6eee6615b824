"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { createContext, use, useTransition, type ComponentProps, type FormEvent, type ReactNode } from "react";
import type { AttributeDef } from "@/lib/attributes";
import { filteredHref, formQuery } from "./filter-links";

/**
 * The browser side of the category filters, kept small: the server renders
 * the panel, chips and results as plain HTML (a GET form and links work
 * without JavaScript); with it, a change navigates at once in a transition
 * and the results say they are busy until the new view arrives.
 */

type Navigate = (href: string, options?: { scroll?: boolean }) => void;

const FilterNavigationContext = createContext<{ navigate: Navigate; pending: boolean } | null>(null);

export function FilterNavigation({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate: Navigate = (href, options) => startTransition(() => router.push(href, { scroll: options?.scroll ?? false }));
  return <FilterNavigationContext value={{ navigate, pending }}>{children}</FilterNavigationContext>;
}

const useFilterNavigation = () => use(FilterNavigationContext);

/** The results: marked busy (and dimmed) while a filter change loads. */
export function FilterResults({ children, className }: { children: ReactNode; className?: string }) {
  const pending = useFilterNavigation()?.pending ?? false;
  return (
    <div aria-busy={pending} data-pending={pending || undefined} className={className}>
      {children}
    </div>
  );
}

/** A chip, "Clear all" or a page link: a plain link, followed inside the filters' transition. */
export function FilterLink({ href, scroll = false, onClick, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const nav = useFilterNavigation();
  return (
    <Link
      {...props}
      href={href}
      scroll={scroll}
      onClick={(e) => {
        onClick?.(e);
        if (!nav || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        nav.navigate(href, { scroll });
      }}
    />
  );
}

/**
 * The filter panel's GET form. Ticking a box navigates at once; a range
 * navigates when its field is left or Enter is pressed (typing "1500" must not
 * load "1", "15" and "150" first). `query` is the filters shown now, so leaving
 * an unchanged field does nothing; a change starts again at page 1.
 */
export function FilterForm({ slug, defs, query, children, ...props }: Omit<ComponentProps<"form">, "action" | "method" | "onChange" | "onSubmit" | "onBlur"> & { slug: string; defs: AttributeDef[]; query: string }) {
  const nav = useFilterNavigation();
  const go = (form: HTMLFormElement, always = false) => {
    const entries = [...new FormData(form)].filter((e): e is [string, string] => typeof e[1] === "string");
    const next = formQuery(entries, defs);
    if (always || next !== query) nav?.navigate(filteredHref(slug, next));
  };
  return (
    <form
      {...props}
      method="get"
      action={`/categories/${slug}`}
      onChange={(e) => {
        if (nav && e.target instanceof HTMLInputElement && e.target.type === "checkbox") go(e.currentTarget);
      }}
      onBlur={(e) => {
        if (nav && e.target instanceof HTMLInputElement && e.target.type === "number") go(e.currentTarget);
      }}
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        if (!nav) return;
        e.preventDefault();
        go(e.currentTarget, true);
      }}
    >
      {children}
    </form>
  );
}
