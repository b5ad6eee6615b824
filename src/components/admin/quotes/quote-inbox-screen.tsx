"use client";

import { Inbox } from "lucide-react";
import { useState } from "react";
import { AdminPageHeader } from "@/components/admin/shared/admin-page-header";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useQuoteRequests, type QuoteFilter } from "@/hooks/admin/use-quotes";
import { QUOTE_STATUSES, type QuoteRequest } from "@/lib/types";
import { QuoteCard } from "./quote-card";
import { QuoteDetailDialog } from "./quote-detail-dialog";

const FILTERS: QuoteFilter[] = ["All", ...QUOTE_STATUSES, "Expired"];

const emptyText = (filter: QuoteFilter) =>
  filter === "All" ? "Requests sent from the cart will appear here." : filter === "Expired" ? "No quote is past its valid-until date." : `No requests with status ${filter}.`;

/** The quote request inbox: filter by status (or Expired), open one on its page to quote it. */
export function QuoteInboxScreen() {
  const [filter, setFilter] = useState<QuoteFilter>("All");
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, error, isLoading } = useQuoteRequests(filter);
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
        <Tabs value={filter} onValueChange={(v) => setFilter(v as QuoteFilter)}>
          <TabsList className="flex h-auto flex-wrap">
            {FILTERS.map((s) => (
              <TabsTrigger key={s} value={s}>
                {s}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        {isLoading && <p className="text-muted-foreground">Loading...</p>}
        {error && <p className="text-destructive">Failed to fetch quote requests</p>}
        {data && data.length === 0 && (
          <div className="rounded-lg border bg-background p-10 text-center">
            <Inbox className="mx-auto size-10 text-muted-foreground" aria-hidden />
            <h2 className="mt-2 font-semibold">No Quote Requests</h2>
            <p className="text-sm text-muted-foreground">{emptyText(filter)}</p>
          </div>
        )}
        {data && data.length > 0 && (
          <ul className="space-y-3">
            {data.map((q) => (
              <QuoteCard key={q.id} quote={q} onView={() => setOpenId(q.id)} />
            ))}
          </ul>
        )}
      </main>
      <QuoteDetailDialog quote={open} onClose={() => setOpenId(null)} />
    </>
  );
}
