"use client";

import useSWR from "swr";
// Types only: erased from the browser's bundle.
import type { SearchInsight, SearchInsights } from "@/lib/admin-types";
import { SEARCH_INSIGHTS_KEY } from "./keys";

export type { SearchInsight, SearchInsights };

/** GET /api/admin/search-insights: the last 30 days' top searches that found nothing, and the top searches. */
export function useSearchInsights() {
  return useSWR<SearchInsights>(SEARCH_INSIGHTS_KEY);
}
