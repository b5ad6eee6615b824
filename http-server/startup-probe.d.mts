import type { IncomingMessage, ServerResponse } from "node:http";
export const PROBE_PATHS: string[];
export function scriptProblems(path: string, status: number, csp: string | undefined, html: string): string[];
export function probeFrameworkScripts(onRequest: (req: IncomingMessage, res: ServerResponse) => void, paths?: string[]): Promise<void>;
