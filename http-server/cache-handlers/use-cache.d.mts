import type { CacheHandler } from "next/dist/server/lib/cache-handlers/types.js";

declare const handler: CacheHandler;
export default handler;
