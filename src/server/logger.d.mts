import type { Logger } from "pino";
export function scrub(text: string): string;
export const logger: Logger;
export function recentErrors(withinMs: number): { count: number; last: { message: string; at: string } | null };
export function logConsoleAsJson(): void;
