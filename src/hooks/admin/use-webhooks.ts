"use client";

import useSWR from "swr";
import { ApiError, getJson, send } from "@/lib/api-client";
import type { WebhookEndpointInput } from "@/lib/validation/webhook";
// Types only: erased from the browser's bundle.
import type { WebhookDeliveryView, WebhookEndpointView } from "@/lib/webhooks";

export const WEBHOOKS_KEY = "/api/admin/webhooks";
const endpointKey = (id: number) => `${WEBHOOKS_KEY}/${id}`;
const deliveriesKey = (id: number) => `${WEBHOOKS_KEY}/${id}/deliveries`;

/** Read again on each visit: the endpoint pages change what the list shows (status, counts, deletions). */
export const useWebhookEndpoints = () => useSWR<WebhookEndpointView[]>(WEBHOOKS_KEY, { revalidateOnMount: true });
export const useWebhookEndpoint = (id: number) => useSWR<WebhookEndpointView>(endpointKey(id));
/** Deliveries change in the background: the screen has a Refresh button rather than polling. */
export const useWebhookDeliveries = (id: number) => useSWR<WebhookDeliveryView[]>(deliveriesKey(id));

export const createWebhookEndpoint = (input: WebhookEndpointInput) =>
  send<WebhookEndpointView & { secret: string }>("POST", WEBHOOKS_KEY, input);
export const setWebhookEnabled = (id: number, enabled: boolean) => send<WebhookEndpointView>("PUT", endpointKey(id), { enabled });
export const deleteWebhookEndpoint = (id: number) => send("DELETE", endpointKey(id));
export const sendWebhookTest = (id: number) => send<{ eventId: string }>("POST", `${endpointKey(id)}/test`);
export const redeliverWebhook = (id: number, deliveryId: number) => send("POST", `${deliveriesKey(id)}/${deliveryId}/redeliver`);

export async function revealWebhookSecret(id: number): Promise<string> {
  const unread = "The secret could not be read";
  const body = await getJson<{ secret?: string } | null>(`${endpointKey(id)}/secret`, { fallback: () => unread });
  if (!body?.secret) throw new ApiError(200, unread);
  return body.secret;
}
