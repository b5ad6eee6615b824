import type { IncomingMessage, ServerResponse } from "node:http";
export function addPageScriptPolicy(
  req: IncomingMessage,
  res: ServerResponse,
  options?: { https?: boolean; onRefused?: (count: number, url: string | undefined) => void; cachePages?: boolean },
): void;
export function answerFromPageCache(
  req: IncomingMessage,
  res: ServerResponse,
  options?: { https?: boolean; changedSince?: (timestamp: number) => boolean; onRepeat?: (address: string, req: IncomingMessage) => void },
): boolean;
export function hasFreshPage(
  address: string,
  headers: import("node:http").IncomingHttpHeaders,
  options?: { changedSince?: (timestamp: number) => boolean },
): boolean;
export function pageCacheUsage(): Record<"paths" | "queries" | "searches" | "filters", { pages: number; bytes: number }>;
export function keptSearchTerm(address: string): string | null;
export function onlyQueryTerm(address: string, path: string): string | null;
export function isFilteredView(address: string): boolean;
