import type { IncomingMessage, ServerResponse } from "node:http";
export function hashPageScripts(req: IncomingMessage, res: ServerResponse, options?: { https?: boolean; onRefused?: (count: number, url: string | undefined) => void }): void;
