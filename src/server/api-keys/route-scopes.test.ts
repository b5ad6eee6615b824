import { readdirSync } from "node:fs";
import { join } from "node:path";
import { coversPath, KEY_ROUTES, requiredScope, SESSION_ONLY_ROUTES } from "./route-scopes";

const ADMIN_API = join(__dirname, "..", "..", "app", "api", "admin");

/** Each route file under src/app/api/admin as the path it answers, its [params] filled with a sample value. */
function adminApiPaths(): string[] {
  return readdirSync(ADMIN_API, { recursive: true, encoding: "utf8" })
    .filter((f) => /(^|[\\/])route\.(ts|tsx|js|mjs)$/.test(f))
    .map((f) => {
      const dir = f.split(/[\\/]/).slice(0, -1);
      return ["/api/admin", ...dir.map((segment) => (/^\[.*\]$/.test(segment) ? "7" : segment))].join("/");
    })
    .sort();
}

test("every admin API route is classified: open to keys of one area, or deliberately session-only", () => {
  const paths = adminApiPaths();
  expect(paths).toEqual(expect.arrayContaining(["/api/admin/products", "/api/admin/api-keys", "/api/admin/products/7/duplicate"]));
  const problems: string[] = [];
  for (const path of paths) {
    const forKeys = Object.keys(KEY_ROUTES).filter((p) => coversPath(p, path));
    const sessionOnly = SESSION_ONLY_ROUTES.filter((p) => coversPath(p, path));
    if (forKeys.length + sessionOnly.length === 0)
      problems.push(`${path}: in neither KEY_ROUTES nor SESSION_ONLY_ROUTES (src/server/api-keys/route-scopes.ts)`);
    if (forKeys.length > 0 && sessionOnly.length > 0) problems.push(`${path}: both open to keys and session-only`);
    // Several entries are allowed when one is the longest: it decides (requiredScope).
    const longest = Math.max(0, ...forKeys.map((p) => p.length));
    if (forKeys.filter((p) => p.length === longest).length > 1)
      problems.push(`${path}: in several KEY_ROUTES entries of the same length (${forKeys.join(", ")})`);
  }
  for (const p of SESSION_ONLY_ROUTES)
    if (!paths.some((path) => coversPath(p, path))) problems.push(`SESSION_ONLY_ROUTES names ${p}, which has no route`);
  expect(problems).toEqual([]);
});

test("the scope a request needs: its area, read for GET and HEAD, write for every other method", () => {
  expect(requiredScope("GET", "/api/admin/products")).toBe("catalog:read");
  expect(requiredScope("HEAD", "/api/admin/products/12")).toBe("catalog:read");
  expect(requiredScope("POST", "/api/admin/products")).toBe("catalog:write");
  expect(requiredScope("delete", "/api/admin/products/12")).toBe("catalog:write");
  expect(requiredScope("POST", "/api/admin/products/import")).toBe("catalog:write");
  expect(requiredScope("GET", "/api/admin/products/export")).toBe("catalog:read");
  expect(requiredScope("PUT", "/api/admin/categories/3")).toBe("catalog:write");
  expect(requiredScope("GET", "/api/admin/synonyms")).toBe("catalog:read");
  expect(requiredScope("POST", "/api/admin/import-jobs")).toBe("catalog:write");
  expect(requiredScope("GET", "/api/admin/exports/4")).toBe("catalog:read");
  // The longer entry decides: the accounting export is about orders.
  expect(requiredScope("GET", "/api/admin/exports/accounting")).toBe("orders:read");
  expect(requiredScope("GET", "/api/admin/exports/accountingX")).toBe("catalog:read");
  expect(requiredScope("PUT", "/api/admin/quote-requests/9/draft")).toBe("quotes:write");
  expect(requiredScope("GET", "/api/admin/quote-requests")).toBe("quotes:read");
  expect(requiredScope("PATCH", "/api/admin/orders/5")).toBe("orders:write");
  expect(requiredScope("GET", "/api/admin/orders")).toBe("orders:read");
});

test("a path outside the table needs a scope no key has: keys cannot call it", () => {
  for (const path of [
    "/api/admin/api-keys",
    "/api/admin/api-keys/1/revoke",
    "/api/admin/settings/business_phone",
    "/api/admin/change-password",
    "/api/admin/productsX",
    "/api/admin/products-secret",
    "/api/admin",
    "/api/products",
    "/api/admin/webhooks",
  ])
    expect(requiredScope("GET", path)).toBeNull();
});
