/**
 * The quote loop: the admin's draft quote (PUT …/draft) and the buyer's
 * answers on the private quote page (accept, decline, message). One schema per
 * body, used by the forms and the route handlers alike. Browser-safe.
 */
import { z } from "@/lib/validation/zod";
import { isIsoDate } from "../dates";
import { money, requiredMoney } from "./money";
import { QUANTITY_MAX, QUANTITY_MESSAGE } from "../quantity";
import { QUOTE_BREAKS_MAX } from "../quote-math";
import { optionalText, requiredText, singleLine, tooLong } from "./common";

export const QUOTE_LINES_MAX = 200;
export { QUOTE_BREAKS_MAX };
export const QUOTE_UNITS = ["each", "roll", "case", "box", "pallet", "1,000 bags"] as const;
export const VALID_UNTIL_MESSAGE = "Valid until must be today or later";
export const DATE_MESSAGE = "Enter a date as YYYY-MM-DD";

const quantity = z.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(QUANTITY_MAX, QUANTITY_MESSAGE);

export const priceBreakSchema = z.object({
  minQuantity: quantity,
  unitPrice: requiredMoney("Enter the break's unit price"),
});

export const quoteLineSchema = z.object({
  sku: optionalText(64, tooLong("SKU", 64)).check(singleLine("SKU")),
  name: requiredText("Item name is required", 200, tooLong("Item name", 200)).check(singleLine("Item name")),
  quantity,
  unit: requiredText("Unit is required", 40, tooLong("Unit", 40)).check(singleLine("Unit")),
  unitPrice: requiredMoney("Enter a unit price"),
  breaks: z
    .array(priceBreakSchema, { error: "Breaks must be a list" })
    .max(QUOTE_BREAKS_MAX, `At most ${QUOTE_BREAKS_MAX} quantity breaks per line`)
    .nullish()
    .transform((v) => v ?? [])
    .refine((bs) => new Set(bs.map((b) => b.minQuantity)).size === bs.length, "Each break needs its own minimum quantity"),
  note: optionalText(500, tooLong("Note", 500)),
});

/** A calendar date not before `today` (YYYY-MM-DD). */
export function dateFrom(today: () => string, message: string) {
  return z
    .string({ error: DATE_MESSAGE })
    .trim()
    .refine(isIsoDate, DATE_MESSAGE)
    .refine((d) => d >= today(), message);
}

/**
 * PUT /api/admin/quote-requests/{id}/draft. `today` is the business's date on
 * the server (its time zone) and the browser's in the editor.
 */
export function quoteDraftSchema(today: () => string) {
  return z.object({
    lines: z
      .array(quoteLineSchema, { error: "Add at least one line" })
      .min(1, "Add at least one line")
      .max(QUOTE_LINES_MAX, `A quote can hold at most ${QUOTE_LINES_MAX} lines`),
    /** null or absent: FOB, freight collect. */
    freight: money,
    leadTime: optionalText(200, tooLong("Lead time", 200)).check(singleLine("Lead time")),
    validUntil: dateFrom(today, VALID_UNTIL_MESSAGE),
    terms: optionalText(2000, tooLong("Terms", 2000)),
  });
}

export type QuoteDraftInput = z.output<ReturnType<typeof quoteDraftSchema>>;

export const acceptQuoteSchema = z.object({
  name: requiredText("Enter your name", 200, tooLong("Name", 200)).check(singleLine("Name")),
  poNumber: optionalText(100, tooLong("PO number", 100)).check(singleLine("PO number")),
  version: z
    .number({ error: "Version must be a whole number" })
    .int("Version must be a whole number")
    .min(1, "Version must be a whole number"),
});

export const declineQuoteSchema = z.object({
  reason: optionalText(2000, tooLong("Reason", 2000)),
});

/** A message on a quote: the buyer's (POST /api/quotes/{token}/messages) or the admin's reply (POST …/quote-requests/{id}/messages). */
export const quoteMessageSchema = z.object({
  message: requiredText("Enter a message", 5000, tooLong("Message", 5000)),
});

/** POST /api/admin/quote-requests/{id}/reopen: the reason is shown to the buyer. */
export const reopenQuoteSchema = z.object({
  reason: requiredText("Enter the reason for reopening", 2000, tooLong("Reason", 2000)),
});

export type AcceptQuoteInput = z.output<typeof acceptQuoteSchema>;
export type DeclineQuoteInput = z.output<typeof declineQuoteSchema>;
export type QuoteMessageInput = z.output<typeof quoteMessageSchema>;
export type ReopenQuoteInput = z.output<typeof reopenQuoteSchema>;
