/**
 * Slugs. Browser-safe: used by the admin
 * forms (live preview) and by the server schemas.
 */

const SLUG_RE = /^[a-z0-9-]+$/;

/**
 * The original storefront's rule: lowercase, whitespace turned into hyphens, every character
 * other than a-z, 0-9 and hyphen removed.
 *
 * Beyond that rule (it is silent on these): accents are folded first
 * ("Café" -> "cafe" rather than "caf"), the name is trimmed, runs of hyphens
 * collapse to one and hyphens at either end are dropped, so
 * "Gloves & Apron" gives "gloves-apron", not "gloves--apron".
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Non-empty and only a-z, 0-9 and hyphen. */
export function isSlug(s: unknown): s is string {
  return typeof s === "string" && SLUG_RE.test(s);
}
