import "server-only";
import type { ApiKeyArea, ApiKeyScope } from "@/lib/api-keys";

/**
 * Which admin API paths an API key may call, and the area whose scope each
 * needs: "<area>:read" for GET and HEAD, "<area>:write" for any other method.
 * A path is matched as that path or anything under it ("/api/admin/products"
 * covers "/api/admin/products/12/duplicate"); one ending in "*" matches any
 * path that begins with it. When several entries cover a path, the longest
 * (most specific) one decides: "/api/admin/exports/accounting" is an orders
 * export inside the catalogue's "/api/admin/export*". A path in no entry
 * refuses keys, whatever it is: a new admin route stays session-only until it
 * is put here.
 */
export const KEY_ROUTES: Readonly<Record<string, ApiKeyArea>> = {
  "/api/admin/products": "catalog",
  "/api/admin/categories": "catalog",
  "/api/admin/synonyms": "catalog",
  "/api/admin/import*": "catalog",
  "/api/admin/export*": "catalog",
  "/api/admin/quote-requests": "quotes",
  "/api/admin/orders": "orders",
  "/api/admin/exports/accounting": "orders",
};

/**
 * Admin API paths that keys may never call, on purpose: the admin's own
 * account, the site's texts and settings, the audit log, and the keys
 * themselves (a key never manages keys). The runtime needs no list for this
 * (a path not in KEY_ROUTES refuses keys anyway); it is here so that every
 * route file is classified one way or the other, which a test checks.
 */
export const SESSION_ONLY_ROUTES: readonly string[] = [
  "/api/admin/api-keys",
  "/api/admin/audit-log",
  "/api/admin/catalog-cards",
  "/api/admin/change-password",
  // Companies hold buyers' details and their own prices: no scope covers them yet.
  "/api/admin/companies",
  "/api/admin/contact-messages",
  "/api/admin/dashboard-stats",
  "/api/admin/login",
  "/api/admin/policies",
  "/api/admin/logout",
  "/api/admin/product-page-content",
  "/api/admin/profile",
  "/api/admin/search-insights",
  "/api/admin/session",
  "/api/admin/settings",
  "/api/admin/update-profile",
  "/api/admin/uploads",
  // A key that could add a webhook endpoint could send the site's events anywhere.
  "/api/admin/webhooks",
];

/** Whether a pattern of the tables above covers this path. */
export function coversPath(pattern: string, pathname: string): boolean {
  if (pattern.endsWith("*")) return pathname.startsWith(pattern.slice(0, -1));
  return pathname === pattern || pathname.startsWith(`${pattern}/`);
}

/** The scope a key needs for this request, or null when keys may not call this path at all. */
export function requiredScope(method: string, pathname: string): ApiKeyScope | null {
  const match = Object.entries(KEY_ROUTES)
    .filter(([pattern]) => coversPath(pattern, pathname))
    .sort(([a], [b]) => b.length - a.length)[0];
  if (!match) return null;
  const m = method.toUpperCase();
  return `${match[1]}:${m === "GET" || m === "HEAD" ? "read" : "write"}`;
}
