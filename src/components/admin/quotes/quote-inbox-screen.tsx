"use client";

import { Inbox, Search } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { AdminPageHeader } from "@/components/admin/shared/admin-page-header";
import { ProductPagination } from "@/components/admin/products/product-pagination";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useQuoteInbox, useQuoteRequests, type InboxView, type QuoteFilter } from "@/hooks/admin/use-quotes";
import { parsePageNumber } from "@/lib/page-number";
import type { QuoteRequest } from "@/lib/types";
import { QUOTE_INBOX_PAGE_SIZE, QUOTE_LIST_FILTERS, QUOTE_SEARCH_MAX, quoteListQuerySchema } from "@/lib/validation/quote-request";
import { QuoteCard } from "./quote-card";
import { QuoteDetailDialog } from "./quote-detail-dialog";

const FILTERS: QuoteFilter[] = ["All", ...QUOTE_LIST_FILTERS];

/** How long typing pauses before the list follows the search box. */
const SEARCH_DEBOUNCE_MS = 300;

const emptyText = (view: InboxView) =>
  view.q
    ? `Nothing matches “${view.q}”${view.filter === "All" ? "" : ` in ${view.filter}`}.`
    : view.filter === "All"
      ? "Requests sent from the cart will appear here."
      : view.filter === "Expired"
        ? "No quote is past its valid-until date."
        : `No requests with status ${view.filter}.`;

/** The inbox's view as its address holds it (?status=&q=&page=): a reload or a shared link opens the same view. */
function viewOf(params: URLSearchParams): InboxView {
  const parsed = quoteListQuerySchema.safeParse({ status: params.get("status") || undefined, q: params.get("q") ?? "" });
  const { status, q } = parsed.success ? parsed.data : { status: undefined, q: "" };
  return { filter: status ?? "All", q, page: parsePageNumber(params.get("page") ?? "1") ?? 1 };
}

function addressOf(view: InboxView): string {
  const params = new URLSearchParams();
  if (view.filter !== "All") params.set("status", view.filter);
  if (view.q) params.set("q", view.q);
  if (view.page > 1) params.set("page", String(view.page));
  const qs = params.toString();
  return qs ? `${window.location.pathname}?${qs}` : window.location.pathname;
}

/**
 * Changes the view in the address, through the browser's own history (Next
 * follows it: useSearchParams updates, with no request to the server). Each
 * change applies to the address as it is now, not as this render saw it: a
 * search that fires just after a new filter keeps that filter.
 */
function changeView(change: Partial<InboxView>, how: "push" | "replace") {
  const address = addressOf({ ...viewOf(new URLSearchParams(window.location.search)), ...change });
  // A tab reports one choice twice (pressed, then focused): the same address is no new entry.
  if (address === window.location.pathname + window.location.search) return;
  if (how === "push") window.history.pushState(null, "", address);
  else window.history.replaceState(null, "", address);
}

/**
 * The quote request inbox: a view (all, a status, or Expired), a search and
 * a page, all in the address. A new view or page is a new history entry, so
 * Back returns to the previous one; the search follows the box as typing
 * pauses and replaces the entry, so Back does not step through keystrokes.
 */
export function QuoteInboxScreen() {
  const searchParams = useSearchParams();
  const view = useMemo(() => viewOf(searchParams), [searchParams]);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, error, isLoading } = useQuoteInbox(view);
  const all = useQuoteRequests("All");
  const unread = all.data?.filter((q) => !q.isRead).length ?? 0;
  const open: QuoteRequest | null = data?.find((q) => q.id === openId) ?? all.data?.find((q) => q.id === openId) ?? null;

  return (
    <>
      <AdminPageHeader
        title={
          <span className="inline-flex items-center gap-2">
            Quote Requests
            {unread > 0 && <Badge aria-label={`${unread} unread`}>{unread}</Badge>}
          </span>
        }
        description="Requests buyers sent from their cart. Open one to price it and send a quote; opening it marks it read."
      />
      <main className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6 lg:px-8">
        <Tabs value={view.filter} onValueChange={(v) => changeView({ filter: v as QuoteFilter, page: 1 }, "push")}>
          <TabsList className="flex h-auto flex-wrap">
            {FILTERS.map((s) => (
              <TabsTrigger key={s} value={s}>
                {s}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <InboxSearch value={view.q} onSearch={(q) => changeView({ q, page: 1 }, "replace")} />
        {isLoading && <p className="text-muted-foreground">Loading...</p>}
        {error && <p className="text-destructive">Failed to fetch quote requests</p>}
        {data && data.length === 0 && (
          <div className="rounded-lg border bg-background p-10 text-center">
            <Inbox className="mx-auto size-10 text-muted-foreground" aria-hidden />
            <h2 className="mt-2 font-semibold">No Quote Requests</h2>
            <p className="text-sm text-muted-foreground">{emptyText(view)}</p>
          </div>
        )}
        {data && data.length > 0 && (
          <ul className="space-y-3">
            {data.map((q) => (
              <QuoteCard key={q.id} quote={q} onView={() => setOpenId(q.id)} />
            ))}
          </ul>
        )}
        <ProductPagination
          label="Quote request pages"
          page={view.page}
          pageCount={null}
          hasNext={(data?.length ?? 0) >= QUOTE_INBOX_PAGE_SIZE}
          onPageChange={(page) => changeView({ page }, "push")}
        />
      </main>
      <QuoteDetailDialog quote={open} onClose={() => setOpenId(null)} />
    </>
  );
}

/** The search box: the list follows it once typing pauses, or at once on Enter. */
function InboxSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  // The search as this box last saw it in the address: a change from elsewhere (Back, a link) replaces the text.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    const timer = setTimeout(() => onSearch(q), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className="grid gap-1.5 sm:max-w-md"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <Label htmlFor="quote-search">Search requests</Label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          id="quote-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          // Leaving the box applies a search still waiting for the pause: fired later, it replaced the address while
          // a click on a card was navigating away, and took the admin back to the inbox. (A repeat of the same
          // address is ignored, so the timer firing afterwards changes nothing.)
          onBlur={() => {
            if (text.trim() !== value) onSearch(text.trim());
          }}
          placeholder="Reference, name, company, e-mail or SKU"
          maxLength={QUOTE_SEARCH_MAX}
          spellCheck={false}
          autoComplete="off"
          className="pl-8"
        />
      </div>
    </form>
  );
}
