// @ts-check
// The one door between the HTTP server (server/: Node loads it from disk, it
// owns the socket, the page and API caches and the CSP) and the app (src/:
// Next bundles it). The server imports nothing else from src/, and the app
// imports nothing from server/ (lint checks both). What crosses:
// - the app's services the server uses: its logger, its metrics, its settings;
// - the state both sides touch (src/server/process-slots.mjs), with what the app
//   provides there once Next loads it: its search log and its search API;
// - conditional requests, which both answer (src/server/http/etag.mjs);
// - ROUTES: the app's routes the server treats specially.
export { logConsoleAsJson, logger } from "./server/logger.mjs";
export { metrics, provide } from "./server/metrics.mjs";
export { runtimeEnv } from "./runtime-env.mjs";
export { matchesIfNoneMatch } from "./server/http/etag.mjs";
export { pageGeneration, requestScopeStorage, searchApi, searchLogHooks } from "./server/process-slots.mjs";
/** @typedef {import("./server/process-slots.mjs").RequestScope} RequestScope */

/**
 * The app's routes the HTTP server treats specially. A test checks that each
 * names a route the app has (src/http-bridge.test.ts).
 */
export const ROUTES = {
  /**
   * Route handlers that take a file as a multipart form, each reading it within
   * its own limit; any other form body sent to the API is refused with 415.
   */
  fileUploads: [/^\/api\/admin\/uploads$/, /^\/api\/admin\/products\/import$/, /^\/api\/admin\/companies\/\d+\/prices\/import$/],
  /** The buyer's account forms that work without scripts (url-encoded, a few bytes, read within 4 KB). */
  plainForms: new Set([
    "/api/account/sign-in",
    "/api/account/sign-in/confirm",
    "/api/account/sign-out",
    "/api/account/company",
    "/api/account/company/invitations",
    "/api/account/invitations/accept",
    "/api/account/email",
    "/api/account/email/confirm",
  ]),
  /** The address book's, requisition lists' and invitation revoking's plain forms (each route reads at most 8 KB). */
  plainAccountForms:
    /^\/api\/account\/(?:addresses(?:\/\d{1,10})?|lists(?:\/\d{1,10}(?:\/lines(?:\/\d{1,10})?)?)?|company\/invitations\/\d{1,10})$/,
  /** The search results page: kept per term, one render per new term. */
  searchPage: "/search",
  /** A category page with a query: a filtered view, kept per canonical filter set. */
  filteredView: /^\/categories\/[^/?#]+\?./,
  /** API answers kept until the catalogue changes: the categories, a search, a category's facets and its filtered view. */
  apiCategories: "/api/categories",
  apiSearch: "/api/products/search",
  apiFacets: /^\/api\/categories\/[^/?#]+\/(?:facets|filtered)(?:\?|$)/,
};
