/**
 * Company prices' schemas: one for the admin's form, its route and each row of
 * a CSV import. Kept apart from lib/company-prices.ts, which browser code on
 * every catalogue page imports.
 */
import { COMPANY_PRICE_BREAKS_MAX, DATE_MESSAGE, INCREASING_MESSAGE, POSITIVE_MESSAGE } from "@/lib/company-prices";
import { isIsoDate } from "@/lib/dates";
import { moneyToCents } from "@/lib/money";
import { requiredMoney } from "@/lib/validation/money";
import type { PriceBreak } from "@/lib/quote-math";
import { QUANTITY_MAX, QUANTITY_MESSAGE } from "@/lib/quantity";
import { requiredText, singleLine, tooLong } from "@/lib/validation/common";
import { z } from "@/lib/validation/zod";

const positive = (message: string) => requiredMoney(message).refine((v) => (moneyToCents(v) ?? 0) > 0, POSITIVE_MESSAGE);

const quantity = z.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(QUANTITY_MAX, QUANTITY_MESSAGE);

export const companyPriceBreakSchema = z.object({
  minQuantity: quantity,
  unitPrice: positive("Enter the break's unit price"),
});

export const companyPriceBreaksSchema = z
  .array(companyPriceBreakSchema, { error: "Breaks must be a list" })
  .max(COMPANY_PRICE_BREAKS_MAX, `At most ${COMPANY_PRICE_BREAKS_MAX} quantity breaks per price`)
  .nullish()
  .transform((v) => v ?? [])
  .superRefine((breaks, ctx) => {
    for (let i = 1; i < breaks.length; i++) {
      if (breaks[i].minQuantity <= breaks[i - 1].minQuantity)
        ctx.addIssue({ code: "custom", message: INCREASING_MESSAGE, path: [i, "minQuantity"] });
    }
  });

/** "" or absent: no last day. */
export const expiresOnSchema = z
  .string({ error: DATE_MESSAGE })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isIsoDate(v), DATE_MESSAGE);

/** POST/PUT /api/admin/companies/{id}/prices[/{priceId}] and each row of an import: the product by its SKU. */
export const companyPriceInputSchema = z.object({
  sku: requiredText("Enter the product's SKU", 64, tooLong("SKU", 64)).check(singleLine("SKU")),
  unitPrice: positive("Enter a unit price"),
  breaks: companyPriceBreaksSchema,
  expiresOn: expiresOnSchema,
});

export type CompanyPriceInput = z.output<typeof companyPriceInputSchema>;
export type CompanyPriceFormValues = z.input<typeof companyPriceInputSchema>;

/** The stored JSON of a price's breaks, read back; anything unreadable is no breaks. */
export function storedBreaks(json: string): PriceBreak[] {
  try {
    const r = companyPriceBreaksSchema.safeParse(JSON.parse(json));
    return r.success ? r.data : [];
  } catch {
    return [];
  }
}
