/**
 * Product: POST/PUT /api/admin/products and the product dialog.
 * Unknown keys (id, category, ...) are stripped.
 */
import { z } from "@/lib/validation/zod";
import { moneyToCents } from "../money";
import { money } from "./money";
import { parseSpecificationsObject } from "../specifications";
import { imageUrlField, requiredText, singleLine, slugField, tooLong, urlField } from "./common";

export const PRODUCT_NAME_MAX = 200;
export const SKU_MAX = 64;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const SPECIFICATIONS_MAX = 10000;
export const UNIT_OF_SALE_MAX = 60;
/** Further images a product may show after its main one. */
export const PRODUCT_IMAGES_MAX = 8;
export const PRODUCT_IMAGE_MESSAGE = "Each image must be a valid image URL";

export const SPECIFICATIONS_FORMAT_MESSAGE = 'Specifications must be a JSON object of key/value pairs, e.g. {"Width": "18in"}';
export const PRICE_ORDER_MESSAGE = "Max price must be at least the min price";

/** categoryId: a number of at least 1 ("Category is required"); form selects give text. */
// A number, or the digits a <select> gives; nothing else (true or [5] are not ids).
export const categoryIdField = z
  // Each branch carries the message too: zodResolver shows the closest branch's issue, not the union's.
  .union(
    [
      z.number({ error: "Category is required" }),
      z.string({ error: "Category is required" }).trim().regex(/^\d+$/, "Category is required").transform(Number),
    ],
    { error: "Category is required" },
  )
  .pipe(z.number().int("Category is required").min(1, "Category is required").max(2_147_483_647, "Category is required"));

export const specificationsField = z
  .string({ error: "Specifications are required" })
  .trim()
  .min(1, "Specifications are required")
  .max(SPECIFICATIONS_MAX, tooLong("Specifications", SPECIFICATIONS_MAX))
  .refine((s) => s === "" || parseSpecificationsObject(s) !== undefined, SPECIFICATIONS_FORMAT_MESSAGE);

export const productInputSchema = z
  .object({
    name: requiredText("Name is required", PRODUCT_NAME_MAX, tooLong("Name", PRODUCT_NAME_MAX)).check(singleLine("Name")),
    slug: slugField(),
    sku: requiredText("SKU is required", SKU_MAX, tooLong("SKU", SKU_MAX)).check(singleLine("SKU")),
    description: requiredText("Description is required", PRODUCT_DESCRIPTION_MAX, tooLong("Description", PRODUCT_DESCRIPTION_MAX)),
    imageUrl: imageUrlField("Valid image URL is required"),
    categoryId: categoryIdField,
    specifications: specificationsField,
    priceMin: money,
    priceMax: money,
    /**
     * What one price buys, e.g. "per case of 4 rolls". Absent leaves the stored
     * one as it is (a client of the original API does not know the field); "" or
     * null clears it.
     */
    unitOfSale: z
      .string({ error: "Unit of sale must be text" })
      .trim()
      .max(UNIT_OF_SALE_MAX, tooLong("Unit of sale", UNIT_OF_SALE_MAX))
      .check(singleLine("Unit of sale"))
      .nullish()
      .transform((v) => (v === null ? "" : v)),
    /**
     * Typed attribute values ({key: value}). Their rules depend on the
     * category (src/lib/attributes.ts validateAttributes, run by the form and
     * by the server once it knows the category's definitions). Absent keeps
     * the stored values, as for unitOfSale.
     */
    attributes: z
      .record(z.string(), z.union([z.number(), z.string(), z.null()]), { error: "Attributes must be an object of key/value pairs" })
      .optional(),
    /**
     * Further image URLs after imageUrl, in display order. Checked like
     * imageUrl, except that an empty entry is refused rather than turned into
     * the placeholder picture. Absent keeps the stored ones, as for unitOfSale.
     */
    images: z
      .array(urlField(PRODUCT_IMAGE_MESSAGE), { error: "Images must be a list of image URLs" })
      .max(PRODUCT_IMAGES_MAX, `At most ${PRODUCT_IMAGES_MAX} further images`)
      .optional(),
  })
  .refine(
    (v) => {
      const min = moneyToCents(v.priceMin);
      const max = moneyToCents(v.priceMax);
      return min === null || max === null || min <= max;
    },
    { message: PRICE_ORDER_MESSAGE, path: ["priceMax"] },
  );

export type ProductInput = z.output<typeof productInputSchema>;
export type ProductFormValues = z.input<typeof productInputSchema>;

/** The admin product list's page size: its default, and the most one answer holds. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 50;
export const ADMIN_PRODUCTS_PAGE_SIZE_MAX = 100;
export const ADMIN_PRODUCTS_SEARCH_MAX = 100;

const wholeNumber = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(max, message));

/**
 * GET /api/admin/products: search (name or SKU contains it, any case), a
 * category (its id, or "none" for products without one), a page. Also how the
 * admin list reads its filters from its own address, so both agree.
 */
export const adminProductQuerySchema = z.object({
  search: z
    .string({ error: "Search must be text" })
    .trim()
    .max(ADMIN_PRODUCTS_SEARCH_MAX, tooLong("Search", ADMIN_PRODUCTS_SEARCH_MAX))
    .default(""),
  categoryId: z
    .union([z.literal("none"), wholeNumber(2_147_483_647, "Category must be a category id or none")], {
      error: "Category must be a category id or none",
    })
    .optional(),
  page: wholeNumber(1_000_000, "Page must be a whole number of at least 1").default(1),
  pageSize: wholeNumber(ADMIN_PRODUCTS_PAGE_SIZE_MAX, `Page size must be a whole number from 1 to ${ADMIN_PRODUCTS_PAGE_SIZE_MAX}`).default(
    ADMIN_PRODUCTS_PAGE_SIZE,
  ),
});

export type AdminProductQuery = z.output<typeof adminProductQuerySchema>;

/** A URL's query as adminProductQuerySchema reads it: an empty parameter (`?search=`) counts as absent. */
export const queryFields = (params: URLSearchParams): Record<string, string> => Object.fromEntries([...params].filter(([, v]) => v !== ""));
