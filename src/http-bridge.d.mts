export { logConsoleAsJson, logger } from "./server/logger.mjs";
export { metrics, provide } from "./server/metrics.mjs";
export { runtimeEnv } from "./runtime-env.mjs";
export { matchesIfNoneMatch } from "./server/http/etag.mjs";
export { pageGeneration, requestScopeStorage, searchApi, searchLogHooks } from "./server/process-slots.mjs";
export type { RequestScope } from "./server/process-slots.mjs";

export const ROUTES: {
  fileUploads: RegExp[];
  plainForms: Set<string>;
  plainAccountForms: RegExp;
  searchPage: string;
  filteredView: RegExp;
  apiCategories: string;
  apiSearch: string;
  apiFacets: RegExp;
};
