import type { IncomingMessage, ServerResponse } from "node:http";
export const NAVIGATION_COPY: string;
export function addPageScriptPolicy(
  req: IncomingMessage,
  res: ServerResponse,
  options?: {
    https?: boolean;
    onRefused?: (count: number, url: string | undefined) => void;
    cachePages?: boolean;
    onNavigationCopy?: (address: string) => void;
  },
): void;
export function answerFromPageCache(
  req: IncomingMessage,
  res: ServerResponse,
  options?: { https?: boolean; changedSince?: (timestamp: number) => boolean; onRepeat?: (address: string, req: IncomingMessage) => void },
): boolean;
