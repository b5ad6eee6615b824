"use client";

import useSWR, { useSWRConfig } from "swr";
import type { ContactMessage, DashboardStats } from "@/lib/types";
import { send } from "@/lib/api-client";
import { DASHBOARD_STATS_KEY } from "./keys";

export const MESSAGES_PAGE_SIZE = 50;
const MESSAGES_PREFIX = "/api/admin/contact-messages";

export const messagesPageKey = (page: number) => `${MESSAGES_PREFIX}?page=${page}&pageSize=${MESSAGES_PAGE_SIZE}`;

const isMessagesKey = (key: unknown) => typeof key === "string" && key.startsWith(MESSAGES_PREFIX);

/** One page of messages, newest first (the server orders them); `enabled` false fetches nothing. */
export function useContactMessages(page: number, enabled = true) {
  const { data, error, isLoading, mutate } = useSWR<ContactMessage[]>(enabled ? messagesPageKey(page) : null);
  return { messages: data, error: error as Error | undefined, isLoading, retry: () => mutate() };
}

/** Unread count over every page (the dashboard stats count them on the server). */
export function useUnreadCount(): number | undefined {
  const { data } = useSWR<DashboardStats>(DASHBOARD_STATS_KEY);
  return data?.unreadMessages;
}

/** Refetches every loaded page of messages and the counts that depend on them. */
function useRefreshMessages() {
  const { mutate } = useSWRConfig();
  return () => Promise.all([mutate(isMessagesKey), mutate(DASHBOARD_STATS_KEY)]);
}

export function useMarkMessageRead() {
  const refresh = useRefreshMessages();
  return async (id: number) => {
    await send("PUT", `${MESSAGES_PREFIX}/${id}/read`);
    await refresh();
  };
}

export function useDeleteMessage() {
  const refresh = useRefreshMessages();
  return async (id: number) => {
    await send("DELETE", `${MESSAGES_PREFIX}/${id}`);
    await refresh();
  };
}
