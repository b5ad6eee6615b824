/**
 * A new API key: POST /api/admin/api-keys and the create form. Whether the
 * expiry day is still to come is the server's check (it knows the business's
 * today); the form and the API share everything else.
 */
import { API_KEY_SCOPES } from "@/lib/api-keys";
import { isIsoDate } from "@/lib/dates";
import { z } from "@/lib/validation/zod";
import { requiredText, singleLine, tooLong } from "./common";

export const API_KEY_NAME_MAX = 80;
/** A key may be kept this long at most: an integration is renewed, not forgotten. */
export const API_KEY_MAX_YEARS = 5;

export const apiKeyInputSchema = z.object({
  name: requiredText("Name is required", API_KEY_NAME_MAX, tooLong("Name", API_KEY_NAME_MAX)).check(singleLine("Name")),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: `Scopes must be among ${API_KEY_SCOPES.join(", ")}` }), {
      error: "Scopes must be a list",
    })
    .max(API_KEY_SCOPES.length * 2, "Too many scopes")
    .min(1, "Choose at least one scope")
    .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
  /** The last day the key works (YYYY-MM-DD, through its end in the business's time zone); empty or absent for no expiry. */
  expiresOn: z
    .union([z.string({ error: "Expiry must be a date (YYYY-MM-DD)" }), z.null()], { error: "Expiry must be a date (YYYY-MM-DD)" })
    .optional()
    .transform((v) => (v ? v.trim() : ""))
    .refine((v) => v === "" || isIsoDate(v), "Expiry must be a date (YYYY-MM-DD)")
    .transform((v) => v || null),
});

export type ApiKeyInput = z.output<typeof apiKeyInputSchema>;
export type ApiKeyFormValues = z.input<typeof apiKeyInputSchema>;
