import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from "node:http";
export type Replay = { headers: OutgoingHttpHeaders; vary: string[]; generation: number; madeAt: number; expires: number };
export type SharedVariant = { body: Buffer; etag: string };
export type PageFacts = {
  text: string | undefined;
  source: string | undefined;
  body: Buffer;
  etag: string;
  offsets: number[];
  bodies: [number, number][];
  refused: number;
  shared?: SharedVariant | null;
  replay?: Replay;
};
export function onlyQueryTerm(address: string, path: string): string | null;
export function keptSearchTerm(address: string): string | null;
export function isFilteredView(address: string): boolean;
export function pageCacheUsage(): Record<"paths" | "queries" | "searches" | "filters", { pages: number; bytes: number }>;
export function digest(bytes: Buffer): string;
export function bytesOf(written: (string | Buffer)[]): Buffer;
export function pageFacts(address: string, written: (string | Buffer)[], keep: boolean): PageFacts;
export function keepSharedVariant(address: string, facts: PageFacts, shared: SharedVariant | null): SharedVariant | null;
export function forgetPage(address: string): void;
export function sharedMaxAge(cacheControl: string): number;
export function replayOf(
  req: IncomingMessage,
  status: number,
  headers: OutgoingHttpHeaders | undefined,
  generation: number,
  madeAt: number,
): Replay | undefined;
export function freshPage(
  address: string,
  headers: IncomingHttpHeaders,
  options?: { changedSince?: (timestamp: number) => boolean },
): (PageFacts & { replay: Replay }) | undefined;
export function hasFreshPage(
  address: string,
  headers: IncomingHttpHeaders,
  options?: { changedSince?: (timestamp: number) => boolean },
): boolean;
export function servedPage(address: string, facts: PageFacts): void;
