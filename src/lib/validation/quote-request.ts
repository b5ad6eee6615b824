/**
 * Quote requests: the request form and POST of a quote request,
 * and the admin inbox's status/notes update.
 */
import { z } from "@/lib/validation/zod";
import { todayIn } from "../dates";
import { money } from "./money";
import { QUANTITY_MAX, QUANTITY_MESSAGE } from "../quantity";
import { QUOTE_STATUSES } from "../types";
import { DATE_MESSAGE, dateFrom } from "./quote";
import { emailField, honeypot, HONEYPOT_FIELD, withoutHoneypot, optionalText, requiredText, singleLine, tooLong } from "./common";

export { HONEYPOT_FIELD, HONEYPOT_MESSAGE, isHoneypotFilled } from "./common";

/** The 50 states and DC, by name. */
export const US_STATES = [
  { code: "AL", name: "Alabama" },
  { code: "AK", name: "Alaska" },
  { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" },
  { code: "CA", name: "California" },
  { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" },
  { code: "DE", name: "Delaware" },
  { code: "DC", name: "District of Columbia" },
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" },
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" },
  { code: "ME", name: "Maine" },
  { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" },
  { code: "MO", name: "Missouri" },
  { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" },
  { code: "NV", name: "Nevada" },
  { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" },
  { code: "NM", name: "New Mexico" },
  { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" },
  { code: "ND", name: "North Dakota" },
  { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" },
  { code: "OR", name: "Oregon" },
  { code: "PA", name: "Pennsylvania" },
  { code: "RI", name: "Rhode Island" },
  { code: "SC", name: "South Carolina" },
  { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" },
  { code: "TX", name: "Texas" },
  { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" },
  { code: "VA", name: "Virginia" },
  { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" },
  { code: "WI", name: "Wisconsin" },
  { code: "WY", name: "Wyoming" },
] as const satisfies readonly { code: string; name: string }[];

export type UsStateCode = (typeof US_STATES)[number]["code"];
export const US_STATE_CODES: readonly UsStateCode[] = US_STATES.map((s) => s.code);

export function isUsStateCode(s: unknown): s is UsStateCode {
  return typeof s === "string" && (US_STATE_CODES as readonly string[]).includes(s);
}

export const QUOTE_ITEMS_MAX = 200;
/** The same limit as the quantity fields of the product pages and the cart. */
export const QUOTE_QUANTITY_MAX = QUANTITY_MAX;
export const QUOTE_NOTES_MAX = 5000;

export const STATE_MESSAGE = "Select a ship-to state";
export const ZIP_MESSAGE = "Enter a valid ZIP code";
export const PHONE_MESSAGE = "Enter a valid phone number";
export { QUANTITY_MESSAGE };
export const ITEMS_EMPTY_MESSAGE = "Add at least one item to request a quote";
export const ITEMS_TOO_MANY_MESSAGE = `A quote request can hold at most ${QUOTE_ITEMS_MAX} items`;

const ZIP_RE = /^\d{5}(?:-\d{4})?$/;
const PHONE_RE = /^[0-9 +\-().]{7,25}$/;

/** 7-25 characters of digits, spaces, + - ( ) . with at least 7 digits. */
export function isPhone(s: unknown): s is string {
  return typeof s === "string" && PHONE_RE.test(s) && (s.match(/\d/g)?.length ?? 0) >= 7;
}

export const quoteItemSchema = z.object({
  productId: z
    .number({ error: "Product id must be a whole number" })
    .int("Product id must be a whole number")
    .nullish()
    .transform((v): number | null => v ?? null),
  sku: optionalText(64, tooLong("SKU", 64)).check(singleLine("SKU")),
  name: requiredText("Item name is required", 200, tooLong("Item name", 200)).check(singleLine("Item name")),
  quantity: z.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(QUOTE_QUANTITY_MAX, QUANTITY_MESSAGE),
  /** The unit price the buyer hopes for, or null. */
  targetPrice: money,
  substitutesOk: z
    .boolean({ error: "Substitutes OK must be true or false" })
    .nullish()
    .transform((v) => v ?? false),
});

export const NEEDED_BY_MESSAGE = "Needed by must be today or later";

/**
 * The needed-by date may not be in the past. The browser checks against its
 * own date; the server against the earliest date still current anywhere
 * (UTC-12), so a buyer west of the business is never refused their today.
 */
const earliestToday = () => todayIn("Etc/GMT+12");

export const quoteRequestSchema = z
  .object({
    name: requiredText("Name is required", 200, tooLong("Name", 200)).check(singleLine("Name")),
    /** Optional (a buyer may be a sole trader); blank gives "". */
    company: optionalText(200, tooLong("Company", 200)).check(singleLine("Company")),
    email: emailField("Please enter a valid email", 254, tooLong("Email", 254)),
    phone: z.string({ error: PHONE_MESSAGE }).trim().refine(isPhone, PHONE_MESSAGE),
    /** Two-letter code, any case on input, upper case on output. */
    state: z.string({ error: STATE_MESSAGE }).trim().toUpperCase().refine(isUsStateCode, STATE_MESSAGE),
    zip: z.string({ error: ZIP_MESSAGE }).trim().regex(ZIP_RE, ZIP_MESSAGE),
    notes: optionalText(QUOTE_NOTES_MAX, tooLong("Notes", QUOTE_NOTES_MAX)),
    /** YYYY-MM-DD or absent/empty (null). */
    neededBy: z
      .union([z.literal(""), dateFrom(typeof window === "undefined" ? earliestToday : () => todayIn(), NEEDED_BY_MESSAGE)], {
        error: DATE_MESSAGE,
      })
      .nullish()
      .transform((v): string | null => v || null),
    items: z
      .array(quoteItemSchema, { error: ITEMS_EMPTY_MESSAGE })
      .min(1, ITEMS_EMPTY_MESSAGE)
      .max(QUOTE_ITEMS_MAX, ITEMS_TOO_MANY_MESSAGE),
    [HONEYPOT_FIELD]: honeypot,
  })
  .transform(withoutHoneypot);

export type QuoteRequestInput = z.output<typeof quoteRequestSchema>;
export type QuoteRequestFormValues = z.input<typeof quoteRequestSchema>;

export const QUOTE_STATUS_MESSAGE = `Status must be one of ${QUOTE_STATUSES.join(", ")}`;
export const QUOTE_UPDATE_EMPTY_MESSAGE = "Provide a status or admin notes";

/** PATCH of a quote request in the admin inbox: at least one of status, adminNotes. */
export const quoteStatusUpdateSchema = z
  .object({
    status: z.enum(QUOTE_STATUSES, { error: QUOTE_STATUS_MESSAGE }).optional(),
    adminNotes: z.string({ error: "Admin notes must be text" }).max(5000, tooLong("Admin notes", 5000)).optional(),
  })
  .refine((v) => v.status !== undefined || v.adminNotes !== undefined, QUOTE_UPDATE_EMPTY_MESSAGE);

export type QuoteStatusUpdate = z.output<typeof quoteStatusUpdateSchema>;

/** The inbox's views besides all requests: a status, or Expired (Quoted, and the latest quote's valid-until day has ended). */
export const QUOTE_LIST_FILTERS = [...QUOTE_STATUSES, "Expired"] as const;
export type QuoteListFilter = (typeof QUOTE_LIST_FILTERS)[number];
export const QUOTE_SEARCH_MAX = 100;
/** Requests per page of the inbox. */
export const QUOTE_INBOX_PAGE_SIZE = 25;

/**
 * The inbox's query (GET /api/admin/quote-requests, and the inbox page's own
 * address): the view and the search (reference, buyer's name, company or
 * e-mail, or an item's SKU). page and pageSize are read with the other lists'.
 */
export const quoteListQuerySchema = z.object({
  status: z.enum(QUOTE_LIST_FILTERS, { error: `Status must be one of ${QUOTE_LIST_FILTERS.join(", ")}` }).optional(),
  q: z
    .string({ error: "Search must be text" })
    .trim()
    .max(QUOTE_SEARCH_MAX, tooLong("Search", QUOTE_SEARCH_MAX))
    .check(singleLine("Search"))
    .default(""),
});
