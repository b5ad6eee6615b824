/**
 * POST /api/admin/orders/{id}/status: the back office's status change, shared
 * by its form and the handler. Browser-safe.
 */
import { z } from "@/lib/validation/zod";
import { DATE_MESSAGE } from "./quote";
import { isIsoDate } from "../dates";
import { ORDER_STATUSES } from "../orders";
import { optionalText, singleLine, tooLong } from "./common";

const status = (label: string) => z.enum(ORDER_STATUSES, { error: `${label} must be one of ${ORDER_STATUSES.join(", ")}` });

export const orderStatusSchema = z
  .object({
    status: status("Status"),
    /** The status the admin saw: a change made meanwhile answers 409 instead of being overwritten. */
    expected: status("Expected status"),
    carrier: optionalText(100, tooLong("Carrier", 100)).check(singleLine("Carrier")),
    trackingNumber: optionalText(100, tooLong("Tracking number", 100)).check(singleLine("Tracking number")),
    shippedOn: optionalText(10, DATE_MESSAGE),
    reason: optionalText(2000, tooLong("Reason", 2000)),
    note: optionalText(2000, tooLong("Note", 2000)),
  })
  .superRefine((v, ctx) => {
    if (v.status === "Shipped") {
      if (!v.carrier) ctx.addIssue({ code: "custom", path: ["carrier"], message: "Enter the carrier" });
      if (!v.trackingNumber) ctx.addIssue({ code: "custom", path: ["trackingNumber"], message: "Enter the tracking number" });
      if (!v.shippedOn) ctx.addIssue({ code: "custom", path: ["shippedOn"], message: "Enter the ship date" });
      else if (!isIsoDate(v.shippedOn)) ctx.addIssue({ code: "custom", path: ["shippedOn"], message: DATE_MESSAGE });
    }
    if (v.status === "Cancelled" && !v.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "Enter the reason for cancelling" });
  });

export type OrderStatusInput = z.output<typeof orderStatusSchema>;

export const ORDER_NUMBER_RE = /^SO-\d{4}-\d{6,10}$/;

/** POST /api/account/reorder: an order of the buyer's, by its number. */
export const reorderSchema = z.object({
  orderNumber: z
    .string({ error: "Enter an order number" })
    .trim()
    .max(20, "Not an order number")
    .regex(ORDER_NUMBER_RE, "Not an order number"),
});

/** POST /api/quotes/{token}/reorder: the private link is all it needs, the body is empty. */
export const quoteReorderSchema = z.object({});
