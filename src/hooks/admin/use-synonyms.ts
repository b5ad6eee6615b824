"use client";

import useSWR, { useSWRConfig } from "swr";
import { send } from "@/lib/api-client";
import type { SynonymInput } from "@/lib/validation/synonym";
// Types only: erased from the browser's bundle.
import type { Synonym } from "@/lib/admin-types";
import { SEARCH_INSIGHTS_KEY } from "./keys";

export type { Synonym };

export const SYNONYMS_KEY = "/api/admin/synonyms";

export function useSynonyms() {
  return useSWR<Synonym[]>(SYNONYMS_KEY);
}

/** Refetches the dictionary and the insights (which say when a synonym now matches). */
export function useRefreshSynonyms() {
  const { mutate } = useSWRConfig();
  return async () => {
    await Promise.all([mutate(SYNONYMS_KEY), mutate(SEARCH_INSIGHTS_KEY)]);
  };
}

export const createSynonym = (input: SynonymInput) => send<Synonym>("POST", SYNONYMS_KEY, input);
export const updateSynonym = (id: number, input: SynonymInput) => send<Synonym>("PUT", `${SYNONYMS_KEY}/${id}`, input);
export const deleteSynonym = (id: number) => send<{ success: boolean }>("DELETE", `${SYNONYMS_KEY}/${id}`);
