import "server-only";
import { revalidateTag } from "next/cache";

/**
 * Cache tags of the public pages' data. Every admin change invalidates the
 * tags it touches; `expire: 0` makes the very next request render fresh data
 * (STACK-NOTES: 'max' would serve the old page once more).
 */
export const TAGS = {
  catalog: "catalog",
  settings: "settings",
  pageContent: "page-content",
} as const;

export type Tag = (typeof TAGS)[keyof typeof TAGS];

export function invalidate(...tags: Tag[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (e) {
      // Outside a Next.js request (scripts, tests) there is no page cache to invalidate.
      if (!/static generation store|workStore|outside a request|Invariant/i.test(String(e))) throw e;
    }
  }
}
