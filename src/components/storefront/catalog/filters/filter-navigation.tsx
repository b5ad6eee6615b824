"use client";

import { useRouter } from "next/navigation";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useTransition, type ReactNode } from "react";
import type { FilteredView } from "@/lib/filtered-view";
import { FilterNavigationContext, kept, type BusyFlag, type Navigate } from "./filter-controls";
import { categoryViewHref, routerHref } from "./filter-links";
import { CategoryListingView, type FilteredCategory } from "./category-listing-view";

/**
 * The browser side of the category filters, kept small: the server renders
 * the panel, chips and results as plain HTML (a GET form and links work
 * without JavaScript). With it, a change of a category's filters redraws the
 * view in place from GET /api/categories/{slug}/filtered (CategoryListingView)
 * and then pushes its shared address; any other change (a search's filters, back
 * to a plain page) navigates, in a transition. Either way the results say they
 * are busy until the new view arrives.
 */

/** Views fetched for in-place redraws, by canonical address: kept as long as the server keeps its answer. */
const KEPT_MS = 60_000;
const views = new Map<string, { at: number; view: Promise<FilteredView> }>();

function loadView(slug: string, href: string): Promise<FilteredView> {
  const now = Date.now();
  const cached = views.get(href);
  if (cached && now - cached.at < KEPT_MS) return cached.view;
  const view = fetch(`/api/categories/${slug}/filtered${href.slice(href.indexOf("?"))}`).then(async (res) => {
    if (!res.ok) throw new Error(`GET ${href}: ${res.status}`);
    return (await res.json()) as FilteredView;
  });
  view.catch(() => views.delete(href));
  views.set(href, { at: now, view });
  if (views.size > 32) views.delete(views.keys().next().value as string);
  return view;
}

/** A flag its readers subscribe to: setting it re-renders them alone. */
function busyFlag(): BusyFlag & { set: (busy: boolean) => void } {
  let busy = false;
  const readers = new Set<() => void>();
  return {
    subscribe: (onChange) => {
      readers.add(onChange);
      return () => readers.delete(onChange);
    },
    get: () => busy,
    set: (next) => {
      if (next === busy) return;
      busy = next;
      for (const onChange of readers) onChange();
    },
  };
}

/**
 * `category` and `at` (the canonical address of the view the server rendered
 * here) turn on in-place redraws; without them (a search's results) every
 * change navigates.
 */
export function FilterNavigation({ children, category, at }: { children: ReactNode; category?: FilteredCategory; at?: string }) {
  const router = useRouter();
  const [navigating, startTransition] = useTransition();
  const [busy] = useState(busyFlag);
  /** A view is loading for an in-place redraw; the results say so until it is drawn (or the router takes over). */
  const loading = useRef(false);
  const [shown, setShown] = useState<{ href: string; view: FilteredView } | null>(null);
  /** Counts the views drawn (or given up): the results are marked idle in the commit that draws one. */
  const [settled, setSettled] = useState(0);
  const shownHref = useRef<string | null>(null);
  const latest = useRef(0);
  const scrollUp = useRef(false);
  const pushAfterDraw = useRef<string | null>(null);
  const serverTitle = useRef<string | null>(null);

  /** The canonical address of a view of this category to redraw in place, or null: navigate. */
  const inPlace = (href: string) => {
    if (!category || !at) return null;
    const url = new URL(href, window.location.href);
    const view = categoryViewHref(category.slug, category.defs, url.pathname, url.search);
    return view !== null && (view.includes("?") || view === at) ? view : null;
  };

  const show = (href: string, push: boolean, scroll: boolean) => {
    const turn = ++latest.current;
    const commit = (next: { href: string; view: FilteredView } | null) => {
      pushAfterDraw.current = push ? href : null;
      scrollUp.current = scroll;
      shownHref.current = next?.href ?? null;
      setShown(next);
      setSettled((n) => n + 1);
    };
    // Not a transition: once the data is here the new view is drawn in one go, not yielding to whatever else
    // the page is doing (the router's prefetches just after a load), and the old one is shown, dimmed, until then.
    if (href === at) return commit(null);
    loading.current = true;
    busy.set(true);
    loadView(category!.slug, href).then(
      (view) => {
        if (turn !== latest.current) return;
        commit({ href, view });
      },
      () => {
        // The answer failed (offline, a catalogue change mid-way): the server renders the address instead.
        if (turn !== latest.current) return;
        if (push) window.location.assign(href);
        else window.location.reload();
      },
    );
  };

  const navigate: Navigate = (href, options) => {
    const view = inPlace(href);
    if (view !== null && view !== (shownHref.current ?? at)) return show(view, true, options?.scroll ?? false);
    // A view still loading is no longer wanted; the results stay busy through the router's transition instead.
    latest.current++;
    loading.current = false;
    startTransition(() => router.push(routerHref(href), { scroll: options?.scroll ?? false }));
  };
  const prefetch = (href: string) => {
    const view = inPlace(href);
    if (view === null) router.prefetch(routerHref(href));
    else if (view !== at) loadView(category!.slug, view).catch(() => {});
  };

  // Back and Forward between the views drawn here (and a return to this page at one of them): draw the one the address names.
  useEffect(() => {
    if (!category || !at) return;
    const sync = () => {
      const view = categoryViewHref(category.slug, category.defs, window.location.pathname, window.location.search);
      if (view === null || view === (shownHref.current ?? at) || (!view.includes("?") && view !== at)) return;
      show(view, false, false);
    };
    sync();
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page: the category and its address do not change under it
  }, [category?.slug, at]);

  useEffect(() => {
    if (!category) return;
    // The address follows once the view is drawn: Next's router takes a pushed address as its own, and its
    // bookkeeping (about 40 ms on a slow machine) need not come before the reader sees the results.
    if (pushAfterDraw.current !== null) window.history.pushState(null, "", pushAfterDraw.current);
    pushAfterDraw.current = null;
    // A redraw keeps the form's fields (and the focus on them): what the form noted for a remount is not needed.
    kept.focus = null;
    // The tab says "(filtered)" as the filter route's title does, and no longer once back at the server's view.
    if (shown) {
      serverTitle.current ??= document.title;
      const filtered = `${category.name} (filtered)`;
      if (!serverTitle.current.includes(filtered)) document.title = serverTitle.current.replace(category.name, filtered);
    } else if (serverTitle.current !== null) document.title = serverTitle.current;
    if (scrollUp.current) window.scrollTo({ top: 0 });
    scrollUp.current = false;
  }, [shown, category]);

  // The results are busy while a view loads or the router navigates; once a view is drawn, idle in the same commit
  // (before the browser paints it), so the new view is never shown dimmed and the old one never shown undimmed.
  const settledSeen = useRef(settled);
  useLayoutEffect(() => {
    if (settled !== settledSeen.current) loading.current = false;
    settledSeen.current = settled;
    busy.set(loading.current || navigating);
  }, [busy, settled, navigating]);

  // The context's value is made once (FilterNavigationContext says why); its functions call this render's.
  const current = useRef({ navigate, prefetch });
  useLayoutEffect(() => {
    current.current = { navigate, prefetch };
  });
  const value = useMemo(
    () => ({
      navigate: ((href, options) => current.current.navigate(href, options)) as Navigate,
      prefetch: (href: string) => current.current.prefetch(href),
      busy,
    }),
    [busy],
  );

  return (
    <FilterNavigationContext value={value}>
      {shown && category ? <CategoryListingView category={category} view={shown.view} redrawn /> : children}
    </FilterNavigationContext>
  );
}
