/** @jest-environment node */
// The cache handlers with Next's own page cache and "use cache" store behind
// them, in a process whose Date.now() runs ahead of performance.timeOrigin +
// performance.now(), as a long-running server's does: an entry stored before
// an admin change must not be served after it.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { nodeFs } from "next/dist/server/lib/node-fs-methods.js";
import PageCacheHandler from "./incremental-cache.mjs";
import dataCacheHandler from "./use-cache.mjs";

const FileSystemCache = (FileSystemCacheModule as unknown as { default?: typeof FileSystemCacheModule }).default ?? FileSystemCacheModule;
/** How far the wall clock has pulled ahead of the one Next's expiry check reads. */
const DRIFT_MS = 5_000;

let dir: string;
const realNow = Date.now.bind(Date);
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "cache-handlers-"));
  jest.spyOn(Date, "now").mockImplementation(() => realNow() + DRIFT_MS);
});
afterAll(() => {
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

type Ctx = ConstructorParameters<typeof FileSystemCache>[0];
const ctx = () =>
  ({ fs: nodeFs, serverDistDir: dir, flushToDisk: false, maxMemoryCacheSize: 8 * 1024 * 1024, revalidatedTags: [] }) as unknown as Ctx;

let n = 0;
/** A page entry carrying `tag`, as Next stores a prerendered page. */
function pageEntry(tag: string) {
  return {
    kind: "APP_PAGE",
    html: `<p>version ${++n}</p>`,
    rscData: Buffer.from("rsc"),
    headers: { "x-next-cache-tags": tag },
    postponed: undefined,
    status: 200,
    segmentData: undefined,
  };
}
const PAGE_GET = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
const PAGE_SET = { fetchCache: false, cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false, isFallback: false };

type AnyCache = { get(k: string, c: unknown): Promise<unknown>; set(k: string, d: unknown, c: unknown): Promise<void> };
type WithTags = AnyCache & { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> };

describe("page cache handler", () => {
  test("Next's own handler alone serves a page stored before revalidateTag (the drift this guards against)", async () => {
    const next = new FileSystemCache(ctx()) as unknown as WithTags;
    await next.set("/alone", pageEntry("alone-tag"), PAGE_SET);
    await next.revalidateTag(["alone-tag"], { expire: 0 });
    expect(await next.get("/alone", PAGE_GET)).not.toBeNull();
  });

  test("gives no page stored before an invalidation of its tag, and the page stored after it", async () => {
    const handler = new PageCacheHandler(ctx()) as unknown as WithTags;
    await handler.set("/contact", pageEntry("settings-a"), PAGE_SET);
    await handler.set("/about", pageEntry("other-a"), PAGE_SET);
    expect(await handler.get("/contact", PAGE_GET)).not.toBeNull();

    await handler.revalidateTag(["settings-a"], { expire: 0 });
    expect(await handler.get("/contact", PAGE_GET)).toBeNull();
    // Another tag's page stays.
    expect(await handler.get("/about", PAGE_GET)).not.toBeNull();

    const fresh = pageEntry("settings-a");
    await handler.set("/contact", fresh, PAGE_SET);
    expect(await handler.get("/contact", PAGE_GET)).toMatchObject({ value: { html: fresh.html } });
  });

  test("a stale-only mark (an expiry in the future) keeps the page servable", async () => {
    const handler = new PageCacheHandler(ctx()) as unknown as WithTags;
    await handler.set("/soft", pageEntry("soft-tag"), PAGE_SET);
    await handler.revalidateTag(["soft-tag"], { expire: 3600 });
    expect(await handler.get("/soft", PAGE_GET)).not.toBeNull();
  });

  test("a page this process did not store (the build's) is not served once its tag was invalidated", async () => {
    const handler = new PageCacheHandler(ctx()) as unknown as WithTags;
    const next = new FileSystemCache(ctx()) as unknown as WithTags;
    await handler.revalidateTag(["built-tag"], { expire: 0 });
    // Stored without the handler: as the build's pages are.
    await next.set("/built", pageEntry("built-tag"), PAGE_SET);
    expect(await handler.get("/built", PAGE_GET)).toBeNull();
  });
});

describe('"use cache" handler', () => {
  /** An entry as the "use cache" wrapper hands it over: stamped with the clock Next's own check reads. */
  function dataEntry(tag: string, text: string) {
    return {
      value: new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode(text));
          c.close();
        },
      }),
      tags: [tag],
      stale: 300,
      timestamp: performance.timeOrigin + performance.now(),
      expire: 1e9,
      revalidate: 1e9,
    };
  }
  const read = async (entry: { value: ReadableStream<Uint8Array> } | undefined) => entry && new Response(entry.value).text();

  test("gives no entry stored before revalidateTag, whichever handler wrote Next's tag times last", async () => {
    const pages = new PageCacheHandler(ctx()) as unknown as WithTags;
    await dataCacheHandler.set("categories", Promise.resolve(dataEntry("catalog-a", "old")));
    expect(await read(await dataCacheHandler.get("categories", []))).toBe("old");

    // revalidateTag() tells both handlers; the page cache's write (Date.now()) lands last here.
    await dataCacheHandler.updateTags(["catalog-a"], { expire: 0 });
    await pages.revalidateTag(["catalog-a"], { expire: 0 });
    expect(await dataCacheHandler.get("categories", [])).toBeUndefined();

    await dataCacheHandler.set("categories", Promise.resolve(dataEntry("catalog-a", "new")));
    expect(await read(await dataCacheHandler.get("categories", []))).toBe("new");
  });
});
