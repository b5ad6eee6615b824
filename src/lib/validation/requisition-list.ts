/**
 * Requisition lists: a company's named lists of SKUs and quantities. The
 * pages' forms and the handlers share these schemas.
 */
import { QUANTITY_MAX, QUANTITY_MESSAGE } from "../quantity";
import { z } from "@/lib/validation/zod";
import { requiredText, singleLine, tooLong } from "./common";
import { SKU_MAX } from "./product";

export const LISTS_MAX = 50;
export const LIST_LINES_MAX = 500;
export const LIST_NAME_MAX = 100;
export const LISTS_MAX_MESSAGE = `A company can keep at most ${LISTS_MAX} requisition lists`;
export const LIST_LINES_MAX_MESSAGE = `A requisition list holds at most ${LIST_LINES_MAX} lines`;
export const UNKNOWN_SKU_MESSAGE = "No product in the catalogue has this SKU";

export const listNameSchema = z.object({
  name: requiredText("Name is required", LIST_NAME_MAX, tooLong("Name", LIST_NAME_MAX)).check(singleLine("Name")),
});

/** A whole number from 1 to QUANTITY_MAX, as a number (scripts) or digits (a plain form). */
export const quantityField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,7}$/, QUANTITY_MESSAGE)
        .transform(Number),
    ],
    { error: QUANTITY_MESSAGE },
  )
  .pipe(z.number().int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(QUANTITY_MAX, QUANTITY_MESSAGE));

export const skuField = requiredText("SKU is required", SKU_MAX, tooLong("SKU", SKU_MAX)).check(singleLine("SKU"));

/** A line added to a list: an SKU already on it gets the quantity added. */
export const listLineSchema = z.object({ sku: skuField, quantity: quantityField });
export const listLineQuantitySchema = z.object({ quantity: quantityField });

/**
 * A list page's Rename and Delete buttons, posted without scripts. The intent
 * is read first (it decides where a plain form goes back to); the rest is
 * checked with the whole schema, so a bad name returns to the page with it.
 */
const LIST_INTENT_MESSAGE = "intent must be rename or delete";
export const listIntentSchema = z.object({ intent: z.enum(["rename", "delete"], { error: LIST_INTENT_MESSAGE }) });
export const listFormSchema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("rename"), name: listNameSchema.shape.name }), z.object({ intent: z.literal("delete") })],
  { error: LIST_INTENT_MESSAGE },
);
/** A line's quantity and Remove buttons, posted without scripts: read as the list's buttons are. */
const LINE_INTENT_MESSAGE = "intent must be quantity or remove";
export const listLineIntentSchema = z.object({ intent: z.enum(["quantity", "remove"], { error: LINE_INTENT_MESSAGE }) });
export const listLineFormSchema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("quantity"), quantity: quantityField }), z.object({ intent: z.literal("remove") })],
  { error: LINE_INTENT_MESSAGE },
);
export type ListLineInput = z.output<typeof listLineSchema>;

/** A list as the account's pages show it; `sold` is false for a product deleted since it was added. */
export interface RequisitionListLine {
  id: number;
  sku: string;
  name: string;
  quantity: number;
  productId: number | null;
  slug: string | null;
  sold: boolean;
}

export interface RequisitionListSummary {
  id: number;
  name: string;
  createdBy: string;
  lineCount: number;
  updatedAt: string;
}

export interface RequisitionListDetail extends RequisitionListSummary {
  lines: RequisitionListLine[];
}
