/**
 * Webhook endpoint: POST /api/admin/webhooks and the add-endpoint form.
 */
import { z } from "@/lib/validation/zod";
import { WEBHOOK_EVENT_TYPES } from "../webhooks";
import { optionalText, singleLine, tooLong, URL_MAX } from "./common";

export const WEBHOOK_DESCRIPTION_MAX = 200;

export const webhookEndpointSchema = z.object({
  url: z
    .string({ error: "URL is required" })
    .trim()
    .min(1, "URL is required")
    .max(URL_MAX, tooLong("URL", URL_MAX))
    .refine((s) => {
      try {
        const u = new URL(s);
        return (u.protocol === "https:" || u.protocol === "http:") && u.hostname !== "" && !u.username && !u.password && !/\s/.test(s);
      } catch {
        return false;
      }
    }, "URL must be an http(s) address such as https://example.com/webhooks, without a user name or password"),
  description: optionalText(WEBHOOK_DESCRIPTION_MAX, tooLong("Description", WEBHOOK_DESCRIPTION_MAX)).pipe(
    z.string().check(singleLine("Description")),
  ),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `Events must be among ${WEBHOOK_EVENT_TYPES.join(", ")}` }), {
      error: "Events must be a list of event types",
    })
    .min(1, "Choose at least one event")
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((list) => [...new Set(list)]),
});

export type WebhookEndpointInput = z.output<typeof webhookEndpointSchema>;
export type WebhookEndpointFormValues = z.input<typeof webhookEndpointSchema>;

export const webhookEnabledSchema = z.object({
  enabled: z.boolean({ error: "enabled must be true or false" }),
});
