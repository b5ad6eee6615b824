import type { IncomingMessage } from "node:http";
export const ROUTER_STATE_HEADER: string;
export const MINIMAL_ROUTER_STATE: string;
export function checkRouterStateParser(): void;
export function hasMalformedRouterState(req: IncomingMessage): boolean;
