"use client";

import useSWR, { useSWRConfig } from "swr";
import type { QuoteDraft, QuoteEvent, QuoteRequest, QuoteRequestDetail } from "@/lib/types";
import type { QuoteDraftInput } from "@/lib/validation/quote";
import { QUOTE_INBOX_PAGE_SIZE, type QuoteListFilter, type QuoteStatusUpdate } from "@/lib/validation/quote-request";
import { send } from "@/lib/api-client";
import { DASHBOARD_STATS_KEY } from "./keys";

export const QUOTES_KEY = "/api/admin/quote-requests";

/** The inbox's filters: all requests, a status, or Expired (Quoted past its valid-until day). */
export type QuoteFilter = QuoteListFilter | "All";

/** What the inbox shows: a filter, a search (empty: none) and a page. */
export interface InboxView {
  filter: QuoteFilter;
  q: string;
  page: number;
}

export const quoteDetailKey = (id: number) => `${QUOTES_KEY}/${id}`;

/**
 * Buyers change requests too (a message makes one unread, an accept makes it
 * Won), and a list left in the cache misses the admin's own changes made on a
 * request's page (only shown lists are refreshed by a write): each list and
 * request is read again whenever it is shown, its cached copy meanwhile.
 */
const FRESH_ON_MOUNT = { revalidateOnMount: true } as const;

export function useQuoteRequests(filter: QuoteFilter) {
  return useSWR<QuoteRequest[]>(filter === "All" ? QUOTES_KEY : `${QUOTES_KEY}?status=${filter}`, FRESH_ON_MOUNT);
}

/** One page of the inbox's view. */
export function useQuoteInbox(view: InboxView) {
  const params = new URLSearchParams();
  if (view.filter !== "All") params.set("status", view.filter);
  if (view.q) params.set("q", view.q);
  params.set("page", String(view.page));
  params.set("pageSize", String(QUOTE_INBOX_PAGE_SIZE));
  // The cards of the last view stay while a new search loads: no flash of "Loading...", and a card being clicked stays put.
  return useSWR<QuoteRequest[]>(`${QUOTES_KEY}?${params}`, { ...FRESH_ON_MOUNT, keepPreviousData: true });
}

/** One request with its timeline, sent versions and current draft (the admin's quote page). */
export function useQuoteRequestDetail(id: number) {
  return useSWR<QuoteRequestDetail>(quoteDetailKey(id), FRESH_ON_MOUNT);
}

/** Every list view of the inbox, the open request and the dashboard counts are refreshed after a change. */
export function useQuoteActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key) => typeof key === "string" && (key.startsWith(QUOTES_KEY) || key === DASHBOARD_STATS_KEY));
  return {
    markRead: async (id: number) => {
      await send("PUT", `${QUOTES_KEY}/${id}/read`);
      await refresh();
    },
    update: async (id: number, update: QuoteStatusUpdate) => {
      const q = await send<QuoteRequest>("PUT", `${QUOTES_KEY}/${id}`, update);
      await refresh();
      return q;
    },
    /** Saves the draft; the detail is refreshed so its `draft` matches what was stored. */
    saveDraft: async (id: number, draft: QuoteDraftInput) => {
      const saved = await send<QuoteDraft>("PUT", `${QUOTES_KEY}/${id}/draft`, draft);
      await refresh();
      return saved;
    },
    /** A refused send is read again too: the buyer may have answered meanwhile, which the send dialog then shows. */
    sendQuote: async (id: number, idempotencyKey: string) => {
      try {
        // With its Idempotency-Key: a retry with the same key makes no second version.
        return await send<{ version: number; url: string }>("POST", `${QUOTES_KEY}/${id}/send`, undefined, {
          headers: { "Idempotency-Key": idempotencyKey },
        });
      } finally {
        await refresh();
      }
    },
    /** Reopens a closed deal with the reason the buyer is shown. */
    reopen: async (id: number, reason: string) => {
      const event = await send<QuoteEvent>("POST", `${QUOTES_KEY}/${id}/reopen`, { reason });
      await refresh();
      return event;
    },
    /** The admin's reply to the buyer. */
    reply: async (id: number, message: string) => {
      const event = await send<QuoteEvent>("POST", `${QUOTES_KEY}/${id}/messages`, { message });
      await refresh();
      return event;
    },
  };
}
