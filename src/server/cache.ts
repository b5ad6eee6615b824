import "server-only";
import { revalidateTag } from "next/cache";
import { after } from "next/server";
import { logger } from "@/server/logger.mjs";
import { pagesChanged, requestScopeStorage } from "@/server/process-slots.mjs";

/**
 * Cache tags of the public pages' data. Every admin change invalidates the
 * tags it touches; `expire: 0` makes the very next request render fresh data
 * ('max' would serve the old page once more, stale while it refreshes).
 */
export const TAGS = {
  catalog: "catalog",
  settings: "settings",
  pageContent: "page-content",
} as const;

export type Tag = (typeof TAGS)[keyof typeof TAGS];

/**
 * A render that read the database just before a change but stores its result
 * just after it would be kept as fresh. Invalidating once more, shortly after
 * the answer is sent, drops such an entry; the window is far longer than any
 * page render here.
 */
const AGAIN_AFTER_MS = 2_000;

export function invalidate(...tags: Tag[]): void {
  if (!revalidate(tags)) return;
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, AGAIN_AFTER_MS));
    revalidate(tags);
  });
}

/**
 * Invalidates the tags and the server's kept pages; false outside a Next.js
 * request (scripts, tests), where Next has no cache to invalidate.
 */
function revalidate(tags: Tag[]): boolean {
  // The custom server's copies of whole pages (http-server/page-cache.mjs) go in every case.
  pagesChanged();
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    return true;
  } catch (e) {
    if (!/static generation store|workStore|outside a request|Invariant/i.test(String(e))) throw e;
    // Inside a request served by the HTTP server this is a defect, not a script: say so.
    if (requestScopeStorage().getStore()) logger.error({ err: e, tags }, "cache tags not invalidated: public pages may show old data");
    return false;
  }
}
