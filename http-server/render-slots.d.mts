import type { IncomingMessage, ServerResponse } from "node:http";
export function renderSlots(limit: number): {
  run(res: ServerResponse, render: () => Promise<unknown>): Promise<unknown>;
  readonly usage: { active: number; waiting: number };
};
export function isPageRequest(req: IncomingMessage): boolean;
export function oneRenderPerAddress(options?: { maxWaitMs?: number }): {
  waitForRender(address: string, res: ServerResponse): Promise<boolean>;
  readonly underway: number;
};
