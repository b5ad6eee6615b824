"use client";

import useSWR, { useSWRConfig } from "swr";
import type { QuoteRequest, QuoteStatus } from "@/lib/types";
import type { QuoteStatusUpdate } from "@/lib/validation/quote-request";
import { send } from "./api";

export const QUOTES_KEY = "/api/admin/quote-requests";

export function useQuoteRequests(status: QuoteStatus | "All") {
  return useSWR<QuoteRequest[]>(status === "All" ? QUOTES_KEY : `${QUOTES_KEY}?status=${status}`);
}

/** Every list view of the inbox and the dashboard counts are refreshed after a change. */
export function useQuoteActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key) => typeof key === "string" && (key.startsWith(QUOTES_KEY) || key === "/api/admin/dashboard-stats"));
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
  };
}
