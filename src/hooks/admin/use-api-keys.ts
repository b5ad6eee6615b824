"use client";

import useSWR, { useSWRConfig } from "swr";
import { send } from "@/lib/api-client";
// Types only: erased from the browser's bundle.
import type { ApiKeySummary, CreatedApiKey } from "@/lib/api-keys";
import type { ApiKeyInput } from "@/lib/validation/api-key";

export const API_KEYS_KEY = "/api/admin/api-keys";

export function useApiKeys() {
  return useSWR<ApiKeySummary[]>(API_KEYS_KEY);
}

export function useRefreshApiKeys() {
  const { mutate } = useSWRConfig();
  return async () => {
    await mutate(API_KEYS_KEY);
  };
}

export const createApiKey = (input: ApiKeyInput) => send<CreatedApiKey>("POST", API_KEYS_KEY, input);
export const revokeApiKey = (id: number) => send<ApiKeySummary>("POST", `${API_KEYS_KEY}/${id}/revoke`);
