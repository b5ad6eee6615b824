"use client";

import type { SWRConfiguration } from "swr";

/**
 * The admin screens' data layer: reads are GET with
 * credentials; a non-OK answer is an Error "status: body" (or the status
 * text when the body is empty); 401 throws like any other error.
 */
export async function fetcher<T = unknown>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: "include", headers: { Accept: "application/json" } });
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  return (await res.json()) as T;
}

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
