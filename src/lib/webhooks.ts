/**
 * Webhook event types and the shapes the back office shows. Browser-safe.
 * The payloads are described with examples in docs/webhooks.md.
 */
export const WEBHOOK_EVENT_TYPES = [
  "quote_request.created",
  "quote.sent",
  "quote.accepted",
  "quote.declined",
  "quote.message",
  "product.created",
  "product.updated",
  "product.deleted",
  "order.status_changed",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent by "Send test event" to one endpoint only; never subscribed to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "quote_request.created": "A quote request arrives",
  "quote.sent": "A quote is sent to the buyer",
  "quote.accepted": "The buyer accepts a quote",
  "quote.declined": "The buyer declines a quote",
  "quote.message": "A message on a quote (buyer or admin)",
  "product.created": "A product is added",
  "product.updated": "A product is changed",
  "product.deleted": "A product is deleted",
  "order.status_changed": "An order's status changes",
};

export type WebhookDeliveryStatus = "pending" | "succeeded" | "failed";

export interface WebhookEndpointView {
  id: number;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  disabledAt: string | null;
  disabledReason: string | null;
  failingSince: string | null;
  createdAt: string;
  /** Counts of its deliveries by status. */
  deliveries: Record<WebhookDeliveryStatus, number>;
}

export interface WebhookDeliveryView {
  id: number;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}
