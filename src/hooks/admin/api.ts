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

/** Spec section 7 / 9: no retry, no refetch on focus or reconnect, no polling, data never goes stale. */
export const swrConfig: SWRConfiguration = {
  fetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};

/** A failed write: the server's message and per-field errors, for toasts and form fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Sends a JSON write; resolves with the answer's JSON or throws ApiError (status 0 = network failure). */
export async function send<T = unknown>(method: "POST" | "PUT" | "DELETE", url: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: "include",
      headers: body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json", Accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "Network error. Please try again.");
  }
  const data = (await res.json().catch(() => null)) as { message?: string; errors?: Record<string, string> } | null;
  if (!res.ok) throw new ApiError(res.status, data?.message || `${res.status}: ${res.statusText}`, data?.errors ?? {});
  return data as T;
}
