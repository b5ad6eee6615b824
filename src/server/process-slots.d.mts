import type { AsyncLocalStorage } from "node:async_hooks";

export type RequestScope = { requestId?: string };
export type SearchLogHooks = {
  countRepeatedSearch: (q: string, forwardedFor?: string | null) => void;
  flushSearchLog: () => Promise<void>;
};
export type SearchApi = {
  answer: (q: string, forwardedFor: string | null) => Promise<{ body: string; correctedQuery: string | null }>;
};
export function pageGeneration(): number;
export function pagesChanged(): void;
export function requestScopeStorage(): AsyncLocalStorage<RequestScope>;
export function provideSearchLogHooks(hooks: SearchLogHooks): void;
export function searchLogHooks(): SearchLogHooks | undefined;
export function provideSearchApi(api: SearchApi): void;
export function searchApi(): SearchApi | undefined;
