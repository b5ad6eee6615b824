"use client";

import type { SWRConfiguration } from "swr";
import { fetcher } from "@/lib/api-client";

/**
 * The admin screens load on demand and reload after their own writes: no retry (a refused call shows its error
 * rather than being repeated), no refetch on focus or reconnect and no polling (no request the admin did not cause),
 * and data never goes stale by age.
 */
export const swrConfig: SWRConfiguration = {
  fetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};
