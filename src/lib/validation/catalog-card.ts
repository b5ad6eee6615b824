/**
 * The edit-product screen: one catalogue card of the
 * product page content, edited at /admin/edit-product?index={n}.
 */
import { z } from "@/lib/validation/zod";
import { urlField, optionalText, requiredText, singleLine, tooLong } from "./common";
import { loadedVersionField } from "./product-page-content";

const SHORT_MAX = 100;
const field = (requiredMessage: string, label: string, max = SHORT_MAX) =>
  requiredText(requiredMessage, max, tooLong(label, max)).check(singleLine(label));

export const catalogCardSchema = z.object({
  name: field("Name is required", "Name", 200),
  sku: field("SKU is required", "SKU", 64),
  size: field("Size is required", "Size"),
  thickness: field("Thickness is required", "Thickness"),
  color: field("Color is required", "Color"),
  weight: field("Weight is required", "Weight"),
  dimensions: field("Dimensions are required", "Dimensions"),
  filmType: field("Film type is required", "Film type"),
  imageUrl: urlField("Valid image URL is required"),
  description: optionalText(5000, tooLong("Description", 5000)),
  /** The page content version the screen loaded: a stale one is refused (409). */
  updatedAt: loadedVersionField,
});

export type CatalogCardInput = z.output<typeof catalogCardSchema>;
export type CatalogCardFormValues = z.input<typeof catalogCardSchema>;
