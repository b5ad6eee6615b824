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
