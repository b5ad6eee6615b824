// Page cache handler (next.config.mjs `cacheHandler`).
//
// The prerendered pages and route responses stay where Next keeps them: this
// instance's build folder plus its in-memory copy (Next's own FileSystemCache,
// extended here). What is added: before an entry is served, its cache tags
// (the x-next-cache-tags Next stores with it) are checked against this
// instance's invalidations, counted rather than timed (./invalidations.mjs),
// and, with REDIS_URL, against the invalidations shared through Redis
// (./shared-tags.mjs), so a page invalidated here or on another instance is
// rendered afresh instead of served; and an invalidation made here is shared
// with the other instances.
//
// Next creates one instance of this class per request; all state is module-wide.
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { currentRequestScope } from "./request-scope.mjs";
import { invalidatedSinceStored, noteStored, recordInvalidated } from "./invalidations.mjs";
import { ensureFreshFor, isExpired, isStale, recordInvalidation } from "./shared-tags.mjs";

/** The module is CommonJS: its class comes as `default` or as the module itself. */
const FileSystemCache = /** @type {typeof import("next/dist/server/lib/incremental-cache/file-system-cache.js").default} */ (
  /** @type {any} */ (FileSystemCacheModule).default ?? FileSystemCacheModule
);
const TAGS_HEADER = "x-next-cache-tags";
/** @typedef {Parameters<InstanceType<typeof FileSystemCache>["get"]>[1]} GetContext */

/**
 * @param {import("next/dist/server/lib/incremental-cache/index.js").CacheHandlerValue | null} data
 * @param {{ kind: string, tags?: string[], softTags?: string[] } | undefined} ctx a GetContext: only a fetch's has tags
 */
function entryTags(data, ctx) {
  const value = data?.value;
  if (!value) return [];
  if (value.kind === "FETCH") return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(value.tags ?? [])];
  // A redirect or an image has no headers: read as none.
  const { headers } = /** @type {{ headers?: import("node:http").OutgoingHttpHeaders }} */ (value);
  const header = headers?.[TAGS_HEADER];
  return typeof header === "string" && header ? header.split(",") : [];
}

/** @param {string} key */
const noteKey = (key) => `page:${key}`;

export default class SharedTagsCacheHandler extends FileSystemCache {
  /**
   * @param {string} key
   * @param {GetContext} ctx
   */
  async get(key, ctx) {
    // One check per request, shared with its "use cache" reads (use-cache.mjs).
    await ensureFreshFor(currentRequestScope() ?? this);
    const data = await super.get(key, ctx);
    if (!data || typeof data.lastModified !== "number" || data.lastModified < 0) return data;
    const tags = entryTags(data, ctx);
    if (tags.length > 0 && invalidatedSinceStored(noteKey(key), tags)) return null;
    // Invalidated (or marked stale) on another instance after this copy was made:
    // a miss, so the page is rendered now with current data.
    if (tags.length > 0 && (isExpired(tags, data.lastModified) || isStale(tags, data.lastModified))) return null;
    return data;
  }

  /**
   * @param {string} key
   * @param {Parameters<InstanceType<typeof FileSystemCache>["set"]>[1]} data
   * @param {Parameters<InstanceType<typeof FileSystemCache>["set"]>[2]} ctx
   */
  async set(key, data, ctx) {
    noteStored(noteKey(key));
    return super.set(key, data, ctx);
  }

  /**
   * @param {string | string[]} tags
   * @param {import("./shared-tags.mjs").Durations} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tags;
    recordInvalidated(list, durations);
    await Promise.all([super.revalidateTag(list, durations), recordInvalidation(list, durations)]);
  }
}
