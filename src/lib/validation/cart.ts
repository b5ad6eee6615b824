/**
 * The cart's check against the catalogue: GET /api/cart-items?sku=…&id=…
 * (repeated). An item is looked up by SKU, or by id when it has no SKU, as the
 * quote request does.
 */
import { z } from "@/lib/validation/zod";
import { SKU_MAX } from "./product";
import { QUOTE_ITEMS_MAX } from "./quote-request";

/** Items checked in one call: as many as one quote request may hold. */
export const CART_LOOKUP_MAX = QUOTE_ITEMS_MAX;
export const CART_LOOKUP_MAX_MESSAGE = `At most ${CART_LOOKUP_MAX} items can be checked at once`;
export const CART_LOOKUP_EMPTY_MESSAGE = "Give at least one sku or id";
const ID_MESSAGE = "must be positive whole numbers";

export const cartLookupSchema = z
  .object({
    sku: z
      .array(z.string().trim().max(SKU_MAX, `must be at most ${SKU_MAX} characters each`))
      .max(CART_LOOKUP_MAX, CART_LOOKUP_MAX_MESSAGE),
    id: z
      .array(
        z
          .string()
          .regex(/^[1-9][0-9]{0,9}$/, ID_MESSAGE)
          .transform(Number)
          .refine((n) => n <= 2_147_483_647, ID_MESSAGE),
      )
      .max(CART_LOOKUP_MAX, CART_LOOKUP_MAX_MESSAGE),
  })
  .transform((v) => ({ skus: v.sku.filter(Boolean), ids: v.id }))
  .refine((v) => v.skus.length + v.ids.length > 0, CART_LOOKUP_EMPTY_MESSAGE)
  .refine((v) => v.skus.length + v.ids.length <= CART_LOOKUP_MAX, CART_LOOKUP_MAX_MESSAGE);
