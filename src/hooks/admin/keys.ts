/** The SWR keys the admin hooks share (one module, so the hooks need not import each other for them). */
export const CATEGORIES_KEY = "/api/categories";
export const DASHBOARD_STATS_KEY = "/api/admin/dashboard-stats";
export const SEARCH_INSIGHTS_KEY = "/api/admin/search-insights";
export const ADMIN_PRODUCTS_KEY = "/api/admin/products";

/** Any page of the admin product list, whatever its filters. */
export const isAdminProductsKey = (key: unknown) => typeof key === "string" && key.startsWith(`${ADMIN_PRODUCTS_KEY}?`);
