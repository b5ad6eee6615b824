import type { IncomingMessage, ServerResponse } from "node:http";
export function directSearchTerm(req: IncomingMessage): string | null;
export function answerSearchHere(req: IncomingMessage, res: ServerResponse, options: { https: boolean }): Promise<boolean>;
