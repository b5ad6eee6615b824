/**
 * The stretch-film product page content (data the admin edits, never hard-coded):
 * GET/POST /api/admin/product-page-content and the Product Page Management editor.
 */
import { z } from "@/lib/validation/zod";
import { moneyToCents } from "../money";
import { requiredMoney } from "./money";
import type { Product } from "../types";
import { urlField, isWebUrl, optionalUrlField, optionalText, requiredText, tooLong, URL_MAX } from "./common";

export const GALLERY_MAX = 50;
export const VARIANTS_MAX = 200;
export const CATALOG_PRODUCTS_MAX = 200;
export const DOWNLOADS_MAX = 50;

const SHORT_MAX = 100;
const NAME_MAX = 200;
const DESCRIPTION_MAX = 5000;

export const IMAGE_URL_MESSAGE = "Please enter a valid image URL";
export const PRICE_RANGE_ORDER_MESSAGE = "Max price must be at least the min price";

const short = (label: string, max = SHORT_MAX) => optionalText(max, tooLong(label, max));

export const variantSchema = z.object({
  code: requiredText("Code is required", SHORT_MAX, tooLong("Code", SHORT_MAX)),
  size: short("Size"),
  thickness: short("Thickness"),
  color: short("Color"),
});

export const catalogProductSchema = z.object({
  id: z
    .number({ error: "Product id must be a number" })
    .int("Product id must be a whole number")
    .nonnegative("Product id must be a whole number"),
  name: requiredText("Name is required", NAME_MAX, tooLong("Name", NAME_MAX)),
  sku: short("SKU", 64),
  size: short("Size"),
  thickness: short("Thickness"),
  color: short("Color"),
  weight: short("Weight"),
  dimensions: short("Dimensions"),
  filmType: short("Film type"),
  imageUrl: optionalUrlField(IMAGE_URL_MESSAGE),
  /** Kept when the edit-product screen set one (that screen has an optional description). */
  description: optionalText(DESCRIPTION_MAX, tooLong("Description", DESCRIPTION_MAX)).optional(),
});

export const downloadDocumentSchema = z.object({
  title: requiredText("Title is required", NAME_MAX, tooLong("Title", NAME_MAX)),
  description: optionalText(1000, tooLong("Description", 1000)),
  downloadUrl: urlField("Valid download URL is required"),
});

const specText = (requiredMessage: string, label: string) => requiredText(requiredMessage, SHORT_MAX, tooLong(label, SHORT_MAX));

export const pageSpecificationsSchema = z.object({
  weight: specText("Weight is required", "Weight"),
  filmType: specText("Film type is required", "Film type"),
  filmWidth: specText("Film width is required", "Film width"),
  filmLength: specText("Film length is required", "Film length"),
  filmThickness: specText("Film thickness is required", "Film thickness"),
  sku: specText("SKU is required", "SKU"),
});

export const priceRangeSchema = z
  .object({
    min: requiredMoney("Min price is required"),
    max: requiredMoney("Max price is required"),
  })
  .refine(
    (v) => {
      const min = moneyToCents(v.min);
      const max = moneyToCents(v.max);
      return min === null || max === null || min <= max;
    },
    { message: PRICE_RANGE_ORDER_MESSAGE, path: ["max"] },
  );

/**
 * Gallery URLs: blank entries (and null) are dropped on parse; every other
 * entry must be an http(s) URL. Error paths keep the editor's positions.
 */
export const galleryImagesSchema = z
  .array(
    z
      .string({ error: IMAGE_URL_MESSAGE })
      .trim()
      .max(URL_MAX, tooLong("URL", URL_MAX))
      .refine((s) => s === "" || isWebUrl(s), IMAGE_URL_MESSAGE)
      .nullable(),
    { error: "Gallery images must be a list" },
  )
  .refine((a) => a.filter((s) => s).length <= GALLERY_MAX, `At most ${GALLERY_MAX} gallery images`)
  .transform((a): string[] => a.filter((s): s is string => !!s));

const list = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z.array(item, { error: `${label} must be a list` }).max(max, `At most ${max} ${label.toLowerCase()}`);

export const productPageContentSchema = z.object({
  productName: requiredText("Product name is required", NAME_MAX, tooLong("Product name", NAME_MAX)),
  productDescription: requiredText("Product description is required", DESCRIPTION_MAX, tooLong("Product description", DESCRIPTION_MAX)),
  mainImageUrl: urlField("Valid image URL is required"),
  specifications: pageSpecificationsSchema,
  priceRange: priceRangeSchema,
  galleryImages: galleryImagesSchema,
  handWrappedVariants: list(variantSchema, VARIANTS_MAX, "Hand-wrapped variants"),
  machineWrappedVariants: list(variantSchema, VARIANTS_MAX, "Machine-wrapped variants"),
  catalogProducts: list(catalogProductSchema, CATALOG_PRODUCTS_MAX, "Catalog products"),
  downloadDocuments: list(downloadDocumentSchema, DOWNLOADS_MAX, "Download documents"),
});

export type ProductPageContent = z.output<typeof productPageContentSchema>;

/**
 * What is stored: everything but the price range. The page's price is the
 * price of the product whose slug is the page's, read from and saved to that
 * product row, so the page, the catalogue and the cart never disagree.
 */
export const storedPageContentSchema = productPageContentSchema.omit({ priceRange: true });
export type StoredPageContent = z.output<typeof storedPageContentSchema>;

export const STALE_CONTENT_MESSAGE = "This content was changed since you opened it; reload the page and make your edit again.";
export const LOADED_VERSION_MESSAGE = "updatedAt must be the date and time the content was loaded";

/**
 * The `updatedAt` of the content an editor loaded. A save that carries it is
 * refused (409) when the content has changed since; without it the save
 * applies to whatever is stored then.
 */
export const loadedVersionField = z.iso.datetime({ offset: true, error: LOADED_VERSION_MESSAGE }).optional();

/** POST /api/admin/product-page-content: the content and the version it was edited from. */
export const pageContentSaveSchema = productPageContentSchema.extend({ updatedAt: loadedVersionField });

/** A catalogue product a variant code or card SKU names (same SKU, any case). */
export type LinkedProduct = Pick<Product, "id" | "name" | "slug" | "sku" | "priceMin" | "priceMax" | "unitOfSale">;

/**
 * GET/POST /api/admin/product-page-content answer: the content (its price
 * range from its product), the version to send back with the next save, and
 * the products its variant codes and card SKUs link to (the editor marks the
 * ones without).
 */
export interface PageContentAnswer extends ProductPageContent {
  updatedAt: string;
  linkedProducts: LinkedProduct[];
}
export type ProductPageContentInput = z.input<typeof productPageContentSchema>;
export type Variant = z.output<typeof variantSchema>;
export type CatalogProduct = z.output<typeof catalogProductSchema>;
export type DownloadDocument = z.output<typeof downloadDocumentSchema>;
export type PageSpecifications = z.output<typeof pageSpecificationsSchema>;

/** A new variant: code "USSF." + the last four digits of the current time, empty size and thickness, color "Clear". */
export function newVariant(now: number = Date.now()): Variant {
  const digits = String(Math.trunc(Math.abs(now)))
    .slice(-4)
    .padStart(4, "0");
  return { code: `USSF.${digits}`, size: "", thickness: "", color: "Clear" };
}

/** A new catalogue card: id from the current time, color "Clear", other fields empty. */
export function newCatalogProduct(now: number = Date.now()): CatalogProduct {
  return {
    id: Math.trunc(now),
    name: "",
    sku: "",
    size: "",
    thickness: "",
    color: "Clear",
    weight: "",
    dimensions: "",
    filmType: "",
    imageUrl: "",
  };
}
