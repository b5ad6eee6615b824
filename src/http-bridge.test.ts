/**
 * @jest-environment node
 *
 * The route manifest names the app's routes: renaming or removing a route
 * without changing the manifest would silently turn off what the HTTP server
 * does for it (a file upload refused with 415, a search no longer kept).
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ROUTES } from "./http-bridge.mjs";

const APP = path.join(__dirname, "app");

/** The folder of src/app that answers `pathname` (route groups skipped, a [param] folder taking any segment), or null. */
function routeFolder(pathname: string): string | null {
  const walk = (dir: string, segments: string[]): string | null => {
    if (segments.length === 0) return dir;
    const entries = readdirSync(dir).filter((e) => statSync(path.join(dir, e)).isDirectory());
    const [head, ...rest] = segments;
    for (const e of entries.filter((e) => e.startsWith("("))) {
      const found = walk(path.join(dir, e), segments);
      if (found) return found;
    }
    if (entries.includes(head)) return walk(path.join(dir, head), rest);
    const param = entries.find((e) => /^\[[^.\]]+\]$/.test(e));
    return param ? walk(path.join(dir, param), rest) : null;
  };
  return walk(APP, pathname.split("/").filter(Boolean));
}

const answers = (folder: string | null, file: RegExp) => folder !== null && readdirSync(folder).some((f) => file.test(f));
const isRoute = (pathname: string) => answers(routeFolder(pathname), /^route\.(ts|tsx)$/);
const isPage = (pathname: string) => answers(routeFolder(pathname), /^page\.(ts|tsx)$/);

test("every file upload route and plain form the server lets through is a route handler of the app", () => {
  const uploads = ["/api/admin/uploads", "/api/admin/products/import", "/api/admin/companies/7/prices/import"];
  for (const p of uploads) expect([p, ROUTES.fileUploads.some((r) => r.test(p)), isRoute(p)]).toEqual([p, true, true]);
  expect(ROUTES.fileUploads).toHaveLength(uploads.length);
  for (const p of ROUTES.plainForms) expect([p, isRoute(p)]).toEqual([p, true]);
  const accountForms = [
    "/api/account/addresses",
    "/api/account/addresses/3",
    "/api/account/lists/4/lines/5",
    "/api/account/company/invitations/6",
  ];
  for (const p of accountForms) expect([p, ROUTES.plainAccountForms.test(p), isRoute(p)]).toEqual([p, true, true]);
});

test("the pages and API answers the server keeps are the app's", () => {
  expect(isPage(ROUTES.searchPage)).toBe(true);
  const filtered = "/categories/trash-bags?color=Black";
  expect([ROUTES.filteredView.test(filtered), isPage(filtered.split("?")[0])]).toEqual([true, true]);
  expect(isRoute(ROUTES.apiCategories)).toBe(true);
  expect(isRoute(ROUTES.apiSearch)).toBe(true);
  const facets = "/api/categories/trash-bags/facets?width=18";
  expect([ROUTES.apiFacets.test(facets), isRoute(facets.split("?")[0])]).toEqual([true, true]);
  const view = "/api/categories/trash-bags/filtered?width=18&page=2";
  expect([ROUTES.apiFacets.test(view), isRoute(view.split("?")[0])]).toEqual([true, true]);
});

test("a path the app has no route for is told apart", () => {
  expect(isRoute("/api/admin/no-such-thing")).toBe(false);
  expect(isPage("/no-such-page/at/all")).toBe(false);
});
