"use client";

import useSWR, { useSWRConfig } from "swr";
import type { SettingEntry } from "@/lib/types";
import { SETTING_KEYS, type SettingKey } from "@/lib/validation/settings";
import { ApiError, NETWORK_ERROR_MESSAGE, send } from "@/lib/api-client";

export const SETTINGS_KEY = "/api/admin/settings";

export type SettingsMap = Record<SettingKey, string>;

/** The eleven public settings as a map; a key the server left out is "". */
export function toSettingsMap(entries: SettingEntry[]): SettingsMap {
  const byKey = new Map(entries.map((e) => [e.key, e.value]));
  return Object.fromEntries(SETTING_KEYS.map((k) => [k, byKey.get(k) ?? ""])) as SettingsMap;
}

export function useSettings() {
  const { data, error, isLoading, mutate } = useSWR<SettingEntry[]>(SETTINGS_KEY);
  return { settings: data ? toSettingsMap(data) : undefined, error: error as Error | undefined, isLoading, retry: () => mutate() };
}

/**
 * Saves the given settings with one PUT per key (every field of the
 * section is sent, "" when blank), and resets the `reset` keys (website images
 * back to their defaults) with a DELETE each; then refetches the settings
 * list. When a call fails it throws an ApiError whose `errors` are keyed by
 * setting key, after every call has settled, so a partial save still
 * refreshes what changed. Resolves with the refetched settings.
 */
export function useSaveSettings() {
  const { mutate } = useSWRConfig();
  return async function saveSettings(
    values: Partial<Record<SettingKey, string>>,
    reset: readonly SettingKey[] = [],
  ): Promise<SettingsMap | undefined> {
    const entries = [
      ...(Object.entries(values) as [SettingKey, string | undefined][]).filter(([key]) => !reset.includes(key)),
      ...reset.map((key) => [key, null] as const),
    ];
    const results = await Promise.allSettled(
      entries.map(([key, value]) =>
        value === null ? send("DELETE", `/api/admin/settings/${key}`) : send("PUT", `/api/admin/settings/${key}`, { value: value ?? "" }),
      ),
    );
    const fresh = await mutate<SettingEntry[]>(SETTINGS_KEY).catch(() => undefined);
    const failures = results.flatMap((r, i) => (r.status === "rejected" ? [{ key: entries[i][0], error: r.reason as unknown }] : []));
    if (failures.length === 0) return fresh ? toSettingsMap(fresh) : undefined;
    const first = failures[0].error;
    const errors = Object.fromEntries(
      failures.map(({ key, error }) => [key, error instanceof ApiError ? (error.errors.value ?? error.message) : "Not saved"]),
    );
    throw new ApiError(
      first instanceof ApiError ? first.status : 0,
      first instanceof ApiError ? first.message : NETWORK_ERROR_MESSAGE,
      errors,
    );
  };
}
