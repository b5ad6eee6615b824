/**
 * @jest-environment node
 *
 * Partial Prefetching is on for each shared page and off for the rest (ADR 24): a shared page without
 * `prefetch = "partial"` would have its links prefetched one by one, and a page rendered per request with it (or a
 * layout with it) would be rendered twice on every request. Every page of the app is on one of the two lists below,
 * so a new page fails here until someone decides which it is.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const app = path.resolve(__dirname, "../../src/app");

const SHARED = [
  "(storefront)/page.tsx",
  "(storefront)/about/page.tsx",
  "(storefront)/categories/[slug]/page.tsx",
  "(storefront)/categories/[slug]/page/[page]/page.tsx",
  "(storefront)/contact/page.tsx",
  "(storefront)/privacy-policy/page.tsx",
  "(storefront)/products/[slug]/page.tsx",
  "(storefront)/products/page.tsx",
  "(storefront)/products/page/[page]/page.tsx",
  "(storefront)/products/stretch-film/page.tsx",
  "(storefront)/quick-order/page.tsx",
  "(storefront)/returns/page.tsx",
  "(storefront)/shipping-info/page.tsx",
  "(storefront)/terms-of-sale/page.tsx",
];
/** Rendered per request: by address (search, filters, compare), per buyer or per admin. */
const PER_REQUEST =
  /^(admin\/|csp-probe\/|\(storefront\)\/(account|quotes|search|compare)\/|\(storefront\)\/categories\/\[slug\]\/filter\/)/;

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.relative(app, path.join(dir, e.name)).split(path.sep).join("/")],
  );
const PARTIAL = /^export const prefetch = "partial";$/m;

test("every page is either shared and opts into Partial Prefetching, or rendered per request and does not", () => {
  const pages = files(app).filter((f) => /(^|\/)page\.tsx$/.test(f));
  expect(pages.filter((p) => !SHARED.includes(p) && !PER_REQUEST.test(p))).toEqual([]);
  expect(SHARED.filter((p) => !pages.includes(p))).toEqual([]);
  for (const page of pages) expect([page, PARTIAL.test(readFileSync(path.join(app, page), "utf8"))]).toEqual([page, SHARED.includes(page)]);
});

test("no layout and no config switches it on for the pages below or for the whole app", () => {
  for (const layout of files(app).filter((f) => /(^|\/)layout\.tsx$/.test(f)))
    expect([layout, /export const prefetch\b/.test(readFileSync(path.join(app, layout), "utf8"))]).toEqual([layout, false]);
  expect(readFileSync(path.resolve(app, "../../next.config.mjs"), "utf8")).toMatch(/^\s*partialPrefetching: false,$/m);
});
