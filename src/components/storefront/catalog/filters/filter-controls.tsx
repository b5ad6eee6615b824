"use client";

import Link from "next/link";
import {
  createContext,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from "react";
import type { AttributeDef } from "@/lib/attributes";
import { filteredHref, formQuery, publicHref, type Listing } from "./filter-links";

/**
 * The filter panel's and results' browser parts: each follows a change inside
 * the filters' navigation (FilterNavigation), and is plain HTML without
 * JavaScript (a GET form and links).
 */

export type Navigate = (href: string, options?: { scroll?: boolean }) => void;

/** Whether a filter change is loading. */
export interface BusyFlag {
  subscribe: (onChange: () => void) => () => void;
  get: () => boolean;
}

/**
 * What the filters' navigation gives its controls. The value stays the same object for the page's life, and whether
 * it is busy is read from `busy` rather than carried in it: a changed context value makes React hydrate every part of
 * the page below it that is still waiting to be (the cards, ProductCardGrid), before the click is even answered.
 */
export const FilterNavigationContext = createContext<{ navigate: Navigate; prefetch: (href: string) => void; busy: BusyFlag } | null>(null);

const useFilterNavigation = () => use(FilterNavigationContext);

/**
 * On the filter route, shows the address people share (`/categories/{slug}?width=18`)
 * instead of the route the browser's router was sent to (see routerHref). Next
 * keeps its own history state through history.replaceState, so Back, Forward
 * and a reload land on the same view.
 */
export function PublicAddress() {
  useEffect(() => {
    const shared = publicHref(window.location.pathname, window.location.search);
    if (shared) window.history.replaceState(null, "", shared + window.location.hash);
  });
  return null;
}

const neverChanges = () => () => {};
const notBusy = () => false;

/** The results: marked busy (and dimmed) while a filter change loads. */
export function FilterResults({ children, className }: { children: ReactNode; className?: string }) {
  const busy = useFilterNavigation()?.busy;
  const pending = useSyncExternalStore(busy?.subscribe ?? neverChanges, () => busy?.get() ?? false, notBusy);
  return (
    <div aria-busy={pending} data-pending={pending || undefined} className={className}>
      {children}
    </div>
  );
}

/**
 * A chip, "Clear all" or a page link: a plain link, followed through the
 * filters' navigation (a category's view redrawn in place, anything else
 * through the route routerHref names); what it leads to is fetched when the
 * pointer or focus reaches it.
 */
export function FilterLink({ href, scroll = false, onClick, ...props }: Omit<ComponentProps<typeof Link>, "prefetch"> & { href: string }) {
  const nav = useFilterNavigation();
  return (
    <Link
      {...props}
      href={href}
      scroll={scroll}
      prefetch={false}
      onMouseEnter={() => nav?.prefetch(href)}
      onFocus={() => nav?.prefetch(href)}
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
 * What outlives a navigation that mounts the panel afresh (from the filter
 * route back to the plain page, a search's filters): whether a phone's disclosure was
 * open, and the field that had the focus, so ticking boxes one after another
 * keeps the panel open and the keyboard where it was.
 */
export const kept: { open: boolean; focus: { name: string; value: string } | null } = { open: false, focus: null };

/** The panel's disclosure (phones): stays open across filter changes once opened. */
export function FilterDisclosure({ children, className }: { children: ReactNode; className?: string }) {
  const [open] = useState(() => kept.open);
  return (
    <details className={className} open={open} onToggle={(e) => (kept.open = e.currentTarget.open)}>
      {children}
    </details>
  );
}

const fieldOf = (el: EventTarget | Element | null) =>
  el instanceof HTMLInputElement && el.form ? { name: el.name, value: el.type === "checkbox" ? el.value : "" } : null;

/**
 * The filter panel's GET form. Ticking a box navigates at once; a range
 * navigates when its field is left or Enter is pressed (typing "1500" must not
 * load "1", "15" and "150" first). `query` is the filters shown now, so leaving
 * an unchanged field does nothing; a change starts again at page 1.
 *
 * Its fields are the server's (defaultChecked, defaultValue); when a chip or
 * Clear all changes the filters, they are set back to what the server says,
 * without remounting them (which would drop the focus). A box ticked before
 * the page hydrated is kept, and its view loaded then.
 */
export function FilterForm({
  slug,
  defs,
  query,
  children,
  ...props
}: Omit<ComponentProps<"form">, "action" | "method" | "onChange" | "onSubmit" | "onBlur"> & {
  slug: Listing;
  defs: AttributeDef[];
  query: string;
}) {
  const nav = useFilterNavigation();
  const ref = useRef<HTMLFormElement>(null);
  const go = (form: HTMLFormElement, focused: EventTarget | null, always = false) => {
    const entries = [...new FormData(form)].filter((e): e is [string, string] => typeof e[1] === "string");
    const next = formQuery(entries, defs);
    if (!always && next === query) return;
    kept.focus = fieldOf(focused);
    nav?.navigate(filteredHref(slug, next));
  };
  const fieldsShow = useRef(query);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    if (fieldsShow.current === query) {
      // Just hydrated. A box ticked before React listened (or while it hydrated, in the press that made it) is
      // the buyer's choice, not the server's to undo: follow it.
      const early = [...form.elements].some(
        (el) => el instanceof HTMLInputElement && el.type === "checkbox" && el.checked !== el.defaultChecked,
      );
      if (early) go(form, document.activeElement);
      return;
    }
    fieldsShow.current = query;
    for (const el of form.elements) {
      if (!(el instanceof HTMLInputElement)) continue;
      if (el.type === "checkbox") el.checked = el.defaultChecked;
      else if (el !== document.activeElement) el.value = el.defaultValue;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fields follow the server's filters, not each render's `go`
  }, [query]);
  useEffect(() => {
    const focus = kept.focus;
    kept.focus = null;
    // The page left behind may still hold the focus, hidden (Next keeps it for Back) rather than removed.
    const active = document.activeElement;
    if (!focus || (active && active !== document.body && active.checkVisibility())) return;
    const el = [...(ref.current?.elements ?? [])].find(
      (x) => x instanceof HTMLInputElement && x.name === focus.name && (x.type !== "checkbox" || x.value === focus.value),
    );
    (el as HTMLInputElement | undefined)?.focus({ preventScroll: true });
  }, []);
  return (
    <form
      {...props}
      ref={ref}
      method="get"
      // A browser that restored the boxes on Back or a reload would otherwise show choices the view does not have.
      autoComplete="off"
      action={typeof slug === "string" ? `/categories/${slug}` : "/search"}
      onChange={(e) => {
        if (nav && e.target instanceof HTMLInputElement && e.target.type === "checkbox") go(e.currentTarget, e.target);
      }}
      onBlur={(e) => {
        if (nav && e.target instanceof HTMLInputElement && e.target.type === "number") go(e.currentTarget, e.relatedTarget);
      }}
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        if (!nav) return;
        e.preventDefault();
        go(e.currentTarget, document.activeElement, true);
      }}
    >
      {typeof slug !== "string" && <input type="hidden" name="q" value={slug.search} />}
      {children}
    </form>
  );
}
