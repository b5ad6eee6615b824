import type { IncomingMessage, ServerResponse } from "node:http";
export const IMMUTABLE: string;
export function isHashedIcon(url: string | undefined): boolean;
export function cacheHashedIcon(req: IncomingMessage, res: ServerResponse): void;
