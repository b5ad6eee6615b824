/**
 * Category: POST/PUT /api/admin/categories and the category dialog.
 * `productCount` may be sent (older clients send it) but is stripped:
 * it is computed from the products. Unknown keys are stripped.
 */
import { z } from "@/lib/validation/zod";
import { attributeDefsSchema } from "./attribute-defs";
import { imageUrlField, requiredText, singleLine, slugField, tooLong } from "./common";

export { SLUG_FORMAT_MESSAGE, SLUG_MAX } from "./common";

export const CATEGORY_NAME_MAX = 200;
export const CATEGORY_DESCRIPTION_MAX = 5000;

export const categoryInputSchema = z.object({
  name: requiredText("Name is required", CATEGORY_NAME_MAX, tooLong("Name", CATEGORY_NAME_MAX)).check(singleLine("Name")),
  slug: slugField(),
  description: requiredText("Description is required", CATEGORY_DESCRIPTION_MAX, tooLong("Description", CATEGORY_DESCRIPTION_MAX)),
  imageUrl: imageUrlField("Valid image URL is required"),
  /** The typed attributes of its products (src/lib/attributes.ts). Absent keeps the stored ones. */
  attributes: attributeDefsSchema.optional(),
});

export type CategoryInput = z.output<typeof categoryInputSchema>;
/** Form values; a `productCount` in the form state is accepted and dropped on parse. */
export type CategoryFormValues = z.input<typeof categoryInputSchema> & { productCount?: number };
