import type { IncomingMessage, ServerResponse } from "node:http";
export function isKeptApiRequest(req: IncomingMessage): boolean;
export function apiSearchTerm(address: string): string | null;
export function apiSearchUsage(): { answers: number; bytes: number };
export function answerFromApiCache(
  req: IncomingMessage,
  res: ServerResponse,
  options?: { changedSince?: (timestamp: number) => boolean; onRepeat?: (address: string, req: IncomingMessage) => void },
): boolean;
export function keepApiAnswer(req: IncomingMessage, res: ServerResponse): void;
