import type { IncomingMessage, ServerResponse } from "node:http";
export function isKeptApiRequest(req: IncomingMessage): boolean;
export function answerFromApiCache(req: IncomingMessage, res: ServerResponse, options?: { changedSince?: (timestamp: number) => boolean }): boolean;
export function keepApiAnswer(req: IncomingMessage, res: ServerResponse): void;
