"use client";

import useSWR, { useSWRConfig } from "swr";
import type { DashboardStats } from "@/lib/types";

export const DASHBOARD_STATS_KEY = "/api/admin/dashboard-stats";

export function useDashboardStats() {
  return useSWR<DashboardStats>(DASHBOARD_STATS_KEY);
}

/** Counts change with every product, category, message or quote change. */
export function useRefreshDashboardStats() {
  const { mutate } = useSWRConfig();
  return () => mutate(DASHBOARD_STATS_KEY);
}
