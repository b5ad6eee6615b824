/**
 * Building blocks shared by the entity schemas. Browser-safe.
 */
import { z } from "@/lib/validation/zod";
import { isSlug } from "../slug";
import { HONEYPOT_FIELD } from "./honeypot-field";

// zod probes for eval support with `new Function` to speed up parsing; our
// Content-Security-Policy forbids eval, and the probe's refusal is logged as
// a page error. The interpreted path is fast enough for forms and handlers.
z.config({ jitless: true });

export const URL_MAX = 2000;

/** "Name must be at most 200 characters". */
export function tooLong(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/**
 * For `.check()` on a one-line field (a name, company, phone, SKU...): CR or LF
 * is refused, "Name must be on one line". Such text reaches e-mail subjects and
 * headers and one-line displays, where a line break would start a new header
 * or fake a line of the shop's own. Multi-line fields (messages, notes,
 * descriptions, addresses) do not use it.
 */
export const singleLine = (label: string) => z.regex(/^[^\r\n]*$/, `${label} must be on one line`);

/** A trimmed, non-empty string of at most `max` characters. Missing or not text gives `requiredMessage`. */
export function requiredText(requiredMessage: string, max: number, tooLongMessage: string) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLongMessage);
}

/** A trimmed string of at most `max` characters; missing or null gives "". */
export function optionalText(max: number, tooLongMessage: string, notTextMessage = "Must be text") {
  return z
    .string({ error: notTextMessage })
    .trim()
    .max(max, tooLongMessage)
    .nullish()
    .transform((v): string => v ?? "");
}

/** Absolute http(s) URL with a host, and no whitespace. */
export function isHttpUrl(s: unknown): s is string {
  if (typeof s !== "string" || s === "" || /\s/.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "";
  } catch {
    return false;
  }
}

/** A path on this site such as "/images/products/film.svg" (not "//host/..."), no whitespace. */
export function isSitePath(s: unknown): s is string {
  return typeof s === "string" && /^\/(?![/\\])[^\s\\]*$/.test(s);
}

/**
 * What the schemas accept as an image or document URL: an absolute http(s) URL,
 * or a path on this site (the seeded images live under public/images).
 */
export function isWebUrl(s: unknown): s is string {
  return isSitePath(s) || isHttpUrl(s);
}

/** A required URL (http(s) or a site path, trimmed). */
export function urlField(message: string, max = URL_MAX) {
  return z.string({ error: message }).trim().max(max, tooLong("URL", max)).refine(isWebUrl, message);
}

/** The picture a product or category shows when it has none of its own. */
export const DEFAULT_IMAGE_URL = "/images/placeholder.svg";

/**
 * A product's or category's image: a URL (http(s) or a site path, trimmed), or
 * empty for the default picture, stored as DEFAULT_IMAGE_URL so every reader
 * gets a URL. Missing or not text is refused like a bad URL.
 */
export function imageUrlField(message: string, max = URL_MAX) {
  return z
    .string({ error: message })
    .trim()
    .max(max, tooLong("URL", max))
    .transform((s) => s || DEFAULT_IMAGE_URL)
    .refine(isWebUrl, message);
}

/** A URL (http(s) or a site path) or "" (trimmed); missing or null gives "". */
export function optionalUrlField(message: string, max = URL_MAX) {
  return z
    .string({ error: message })
    .trim()
    .max(max, tooLong("URL", max))
    .refine((s) => s === "" || isWebUrl(s), message)
    .nullish()
    .transform((v): string => v ?? "");
}

export const SLUG_MAX = 200;
export const SLUG_FORMAT_MESSAGE = "Slug may only contain lowercase letters, numbers and hyphens";

/** A required slug: trimmed, then only a-z, 0-9 and hyphen. */
export function slugField() {
  return requiredText("Slug is required", SLUG_MAX, tooLong("Slug", SLUG_MAX)).refine((s) => s === "" || isSlug(s), SLUG_FORMAT_MESSAGE);
}

export const EMAIL_RE = z.regexes.email;

export function isEmail(s: unknown): s is string {
  return typeof s === "string" && EMAIL_RE.test(s);
}

/** A required e-mail address (trimmed). */
export function emailField(message: string, max: number, tooLongMessage: string) {
  return z.string({ error: message }).trim().max(max, tooLongMessage).regex(EMAIL_RE, message);
}

/**
 * Honeypot: a form field hidden from people; bots fill it.
 * Route handlers should check `isHoneypotFilled(body)` before validating and
 * answer as if the submission succeeded, without storing it.
 */
export { HONEYPOT_FIELD };
export const HONEYPOT_MESSAGE = "Leave this field empty";

export const honeypot = z
  .string({ error: HONEYPOT_MESSAGE })
  .nullish()
  .refine((v) => v === undefined || v === null || v.trim() === "", HONEYPOT_MESSAGE)
  .transform((): undefined => undefined);

/** Drops the (checked, empty) honeypot key so parsed data can go straight to storage. */
export function withoutHoneypot<T extends { [HONEYPOT_FIELD]?: unknown }>(v: T): Omit<T, typeof HONEYPOT_FIELD> {
  const rest: Partial<T> = { ...v };
  delete rest[HONEYPOT_FIELD];
  return rest as Omit<T, typeof HONEYPOT_FIELD>;
}

export function isHoneypotFilled(body: unknown): boolean {
  if (body === null || typeof body !== "object") return false;
  const v = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (v === undefined || v === null) return false;
  return typeof v !== "string" || v.trim() !== "";
}
