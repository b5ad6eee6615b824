/**
 * Settings: the eleven public keys, the Business Information and
 * Website Images forms, and the `{value}` body of PUT /api/admin/settings/{key}.
 */
import { z } from "@/lib/validation/zod";
import { isEmail, optionalUrlField, optionalText, requiredText, singleLine } from "./common";

export const BUSINESS_KEYS = [
  "business_name",
  "business_phone",
  "business_email",
  "business_address",
  "business_hours",
  "business_description",
] as const;

export const IMAGE_KEYS = [
  "homepage_hero_image",
  "homepage_stretch_film_image",
  "homepage_poly_mailer_image",
  "about_hero_image",
  "about_story_image",
] as const;

/** The eleven public keys: the only ones the public GET /api/admin/settings returns. */
export const SETTING_KEYS = [...BUSINESS_KEYS, ...IMAGE_KEYS] as const;

export type BusinessKey = (typeof BUSINESS_KEYS)[number];
export type ImageKey = (typeof IMAGE_KEYS)[number];
export type SettingKey = (typeof SETTING_KEYS)[number];

export function isSettingKey(k: unknown): k is SettingKey {
  return typeof k === "string" && (SETTING_KEYS as readonly string[]).includes(k);
}
export function isImageKey(k: unknown): k is ImageKey {
  return typeof k === "string" && (IMAGE_KEYS as readonly string[]).includes(k);
}

export const IMAGE_URL_MESSAGE = "Please enter a valid image URL";

const businessFields = {
  business_name: requiredText("Business name is required", 100, "Business name too long").check(singleLine("Business name")),
  business_phone: optionalText(20, "Phone number too long").check(singleLine("Phone number")),
  business_email: optionalText(100, "Email too long").refine((s) => s === "" || isEmail(s), "Please enter a valid email"),
  business_address: optionalText(500, "Address too long"),
  business_hours: optionalText(300, "Business hours too long"),
  business_description: optionalText(3000, "Description too long"),
} satisfies Record<BusinessKey, z.ZodType>;

const imageFields = {
  homepage_hero_image: optionalUrlField(IMAGE_URL_MESSAGE),
  homepage_stretch_film_image: optionalUrlField(IMAGE_URL_MESSAGE),
  homepage_poly_mailer_image: optionalUrlField(IMAGE_URL_MESSAGE),
  about_hero_image: optionalUrlField(IMAGE_URL_MESSAGE),
  about_story_image: optionalUrlField(IMAGE_URL_MESSAGE),
} satisfies Record<ImageKey, z.ZodType>;

/** Business Information form: missing optional fields become "". */
export const businessInfoSchema = z.object(businessFields);

/** Website Images form: each a valid http(s) URL or "" ("" means keep the current image). */
export const websiteImagesSchema = z.object(imageFields);

export type BusinessInfoInput = z.output<typeof businessInfoSchema>;
export type BusinessInfoFormValues = z.input<typeof businessInfoSchema>;
export type WebsiteImagesInput = z.output<typeof websiteImagesSchema>;
export type WebsiteImagesFormValues = z.input<typeof websiteImagesSchema>;

const fieldByKey: Record<SettingKey, z.ZodType<string>> = { ...businessFields, ...imageFields };

/**
 * The body `{value}` of PUT /api/admin/settings/{key} for one key, with that
 * field's rules and messages. A missing or null value is "" (blank), which
 * only business_name refuses.
 */
export function settingValueSchema(key: SettingKey): z.ZodType<{ value: string }> {
  return z.object({ value: fieldByKey[key] });
}
