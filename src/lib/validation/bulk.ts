/**
 * Bulk actions on the admin product list (POST /api/admin/products/bulk) and
 * duplicating a product (POST /api/admin/products/{id}/duplicate), shared by
 * the list's dialogs and the routes.
 */
import { z } from "@/lib/validation/zod";
import { ADMIN_PRODUCTS_SEARCH_MAX, categoryIdField, PRODUCT_NAME_MAX, SKU_MAX } from "./product";
import { requiredText, singleLine, slugField, tooLong } from "./common";

/** The most products one request may name by id; more are chosen by filter. */
export const BULK_IDS_MAX = 10_000;

export const BULK_ACTIONS = ["move", "delete"] as const;

const ID_MESSAGE = "ids must be product ids (whole numbers of at least 1)";
const FILTER_CATEGORY_MESSAGE = "Category must be a category id or none";

/**
 * The admin list's filters as JSON: the same meaning as its address's
 * ?search=&categoryId= (adminProductQuerySchema): name or SKU contains the
 * search, any case; a category id, or "none" for products without one.
 */
export const productFilterSchema = z.strictObject(
  {
    search: z
      .string({ error: "Search must be text" })
      .trim()
      .max(ADMIN_PRODUCTS_SEARCH_MAX, tooLong("Search", ADMIN_PRODUCTS_SEARCH_MAX))
      .optional(),
    categoryId: z
      .union(
        [
          z.literal("none"),
          z.number().int(FILTER_CATEGORY_MESSAGE).min(1, FILTER_CATEGORY_MESSAGE).max(2_147_483_647, FILTER_CATEGORY_MESSAGE),
        ],
        {
          error: FILTER_CATEGORY_MESSAGE,
        },
      )
      .optional(),
  },
  { error: "filter must be an object with search and categoryId" },
);

export type ProductFilter = z.output<typeof productFilterSchema>;

export const bulkProductsSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: 'action must be "move" or "delete"' }),
    categoryId: categoryIdField.optional(),
    ids: z
      .array(z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(2_147_483_647, ID_MESSAGE), {
        error: "ids must be a list of product ids",
      })
      .min(1, "Choose at least one product")
      .max(BULK_IDS_MAX, `ids may name at most ${BULK_IDS_MAX} products; choose them by filter instead`)
      .optional(),
    filter: productFilterSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.ids === undefined) === (v.filter === undefined)) {
      ctx.addIssue({ code: "custom", path: ["ids"], message: "Give either ids or filter, not both" });
    }
    if (v.action === "move" && v.categoryId === undefined) {
      ctx.addIssue({ code: "custom", path: ["categoryId"], message: "Choose the category to move the products to" });
    }
  });

export type BulkProductsInput = z.output<typeof bulkProductsSchema>;

/** A copy of a product needs its own SKU and slug; its name may change too. */
export const duplicateProductSchema = z.object({
  sku: requiredText("SKU is required", SKU_MAX, tooLong("SKU", SKU_MAX)).check(singleLine("SKU")),
  slug: slugField(),
  name: requiredText("Name is required", PRODUCT_NAME_MAX, tooLong("Name", PRODUCT_NAME_MAX)).check(singleLine("Name")).optional(),
});

export type DuplicateProductInput = z.output<typeof duplicateProductSchema>;
export type DuplicateProductValues = z.input<typeof duplicateProductSchema>;
