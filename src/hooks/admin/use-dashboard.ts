"use client";

import useSWR from "swr";
import type { DashboardStats } from "@/lib/types";
// A type only: erased from the browser's bundle.
import type { QuoteStats } from "@/lib/admin-types";
import { DASHBOARD_STATS_KEY } from "./keys";

/** GET /api/admin/dashboard-stats: the store's counts and, under `quotes`, the quote loop's figures. */
export type DashboardAnswer = DashboardStats & { quotes?: QuoteStats };

export function useDashboardStats() {
  return useSWR<DashboardAnswer>(DASHBOARD_STATS_KEY);
}
